import type { Db, Tx } from '../../db';

/**
 * Claims the away message of a customer's closed period in one statement: true for the one
 * writer that stored the row, false when it was already sent in that period.
 */
export const claimAwayReply = async (db: Db | Tx, customerId: number, period: string, at: string) =>
  (await db
    .insertInto('away_replies')
    .values({ customer_id: customerId, period, sent_at: at })
    .onConflict((oc) => oc.columns(['customer_id', 'period']).doNothing())
    .returning('customer_id')
    .executeTakeFirst()) !== undefined;

/** A customer's claims of earlier periods are spent: one row a customer is all the table keeps. */
export const deleteEarlierAwayReplies = (db: Db | Tx, customerId: number, period: string) =>
  db.deleteFrom('away_replies').where('customer_id', '=', customerId).where('period', '<>', period).execute();
