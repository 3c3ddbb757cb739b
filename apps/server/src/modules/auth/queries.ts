import { sql } from 'kysely';
import type { Db } from '../../db';

/**
 * Counts one more sign-in attempt of a pair and answers the count, in one statement: a window
 * that began before `windowStart` starts again at 1. Concurrent attempts each get their own
 * number, so no two of them both see "the fifth" (docs/0029).
 */
export async function countSignInAttempt(db: Db, key: string, now: string, windowStart: string): Promise<number> {
  const expired = sql<boolean>`sign_in_attempts.since < ${windowStart}`;
  const row = await db
    .insertInto('sign_in_attempts')
    .values({ attempt_key: key, count: 1, since: now })
    .onConflict((oc) =>
      oc.column('attempt_key').doUpdateSet({
        count: sql<number>`case when ${expired} then 1 else sign_in_attempts.count + 1 end`,
        since: sql<string>`case when ${expired} then ${now} else sign_in_attempts.since end`,
      }),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export const clearSignInAttempts = (db: Db, key: string) =>
  db.deleteFrom('sign_in_attempts').where('attempt_key', '=', key).execute();

/** Windows that ended before `windowStart` hold nothing a sign-in still needs. */
export const pruneSignInAttempts = (db: Db, windowStart: string) =>
  db.deleteFrom('sign_in_attempts').where('since', '<', windowStart).execute();
