import {
  awayMessageFor,
  isOpenAt,
  nextOpening,
  type BusinessHours,
  type BusinessHoursView,
} from '@ponte/domain/business-hours';
import { nowIso, type Db } from '../../db';
import type { Customer } from '../../db/types';
import type { ServerContext } from '../../lib/context';
import type { Actor } from '../../plugins/auth';
import { CUSTOMER_MESSAGE_JOB, type CustomerMessagePayload } from '../conversations/service';
import { businessHours, saveBusinessHours } from '../settings/service';
import { claimAwayReply, deleteEarlierAwayReplies } from './queries';

/** The setting as the screens read it, with whether the shop is open now and when it opens next. */
export function viewOf(hours: BusinessHours, now = new Date()): BusinessHoursView {
  const open = isOpenAt(hours, now);
  return { ...hours, open_now: open, next_opening: open ? null : (nextOpening(hours, now)?.toISOString() ?? null) };
}

export const readBusinessHours = async (db: Db) => viewOf(await businessHours(db));

export async function updateBusinessHours(db: Db, actor: Actor, hours: BusinessHours) {
  return viewOf(await saveBusinessHours(db, actor, hours));
}

/**
 * The webhook's check of a customer's message (inside its transaction, handed in by src/modules.ts):
 * while the shop is closed, a customer whom the bot will not answer gets the away message, once
 * per closed period. The claim and the job that sends it commit with the message, so a retried
 * webhook or fifty messages at once send it once, and a send that fails is retried by the job.
 */
export async function replyOutOfHours(
  ctx: ServerContext,
  customer: Pick<Customer, 'id'>,
  options: { botAnswers: boolean },
): Promise<boolean> {
  if (options.botAnswers) return false;
  const now = new Date();
  const hours = await businessHours(ctx.db);
  if (isOpenAt(hours, now)) return false;
  const period = nextOpening(hours, now)?.toISOString() ?? 'none';
  if (!(await claimAwayReply(ctx.db, customer.id, period, nowIso(now)))) return false;
  await deleteEarlierAwayReplies(ctx.db, customer.id, period);
  const payload: CustomerMessagePayload = { customer_id: customer.id, text: awayMessageFor(hours, now) };
  await ctx.jobs.enqueue(CUSTOMER_MESSAGE_JOB, payload, { db: ctx.db });
  return true;
}
