import { sql, type Insertable } from 'kysely';
import type { Db, Tx } from '../../db';
import { staffName } from '../../db/staff-name';
import type { CsatSurveyTable } from '../../db/types';

/** An older question still waiting is superseded: only the newest attendance can be rated. */
export const supersedePending = (db: Db | Tx, customerId: number) =>
  db
    .updateTable('csat_surveys')
    .set({ status: 'superseded' })
    .where('customer_id', '=', customerId)
    .where('status', '=', 'pending')
    .execute();

export const insertSurvey = (db: Db | Tx, row: Insertable<CsatSurveyTable>) =>
  db.insertInto('csat_surveys').values(row).returning('id').executeTakeFirstOrThrow();

/** The answer taken by the customer's waiting survey, in one statement: a retried webhook rates once. */
export const answerPending = (
  db: Db | Tx,
  customerId: number,
  answer: { rating: number; comment: string | null; at: string },
) =>
  db
    .updateTable('csat_surveys')
    .set({ status: 'answered', rating: answer.rating, comment: answer.comment, answered_at: answer.at })
    .where('customer_id', '=', customerId)
    .where('status', '=', 'pending')
    .where('expires_at', '>', answer.at)
    .returning(['id', 'staff_id'])
    .executeTakeFirst();

/** The customer's waiting survey closed unanswered: they wrote something else, or staff took the chat again. */
export const closePending = (db: Db | Tx, customerId: number) =>
  db
    .updateTable('csat_surveys')
    .set({ status: 'superseded' })
    .where('customer_id', '=', customerId)
    .where('status', '=', 'pending')
    .execute();

/** Asked and answered per attendant in the period (asked by asked_at, answers by answered_at). */
export const perStaff = (db: Db, from: string, to: string) =>
  db
    .selectFrom('csat_surveys as v')
    .leftJoin('staff as s', 's.id', 'v.staff_id')
    .select((eb) => [
      'v.staff_id',
      staffName<string | null>('s').as('staff_name'),
      eb.fn.sum<number>(sql`case when v.asked_at >= ${from} and v.asked_at < ${to} then 1 else 0 end`).as('asked'),
      eb.fn
        .sum<number>(sql`case when v.answered_at >= ${from} and v.answered_at < ${to} then 1 else 0 end`)
        .as('responses'),
      eb.fn
        .sum<number>(sql`case when v.answered_at >= ${from} and v.answered_at < ${to} then v.rating else 0 end`)
        .as('rating_sum'),
      eb.fn
        .sum<number>(
          sql`case when v.answered_at >= ${from} and v.answered_at < ${to} and v.rating >= 4 then 1 else 0 end`,
        )
        .as('satisfied'),
    ])
    .where((eb) =>
      eb.or([
        eb.and([eb('v.asked_at', '>=', from), eb('v.asked_at', '<', to)]),
        eb.and([eb('v.answered_at', '>=', from), eb('v.answered_at', '<', to)]),
      ]),
    )
    .groupBy(['v.staff_id', 's.display_name', 's.username'])
    .execute();

/** The period's answers that came with a comment, newest first. */
export const recentComments = (db: Db, from: string, to: string, limit: number) =>
  db
    .selectFrom('csat_surveys as v')
    .innerJoin('customers as c', 'c.id', 'v.customer_id')
    .leftJoin('staff as s', 's.id', 'v.staff_id')
    .select([
      'v.rating',
      'v.comment',
      'v.answered_at',
      'v.customer_id',
      'c.name as customer_name',
      staffName<string | null>('s').as('staff_name'),
    ])
    .where('v.answered_at', '>=', from)
    .where('v.answered_at', '<', to)
    .where('v.comment', 'is not', null)
    .orderBy('v.answered_at', 'desc')
    .limit(limit)
    .execute();

/** Issue 33, a customer's data (LGPD): the satisfaction surveys asked of them. */
export const customerSurveys = (db: Db, customerId: number) =>
  db
    .selectFrom('csat_surveys')
    .select(['asked_at', 'status', 'rating', 'comment', 'answered_at'])
    .where('customer_id', '=', customerId)
    .orderBy('id')
    .execute();

/** Issue 33, erasure: ratings stay (the shop's figures), comments go. */
export const eraseSurveyCommentsOf = (db: Db | Tx, customerId: number) =>
  db.updateTable('csat_surveys').set({ comment: null }).where('customer_id', '=', customerId).execute();
