import { sql } from 'kysely';
import type { Db, DbKind, Tx } from '../../../db';

// ---- Registrations per shop day (customer_days, docs/0057).
/**
 * Customers registered up to `lastDay`, and how many of them from `firstDay` on, from the folded
 * days and the changes not folded yet in one statement (one snapshot, as countActivities).
 */
export function countRegistrations(db: Db, firstDay: string, lastDay: string) {
  const folded = db.selectFrom('customer_days').select(['day', 'n']).where('day', '<=', lastDay);
  const pending = db.selectFrom('customer_days_pending').select(['day', 'delta as n']).where('day', '<=', lastDay);
  return db
    .selectFrom(folded.unionAll(pending).as('d'))
    .select((eb) => [
      eb.fn.sum<number | string>('d.n').as('total'),
      eb.fn.sum<number | string>(sql`case when d.day >= ${firstDay} then d.n else 0 end`).as('new'),
    ])
    .executeTakeFirstOrThrow();
}

/** Deletes up to `limit` of the oldest pending changes and returns them (as takeActivityDeltas, docs/0054). */
export function takeCustomerDayDeltas(tx: Tx, kind: DbKind, limit: number) {
  const oldest = tx.selectFrom('customer_days_pending').select('id').orderBy('id').limit(limit);
  const pick = kind === 'postgres' ? oldest.forUpdate().skipLocked() : oldest;
  return tx.deleteFrom('customer_days_pending').where('id', 'in', pick).returning(['day', 'delta']).execute();
}

/** Adds summed changes to their days, in the order given; returns the days' new counts. */
export const addCustomerDays = (tx: Tx, sums: { day: string; delta: number }[]) =>
  tx
    .insertInto('customer_days')
    .values(sums.map((s) => ({ day: s.day, n: s.delta })))
    .onConflict((oc) => oc.column('day').doUpdateSet({ n: sql<number>`customer_days.n + excluded.n` }))
    .returning(['day', 'n'])
    .execute();

/** Days whose count came back to nothing: gone. */
export async function dropEmptyCustomerDays(tx: Tx, days: { day: string }[]) {
  if (days.length === 0) return;
  await tx
    .deleteFrom('customer_days')
    .where('n', '=', 0)
    .where(
      'day',
      'in',
      days.map((d) => d.day),
    )
    .execute();
}
