import { z } from 'zod';
import { NOTIFICATION_KINDS, notificationText } from './notification-texts';
import { TASK_NOTICE_KINDS, TASK_STATUSES } from './task-texts';

export * from './notification-texts';

/**
 * Issue 18: the bell. Recent notifications for the signed-in staff member, read from the tables
 * that hold each event (docs/0038): customers' new messages (one item per customer), trainees'
 * blocked messages (supervisors and admins), tasks and chats given to me, confirmed sales (all
 * for an admin, one's own otherwise). What was seen is a per-staff watermark on the server.
 */
export const NotificationItemSchema = z.object({
  /** Stable per item: kind and id ('messages:<customer id>', 'task:<task id>'…). */
  key: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** When it happened (for messages: the newest one). */
  at: z.string(),
  unread: z.boolean(),
  customer_id: z.number().nullable(),
  customer_name: z.string().nullable(),
  /** Messages: how many are unread (or, once all are read, how many arrived recently). */
  count: z.number(),
  /** The newest message's text, the blocked text, the task's title, the list's name. */
  preview: z.string().nullable(),
  /** The blocked trainee, the staff member who gave the task or the chat. */
  actor_name: z.string().nullable(),
  /** A sale's total in reais. */
  amount_brl: z.number().nullable(),
  /** The task's or sale's or escalation's id (messages: the newest message's; chat_assigned: the assignment's). */
  target_id: z.number(),
  /** task_notice: what happened (a comment, a status change, an edit, a due-date reminder). */
  notice: z.enum(TASK_NOTICE_KINDS).nullable().optional(),
  /** escalation: the block is still open, so a supervisor can release it from the item. */
  open: z.boolean().optional(),
  /** task_notice of a status change: the status it was given. */
  task_status: z.enum(TASK_STATUSES).nullable().optional(),
});
export type NotificationItem = z.infer<typeof NotificationItemSchema>;

/** Up to where the feed was read: sent back to mark exactly what was shown as read. */
export const ReadCursorSchema = z.object({
  message_id: z
    .number()
    .int()
    .min(0, notificationText.invalidCursor)
    .max(2_147_483_647, notificationText.invalidCursor),
  at: z.iso.datetime({ error: notificationText.invalidCursor }),
});
export type ReadCursor = z.infer<typeof ReadCursorSchema>;

export const NotificationFeedSchema = z.object({
  items: z.array(NotificationItemSchema),
  unread: z.number(),
  cursor: ReadCursorSchema,
});
export type NotificationFeed = z.infer<typeof NotificationFeedSchema>;

export const NotificationCountSchema = z.object({ unread: z.number() });
export type NotificationCount = z.infer<typeof NotificationCountSchema>;

/** POST /api/notifications/read: the feed's cursor, or nothing for everything up to now. */
export const MarkReadBodySchema = z
  .object({ cursor: ReadCursorSchema.optional() }, { error: notificationText.invalidCursor })
  // A POST without a body arrives as null.
  .nullish();
export type MarkReadBody = z.infer<typeof MarkReadBodySchema>;
