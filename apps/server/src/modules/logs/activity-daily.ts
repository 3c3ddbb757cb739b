import type { Db, DbKind } from '../../db';
import { foldDeltas, scheduleFold, type DeltaFold } from '../../db/fold';
import { addActivityDaily, dropEmptyActivityDays, takeActivityDeltas } from './queries';

const ACTIVITY_FOLD: DeltaFold<{ action: string; entity_type: string; day: string }> = {
  take: takeActivityDeltas,
  keyOf: (d) => `${d.action}\u0000${d.entity_type}\u0000${d.day}`,
  add: addActivityDaily,
  dropEmpty: dropEmptyActivityDays,
};

/** Folds the pending activity changes into activity_daily (docs/0054); returns how many. */
export const foldActivityDeltas = (db: Db, kind: DbKind, batch?: number) => foldDeltas(db, kind, ACTIVITY_FOLD, batch);

/** Folds the activity changes now and every minute (db/fold.ts); returns the stop. */
export const scheduleActivityFold = (db: Db, kind: DbKind, onError: (err: unknown) => void, everyMs?: number) =>
  scheduleFold(() => foldActivityDeltas(db, kind), onError, everyMs);
