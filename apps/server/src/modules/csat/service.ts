import { CSAT_ANSWER_HOURS, CSAT_COMMENTS_SHOWN, parseCsatAnswer, type CsatStats } from '@ponte/domain/csat';
import { shopDayRange } from '@ponte/domain/dates';
import { statsPeriod, type StatsPeriodQuery } from '@ponte/domain/stats';
import { inTransaction, nowIso, toCount, type Db, type Tx } from '../../db';
import type { Customer } from '../../db/types';
import type { ServerContext } from '../../lib/context';
import { recordMessage } from '../conversations/service';
import { whatsappNumberOf } from '../customers/service';
import { sendText } from '../gateway/service';
import { csatSettings } from '../settings/service';
import * as q from './queries';

const HOUR_MS = 3_600_000;

/**
 * An attendance ended (staff handed the chat back to the bot): when the survey is on, the
 * customer is asked to rate it, through the gateway and in the chat's history, and the question
 * waits CSAT_ANSWER_HOURS for an answer against the attendant. Handed in to the customers module
 * by src/modules.ts (it may not import this one back).
 */
export async function askSatisfaction(ctx: ServerContext, customer: Customer, staffId: number | null) {
  const settings = await csatSettings(ctx.db);
  if (!settings.enabled) return;
  const now = new Date();
  await inTransaction(ctx.db, async (tx) => {
    await q.supersedePending(tx, customer.id);
    await q.insertSurvey(tx, {
      customer_id: customer.id,
      staff_id: staffId,
      asked_at: nowIso(now),
      expires_at: new Date(now.getTime() + CSAT_ANSWER_HOURS * HOUR_MS).toISOString(),
      rating: null,
      comment: null,
      answered_at: null,
    });
  });
  const delivery = await sendText(ctx.db, whatsappNumberOf(customer), settings.question);
  await recordMessage(ctx, {
    customer,
    content: settings.question,
    direction: 'outgoing',
    status: delivery.status,
    senderId: null,
    externalId: delivery.message_id,
    ownSend: true,
  });
}

/**
 * The webhook's check of a customer's message (inside its transaction). Only the customer's
 * first message after the question, while the chat is still with the bot, can answer it: a
 * rating then is kept and goes no further (not to the bot). Anything else closes the question
 * unanswered, so a later '2' (a menu choice, a quantity) is never taken for a rating.
 */
export async function answerSatisfaction(
  ctx: ServerContext,
  customer: Pick<Customer, 'id' | 'bot_enabled'>,
  content: string,
): Promise<boolean> {
  const answer = customer.bot_enabled === 1 ? parseCsatAnswer(content) : null;
  if (answer && (await q.answerPending(ctx.db, customer.id, { ...answer, at: nowIso() }))) return true;
  await q.closePending(ctx.db, customer.id);
  return false;
}

type Count = string | number | bigint | null;
const figures = (r: { asked: Count; responses: Count; rating_sum: Count; satisfied: Count }) => {
  const responses = toCount(r.responses);
  return {
    asked: toCount(r.asked),
    responses,
    average: responses ? Math.round((toCount(r.rating_sum) / responses) * 100) / 100 : null,
    satisfied_percent: responses ? Math.round((toCount(r.satisfied) / responses) * 1000) / 10 : null,
  };
};

/** The period's surveys per attendant (asked, answered, mean, share of 4 and 5) and its comments. */
export async function csatStatistics(db: Db, query: StatsPeriodQuery): Promise<CsatStats> {
  const period = statsPeriod(query);
  const { from, to } = shopDayRange(period.start_date, period.end_date);
  const [rows, comments] = await Promise.all([
    q.perStaff(db, from!, to!),
    q.recentComments(db, from!, to!, CSAT_COMMENTS_SHOWN),
  ]);
  const total = rows.reduce(
    (sum, r) => ({
      asked: sum.asked + toCount(r.asked),
      responses: sum.responses + toCount(r.responses),
      rating_sum: sum.rating_sum + toCount(r.rating_sum),
      satisfied: sum.satisfied + toCount(r.satisfied),
    }),
    { asked: 0, responses: 0, rating_sum: 0, satisfied: 0 },
  );
  return {
    period,
    overall: figures(total),
    staff: rows
      .map((r) => ({ staff_id: r.staff_id, staff_name: r.staff_name ?? '—', ...figures(r) }))
      .sort((a, b) => (b.average ?? -1) - (a.average ?? -1) || b.responses - a.responses),
    comments: comments.map((c) => ({
      rating: c.rating!,
      comment: c.comment!,
      staff_name: c.staff_name,
      customer_id: c.customer_id,
      customer_name: c.customer_name,
      answered_at: c.answered_at!,
    })),
  };
}

/** Issue 33, a customer's data (LGPD): the satisfaction surveys asked of them. */
export const surveysOfCustomer = (db: Db, customerId: number) => q.customerSurveys(db, customerId);

/** Issue 33, erasure: survey comments go, ratings stay. */
export async function eraseSurveyComments(db: Db | Tx, customerId: number): Promise<void> {
  await q.eraseSurveyCommentsOf(db, customerId);
}
