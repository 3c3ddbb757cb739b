import { z } from 'zod';
import { ASSIGNMENT_MODES, assignmentText, CHAT_LIMIT_MAX, CHAT_LIMIT_MIN } from './assignment-texts';

export * from './assignment-texts';

/*
 * Issue 32, fair assignment: each staff member holds at most a number of open conversations
 * (their own limit, or the shop's default). A chat waiting for a person is offered to, or
 * assigned to (a setting), the clocked-in staff member with the fewest open chats under their
 * limit, never to one on a break. /painel-atendimento shows each one's load against the limit.
 */

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
/** A row id in a path: a whole number the database can hold. */
const rowId = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);
export const OfferParamsSchema = z.object({ customerId: rowId('Cliente inválido') });
export const StaffIdParamsSchema = z.object({ staffId: rowId('Atendente inválido') });

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
