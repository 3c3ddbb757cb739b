import { z } from 'zod';

/*
 * Issue 32, 'Notas internas': what staff write to each other inside a customer's conversation.
 * Shown in the history in their own style, never sent to the gateway or the bot, read by staff
 * only. '@username' names a colleague, who hears of it through a toast and the bell.
 */

export const NOTE_MAX_LENGTH = 4000;
/** The customer's newest notes that come with the chat; older ones are rare enough to leave out. */
export const NOTES_SHOWN = 100;

export const noteText = {
  reply: 'Responder',
  note: 'Nota interna',
  modeLabel: 'Tipo de mensagem',
  placeholder: 'Nota interna: só a equipe vê. Use @ para mencionar alguém.',
  badge: 'Nota interna',
  send: 'Salvar nota',
  saved: 'Nota salva',
  saveFailed: 'Erro ao salvar a nota',
  deleteLabel: 'Excluir nota',
  confirmDelete: 'Excluir esta nota interna?',
  deleteFailed: 'Erro ao excluir a nota',
  required: 'A nota não pode ficar vazia',
  tooLong: `A nota deve ter no máximo ${NOTE_MAX_LENGTH} caracteres`,
  notFound: 'Nota não encontrada',
  notYours: 'Só quem escreveu a nota ou um administrador pode excluí-la',
  mentionPickerLabel: 'Mencionar',
  mentionEmpty: 'Ninguém da equipe com @{query}',
  mentioned: '{by} mencionou você numa nota sobre {customer}',
  customerNotFound: 'Cliente não encontrado',
} as const;

/** '@carla.mendes': a mention starts a line or follows a space (an e-mail address is not one). */
export const MENTION = /(^|\s)@([\p{L}\p{N}._-]+)/gu;

/**
 * The usernames a note may mention, in lower case, each once: as written and, for a mention
 * that ends a sentence ('@ana.'), without its final dots. Only active staff's usernames count.
 */
export function mentionedNames(content: string): string[] {
  const names = [...content.matchAll(MENTION)].flatMap((m) => {
    const name = m[2]!.toLowerCase();
    const trimmed = name.replace(/[.]+$/, '');
    return trimmed && trimmed !== name ? [name, trimmed] : [name];
  });
  return [...new Set(names)];
}

/** POST /api/customers/{id}/notes. */
export const NoteBodySchema = z
  .object({
    content: z
      .string({ error: noteText.required })
      .trim()
      .min(1, noteText.required)
      .max(NOTE_MAX_LENGTH, noteText.tooLong),
  })
  .strict();

export const NoteIdParamsSchema = z.object({ id: z.coerce.number().int().positive('ID inválido') });

export const ChatNoteSchema = z.object({
  id: z.number().int(),
  customer_id: z.number().int(),
  author_id: z.number().int().nullable(),
  author_name: z.string().nullable(),
  content: z.string(),
  /** The colleagues it names, as they were found when it was written. */
  mentions: z.array(z.object({ id: z.number().int(), name: z.string() })),
  created_at: z.string(),
});
export type ChatNote = z.infer<typeof ChatNoteSchema>;
