import { z } from 'zod';

/*
 * Spec 3 segments (/campaign-segments): who a campaign goes to. Filters: the bot state, the
 * attendant (seller_id; null = customers with no attendant) and a manual e-mail list that, when
 * filled, is the whole audience (other filters ignored). Customers without an e-mail or who
 * unsubscribed are left out and counted apart (docs/0022).
 */

export const SEGMENT_NAME_MAX = 200;
export const SEGMENT_DESCRIPTION_MAX = 1000;
export const SEGMENT_MANUAL_EMAILS_MAX = 5000;
export const SEGMENT_MANUAL_TEXT_MAX = 500_000;
/** Users listed by the preview; `total` counts them all. */
export const SEGMENT_PREVIEW_USERS_MAX = 100;

export const SEGMENT_ERROR_CODES = ['attendant_not_found'] as const;

export const segmentText = {
  title: 'Segmentos',
  newSegment: 'Novo Segmento',
  empty: 'Nenhum segmento encontrado',
  nameLabel: 'Nome',
  descriptionLabel: 'Descrição',
  botLabel: 'Bot Ativo',
  attendantLabel: 'Atendente',
  manualLabel: 'E-mails manuais (opcional)',
  manualHint:
    'Um e-mail por linha ou separados por vírgula. Quando preenchida, SOMENTE estes e-mails recebem a campanha e os outros filtros são ignorados.',
  attendantHint: 'Todos, Sem Atendente (clientes sem atendente) ou um atendente da equipe',
  all: 'Todos',
  botOn: 'Sim (Bot Ativo)',
  botOff: 'Não (Atendimento Manual)',
  noAttendant: 'Sem Atendente',
  preview: 'Preview do Segmento ({total} usuários)',
  previewShowing: 'Mostrando os primeiros {shown} de {total}.',
  excludedNoEmail: 'Sem e-mail (fora do segmento): {count}',
  excludedUnsubscribed: 'Descadastrados (fora do segmento): {count}',
  previewEmpty: 'Nenhum usuário neste segmento',
  manualOverride: 'Lista manual: os outros filtros são ignorados',
  nameRequired: 'O nome do segmento é obrigatório',
  nameTooLong: `O nome deve ter no máximo ${SEGMENT_NAME_MAX} caracteres`,
  descriptionTooLong: `A descrição deve ter no máximo ${SEGMENT_DESCRIPTION_MAX} caracteres`,
  botInvalid: 'Filtro Bot Ativo inválido',
  attendantInvalid: 'Atendente inválido',
  attendantNotFound: 'Atendente não encontrado',
  manualInvalid: 'E-mails inválidos na lista manual: {list}',
  manualTooMany: `No máximo ${SEGMENT_MANUAL_EMAILS_MAX} e-mails na lista manual`,
  manualTooLong: 'A lista manual de e-mails é grande demais',
  filtersInvalid: 'Filtros inválidos',
  notFound: 'Segmento não encontrado',
  created: 'Segmento criado!',
  updated: 'Segmento atualizado!',
  deleted: 'Segmento deletado!',
  saveError: 'Erro: {error}',
  saveFailed: 'Erro ao salvar segmento',
  deleteFailed: 'Erro ao deletar segmento',
  previewFailed: 'Erro ao visualizar preview',
  loadFailed: 'Erro ao carregar os segmentos',
  confirmDelete: 'Tem certeza que deseja deletar este segmento?',
} as const;

export const previewTitle = (total: number) => segmentText.preview.replace('{total}', String(total));

const EMAIL = /^[^\s@,;<>"]+@[^\s@,;<>"]+\.[^\s@,;<>"]+$/;
export const isEmailAddress = (value: string) => EMAIL.test(value);

/**
 * The manual list as addresses: split on line breaks, commas and semicolons, trimmed,
 * lower-cased and each kept once, in the order written.
 */
export function parseManualEmails(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\n\r,;]+/)
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}

const attendantId = z
  .number({ error: segmentText.attendantInvalid })
  .int(segmentText.attendantInvalid)
  .positive(segmentText.attendantInvalid)
  .max(2_147_483_647, segmentText.attendantInvalid);

