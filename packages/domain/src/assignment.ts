import { z } from 'zod';

/*
 * Issue 32, fair assignment: each staff member holds at most a number of open conversations
 * (their own limit, or the shop's default). A chat waiting for a person is offered to, or
 * assigned to (a setting), the clocked-in staff member with the fewest open chats under their
 * limit, never to one on a break. /painel-atendimento shows each one's load against the limit.
 */

export const ASSIGNMENT_MODES = ['manual', 'offer', 'auto'] as const;
export type AssignmentMode = (typeof ASSIGNMENT_MODES)[number];
export const CHAT_LIMIT_MIN = 1;
export const CHAT_LIMIT_MAX = 50;
export const DEFAULT_CHAT_LIMIT = 5;
/** An offer not taken in this time goes to the next staff member. */
export const OFFER_SECONDS = 120;

export const assignmentText = {
  title: 'Distribuição de conversas',
  hint: 'Cada atendente fica com no máximo o limite de conversas abertas. Quem está em pausa não recebe conversas.',
  modeLabel: 'Conversas aguardando',
  modes: {
    manual: 'Atribuir manualmente',
    offer: 'Oferecer ao atendente com menos conversas',
    auto: 'Atribuir automaticamente ao atendente com menos conversas',
  } satisfies Record<AssignmentMode, string>,
  defaultLimitLabel: 'Limite padrão de conversas abertas por atendente',
  save: 'Salvar distribuição',
  limitLabel: 'Limite',
  loadLabel: 'Conversas abertas',
  useDefault: 'Padrão',
  invalidLimit: `Informe um limite de ${CHAT_LIMIT_MIN} a ${CHAT_LIMIT_MAX} conversas`,
  invalidMode: 'Escolha como distribuir as conversas',
  limitSaved: 'Limite atualizado',
  limitFailed: 'Erro ao atualizar o limite',
  atLimit: 'No limite',
  offerTitle: 'Conversa oferecida a você',
  offerBody: (name: string) => `${name} aguarda atendimento.`,
  accept: 'Aceitar',
  offerTaken: 'Esta conversa já foi atribuída',
} as const;

const limit = z
  .number({ error: assignmentText.invalidLimit })
  .int(assignmentText.invalidLimit)
  .min(CHAT_LIMIT_MIN, assignmentText.invalidLimit)
  .max(CHAT_LIMIT_MAX, assignmentText.invalidLimit);

/** PUT /api/assignment/settings (admin). */
export const AssignmentSettingsSchema = z
  .object({
    mode: z.enum(ASSIGNMENT_MODES, { error: assignmentText.invalidMode }),
    default_limit: limit,
  })
  .strict();
export type AssignmentSettings = z.infer<typeof AssignmentSettingsSchema>;

/** PUT /api/assignment/limits/{staffId} (admin): a staff member's own limit, or null for the default. */
export const StaffLimitBodySchema = z.object({ limit: limit.nullable() }).strict();
export type StaffLimitBody = z.infer<typeof StaffLimitBodySchema>;
export const OfferParamsSchema = z.object({
  customerId: z.coerce.number({ error: 'Cliente inválido' }).int('Cliente inválido').positive('Cliente inválido'),
});
export const StaffIdParamsSchema = z.object({
  staffId: z.coerce.number({ error: 'Atendente inválido' }).int('Atendente inválido').positive('Atendente inválido'),
});

/** A clocked-in staff member's load. */
export const AttendantLoadSchema = z.object({
  staff_id: z.number(),
  name: z.string(),
  /** 'active': at work; 'break': on a break (never given chats). */
  status: z.enum(['active', 'break']),
  open_chats: z.number(),
  /** Their own limit, or null when the default applies. */
  own_limit: z.number().nullable(),
  /** The limit in force. */
  limit: z.number(),
});
export type AttendantLoad = z.infer<typeof AttendantLoadSchema>;

/** GET /api/assignment: the setting and every clocked-in staff member's load. */
export const AssignmentViewSchema = AssignmentSettingsSchema.extend({
  attendants: z.array(AttendantLoadSchema),
});
export type AssignmentView = z.infer<typeof AssignmentViewSchema>;

/** Who gave a chat that was assigned automatically, as the toast and the bell say it. */
export const AUTO_ASSIGNED_BY = 'distribuição automática';
