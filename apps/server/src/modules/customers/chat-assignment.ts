/* Who attends a chat: the bot or a staff member, handed over, taken from the queue (issue 32). */
import { customerErrorText } from '@ponte/domain/customers';
import type { Db, Tx } from '../../db';
import { nowIso } from '../../db';
import type { Customer } from '../../db/types';
import { forbidden, notFound } from '../../lib/errors';
import type { ServerContext } from '../../lib/context';
import type { Actor } from '../../plugins/auth';
import { activityRecorder } from '../logs/service';
import { findStaffById } from '../users/service';
import * as q from './queries';
import { requireCustomer } from './require';

const recordChat = activityRecorder('chat');

/**
 * Issue 32: an attendance ended (the chat went back to the bot), with who attended it: the
 * csat module asks the customer to rate it. Handed in by src/modules.ts; this module may not import it.
 */
export type AttendanceEndedHook = (ctx: ServerContext, customer: Customer, staffId: number | null) => Promise<void>;

export async function toggleBot(
  ctx: ServerContext,
  actor: Actor,
  id: number,
  input: { enabled: boolean; atendimento?: boolean },
  onAttendanceEnded?: AttendanceEndedHook,
) {
  await requireCustomer(ctx.db, id);
  const changes = {
    bot_enabled: input.enabled ? 1 : 0,
    ...(input.atendimento !== undefined ? { atendimento: input.atendimento ? 1 : 0 } : {}),
  };
  // Turning the bot on while it was off ends the attendance, once however many do it at once.
  const handedBack = input.enabled ? await q.handBackToBot(ctx.db, id, changes) : undefined;
  const updated = handedBack ?? (await q.updateCustomer(ctx.db, id, changes))!;
  await recordChat(ctx.db, actor.id, 'update', id, { bot_enabled: input.enabled, atendimento: input.atendimento });
  const state = { bot_enabled: updated.bot_enabled === 1, atendimento: updated.atendimento === 1 };
  // Everyone sees the chat back with the bot before the survey goes (its send may be slow).
  ctx.realtime.toStaff('chat:updated', { userId: id, ...state });
  if (handedBack && onAttendanceEnded) {
    // The hand-back stands whatever the survey meets (a gateway down is logged by the send).
    await onAttendanceEnded(ctx, handedBack, handedBack.seller_id ?? actor.id).catch(() => undefined);
  }
  return state;
}

/**
 * Taking a chat for oneself is open to all staff; handing it to someone else is for admins and
 * supervisors. An assignment that changes something (another attendant, or a finished chat
 * reopened) is recorded in chat_assignments in the same transaction; the bell shows those given by
 * someone else (docs/0038). The new attendant is told at once: 'chat:assigned' carries the
 * customer's name and who gave it, for the toast (null when there is nothing to tell: taken by
 * themselves, or already theirs).
 */
export async function assignChat(ctx: ServerContext, actor: Actor, input: { user_id: number; seller_id?: number }) {
  const sellerId = input.seller_id ?? actor.id;
  if (sellerId !== actor.id && actor.role === 'trainee') throw forbidden();
  await requireCustomer(ctx.db, input.user_id);
  const seller = await findStaffById(ctx.db, sellerId);
  if (!seller || !seller.active) throw notFound(customerErrorText.sellerNotFound);
  const { customerName, handedOver } = await ctx.db.transaction().execute(async (tx) => {
    // Taking the row first makes a concurrent assignment wait, so each transfer names the attendant it replaced.
    const before = await q.updateCustomer(tx, input.user_id, {});
    if (!before) throw notFound(customerErrorText.notFound);
    await q.updateCustomer(tx, input.user_id, { seller_id: sellerId, atendimento: 1 });
    const at = nowIso();
    if (before.seller_id != null && before.seller_id !== sellerId) {
      await q.insertTransfer(tx, {
        customer_id: input.user_id,
        from_staff_id: before.seller_id,
        to_staff_id: sellerId,
        transferred_by: actor.id,
        created_at: at,
      });
    }
    const changed = before.seller_id !== sellerId || before.atendimento !== 1;
    if (changed) {
      await q.insertAssignment(tx, {
        customer_id: input.user_id,
        staff_id: sellerId,
        assigned_by: actor.id,
        created_at: at,
      });
    }
    await recordChat(tx, actor.id, 'update', input.user_id, {
      assigned_to: sellerId,
      previous_seller_id: before.seller_id,
    });
    return { customerName: before.name, handedOver: changed && sellerId !== actor.id };
  });
  ctx.realtime.toStaff('chat:updated', { userId: input.user_id, seller_id: sellerId });
  ctx.realtime.toUser(sellerId, 'chat:assigned', {
    userId: input.user_id,
    customer_name: customerName,
    by: handedOver ? actor.name : null,
  });
  return { user_id: input.user_id, seller_id: sellerId, seller_name: seller.display_name || seller.username };
}

/**
 * Fair assignment (issue 32) gives a waiting chat to a staff member, in the caller's
 * transaction: null when it was no longer waiting. `by` is who took it (the staff member
 * accepting an offer), or null when the distribution gave it: then the bell and the toast name
 * no colleague, and the activity log says it was automatic.
 */
export async function takeWaitingChat(tx: Tx, customerId: number, staffId: number, by: number | null = null) {
  const row = await q.takeWaiting(tx, customerId, staffId);
  if (!row) return null;
  await q.insertAssignment(tx, { customer_id: customerId, staff_id: staffId, assigned_by: by, created_at: nowIso() });
  await recordChat(tx, by, 'update', customerId, {
    assigned_to: staffId,
    previous_seller_id: null,
    automatic: by === null,
  });
  return row;
}

/** The bell's chats given to me by someone else since `since` (docs/0038). */
export const recentChatAssignments = (db: Db, actor: Actor, since: string, limit: number) =>
  q.assignmentsTo(db, actor.id, since, limit);

/** My newest chat assignment: the bell's ETag moves with it. */
export const lastChatAssignment = async (db: Db, actor: Actor) => {
  const row = await q.newestAssignmentTo(db, actor.id);
  return row ? `${row.created_at}#${row.id}` : null;
};