/** The filters as stored and sent: omitted = no filter (spec 3 §3-§4). */
export const SegmentFiltersSchema = z
  .object(
    {
      bot_enabled: z.boolean({ error: segmentText.botInvalid }).optional(),
      /** A staff member's id, or null for customers with no attendant ('Sem Atendente'). */
      seller_id: attendantId.nullable().optional(),
      manual_emails: z
        .string({ error: segmentText.manualInvalid.replace('{list}', '') })
        .max(SEGMENT_MANUAL_TEXT_MAX, segmentText.manualTooLong)
        .optional()
        .superRefine((text, ctx) => {
          if (!text) return;
          const emails = parseManualEmails(text);
          if (emails.length > SEGMENT_MANUAL_EMAILS_MAX)
            ctx.addIssue({ code: 'custom', message: segmentText.manualTooMany });
          const bad = emails.filter((e) => !isEmailAddress(e));
          if (bad.length > 0)
            ctx.addIssue({
              code: 'custom',
              message: segmentText.manualInvalid.replace(
                '{list}',
                bad.slice(0, 5).join(', ') + (bad.length > 5 ? ` (+${bad.length - 5})` : ''),
              ),
            });
        })
        .transform((text) => text?.trim() || undefined),
    },
    { error: segmentText.filtersInvalid },
  )
  .transform((f) => {
    const out: SegmentFilters = {};
    if (f.bot_enabled !== undefined) out.bot_enabled = f.bot_enabled;
    if (f.seller_id !== undefined) out.seller_id = f.seller_id;
    if (f.manual_emails !== undefined) out.manual_emails = f.manual_emails;
    return out;
  });
export type SegmentFilters = { bot_enabled?: boolean; seller_id?: number | null; manual_emails?: string };

/** POST /api/campaign-segments and PUT /api/campaign-segments/{id}: name, description, filters. */
export const SegmentBodySchema = z.object({
  name: z
    .string({ error: segmentText.nameRequired })
    .trim()
    .min(1, segmentText.nameRequired)
    .max(SEGMENT_NAME_MAX, segmentText.nameTooLong),
  description: z
    .string()
    .trim()
    .max(SEGMENT_DESCRIPTION_MAX, segmentText.descriptionTooLong)
    .nullable()
    .optional()
    .transform((v) => v || null),
  filters: SegmentFiltersSchema.optional().transform((f) => f ?? {}),
});
export type SegmentBody = z.input<typeof SegmentBodySchema>;
export type SegmentInput = z.output<typeof SegmentBodySchema>;

const id = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);
export const SegmentIdParamsSchema = z.object({ id: id(segmentText.notFound) });

export const SegmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  filters: z.object({
    bot_enabled: z.boolean().optional(),
    seller_id: z.number().int().nullable().optional(),
    manual_emails: z.string().optional(),
  }),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Segment = z.infer<typeof SegmentSchema>;

/** One person a segment reaches: a customer, or a bare address of the manual list (id null, name ''). */
export const SegmentRecipientSchema = z.object({
  id: z.number().int().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
});
export type SegmentRecipient = z.infer<typeof SegmentRecipientSchema>;

/** GET /api/campaign-segments/{id}/preview: the exact total, the first users, and who was left out. */
export const SegmentPreviewSchema = z.object({
  total: z.number().int(),
  users: z.array(SegmentRecipientSchema),
  excluded: z.object({ no_email: z.number().int(), unsubscribed: z.number().int() }),
});
export type SegmentPreview = z.infer<typeof SegmentPreviewSchema>;

/** The segment form's inputs: selects hold strings ('' = Todos). */
export type SegmentFilterForm = { bot_enabled: string; seller_id: string; manual_emails: string };

/**
 * Spec 3 §4 'segment filter conversion on save': empty values omitted; 'null' becomes null;
 * 'true' and 'false' become booleans (an attendant's id becomes its number); trimmed
 * manual_emails added if non-empty.
 */
export function segmentFiltersFromForm(form: SegmentFilterForm): SegmentFilters {
  const convert = (v: string): boolean | null | number | string => {
    if (v === 'null') return null;
    if (v === 'true') return true;
    if (v === 'false') return false;
    return /^\d+$/.test(v) ? Number(v) : v;
  };
  const filters: Record<string, unknown> = {};
  if (form.bot_enabled !== '') filters.bot_enabled = convert(form.bot_enabled);
  if (form.seller_id !== '') filters.seller_id = convert(form.seller_id);
  const manual = form.manual_emails.trim();
  if (manual) filters.manual_emails = manual;
  return filters as SegmentFilters;
}

/** The form's inputs of stored filters (the reverse of segmentFiltersFromForm). */
export const segmentFormOf = (filters: SegmentFilters): SegmentFilterForm => ({
  bot_enabled: filters.bot_enabled === undefined ? '' : String(filters.bot_enabled),
  seller_id: filters.seller_id === undefined ? '' : String(filters.seller_id),
  manual_emails: filters.manual_emails ?? '',
});
