import type { Db, DbKind } from '../../db';
import { toCount } from '../../db';
import { foldDeltas, scheduleFold, type DeltaFold } from '../../db/fold';
import * as q from './queries';

/** The overview's customers (docs/0057): registered by the end of the period, and new in it. */
export async function countRegistrations(db: Db, firstDay: string, lastDay: string) {
  const row = await q.countRegistrations(db, firstDay, lastDay);
  return { total: toCount(row.total), new: toCount(row.new) };
}

const CUSTOMER_DAY_FOLD: DeltaFold<{ day: string }> = {
  take: q.takeCustomerDayDeltas,
  keyOf: (d) => d.day,
  add: q.addCustomerDays,
  dropEmpty: q.dropEmptyCustomerDays,
};

/** Folds the pending registration changes into customer_days; returns how many. */
export const foldCustomerDayDeltas = (db: Db, kind: DbKind, batch?: number) =>
  foldDeltas(db, kind, CUSTOMER_DAY_FOLD, batch);

/** Folds the registration changes now and every minute (db/fold.ts); returns the stop. */
export const scheduleCustomerDayFold = (db: Db, kind: DbKind, onError: (err: unknown) => void, everyMs?: number) =>
  scheduleFold(() => foldCustomerDayDeltas(db, kind), onError, everyMs);
