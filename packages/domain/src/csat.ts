import { z } from 'zod';
import { StatsPeriodSchema } from './stats';

/*
 * Issue 32, 'Satisfação (CSAT)': when staff hand a conversation back to the bot (the attendance
 * ends), the customer is asked on WhatsApp to rate it 1 to 5. The answer (a digit, a keycap, stars
 * or a face) is kept against that attendance and its attendant and never reaches the bot.
 */

/** How long an answer counts for the question asked. */
export const CSAT_ANSWER_HOURS = 24;
export const CSAT_QUESTION_MAX = 1000;
/** Comments the statistics list, newest first. */
export const CSAT_COMMENTS_SHOWN = 20;
export const CSAT_DEFAULT_QUESTION =
  'Como você avalia o nosso atendimento? Responda com uma nota de 1 (muito ruim) a 5 (ótimo). Se quiser, conte o motivo na mesma mensagem.';

export const csatText = {
  settingsTitle: 'Pesquisa de satisfação',
  settingsHint:
    'Ao devolver a conversa ao bot, o cliente recebe esta pergunta no WhatsApp. A resposta (1 a 5, estrelas ou emoji) fica registrada para o atendente e não vai para o bot.',
  enabledLabel: 'Enviar a pesquisa ao encerrar um atendimento',
  questionLabel: 'Pergunta enviada ao cliente',
  save: 'Salvar pesquisa',
  questionTooLong: `A pergunta deve ter no máximo ${CSAT_QUESTION_MAX} caracteres`,
  questionRequired: 'Escreva a pergunta enviada ao cliente',
  statsTitle: 'Satisfação (CSAT)',
  average: 'Nota média',
  satisfied: 'Satisfeitos (4 e 5)',
  responses: 'Respostas',
  asked: 'Pesquisas enviadas',
  attendant: 'Atendente',
  commentsTitle: 'Comentários',
  noResponses: 'Nenhuma avaliação no período',
  noComments: 'Nenhum comentário no período',
} as const;

const FACES: Record<string, number> = {
  '😡': 1,
  '😠': 1,
  '👎': 1,
  '🙁': 2,
  '☹️': 2,
  '☹': 2,
  '😞': 2,
  '😐': 3,
  '😶': 3,
  '🙂': 4,
  '😊': 4,
  '😀': 5,
  '😁': 5,
  '😃': 5,
  '😄': 5,
  '😍': 5,
  '🤩': 5,
  '🥰': 5,
  '👍': 5,
};
const KEYCAP = /^([1-5])\uFE0F?\u20E3/u;
const DIGIT = /^([1-5])(?![\d,.:hH])(?:\s*\/\s*5)?/u;
const STARS = /^(?:⭐|★|🌟){1,5}/u;

/**
 * A rating in a customer's reply, and what they wrote after it: '5', '4 muito bom', '3/5',
 * '5️⃣', '⭐⭐⭐⭐', '😍 amei'. Null when the reply does not start with one (it goes on as a
 * normal message). '10' or '4,5' are not ratings.
 */
export function parseCsatAnswer(text: string): { rating: number; comment: string | null } | null {
  const value = text.trim();
  let rating: number | undefined;
  let rest = '';
  const keycap = KEYCAP.exec(value);
  const digit = DIGIT.exec(value);
  const stars = STARS.exec(value);
  if (keycap) [rating, rest] = [Number(keycap[1]), value.slice(keycap[0].length)];
  else if (digit) [rating, rest] = [Number(digit[1]), value.slice(digit[0].length)];
  else if (stars) [rating, rest] = [[...stars[0]].filter((c) => c !== '\uFE0F').length, value.slice(stars[0].length)];
  else {
    const face = Object.keys(FACES).find((f) => value.startsWith(f));
    if (!face) return null;
    [rating, rest] = [FACES[face]!, value.slice(face.length)];
  }
  const comment = rest.replace(/^[\s\p{P}]+/u, '').trim();
  return { rating, comment: comment || null };
}

export const CsatStaffSchema = z.object({
  staff_id: z.number().int().nullable(),
  staff_name: z.string(),
  asked: z.number().int(),
  responses: z.number().int(),
  average: z.number().nullable(),
  satisfied_percent: z.number().nullable(),
});

export const CsatCommentSchema = z.object({
  rating: z.number().int(),
  comment: z.string(),
  staff_name: z.string().nullable(),
  customer_id: z.number().int(),
  customer_name: z.string(),
  answered_at: z.string(),
});

/** GET /api/stats/csat: the period's answers per attendant, and the comments. */
export const CsatStatsSchema = z.object({
  period: StatsPeriodSchema,
  overall: CsatStaffSchema.omit({ staff_id: true, staff_name: true }),
  staff: z.array(CsatStaffSchema),
  comments: z.array(CsatCommentSchema),
});
export type CsatStats = z.infer<typeof CsatStatsSchema>;
