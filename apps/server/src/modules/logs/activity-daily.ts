import type { Db, DbKind } from '../../db';
import { addActivityDaily, dropEmptyActivityDays, takeActivityDeltas, type ActivityDelta } from './queries';

/** Pending changes per fold transaction: short enough not to hold SQLite's one writer for long. */
export const ACTIVITY_FOLD_BATCH = 2000;

const keyOf = (d: Omit<ActivityDelta, 'delta'>) => `${d.action}\u0000${d.entity_type}\u0000${d.day}`;

/** Changes summed per key, in key order (see addActivityDaily), keys that sum to nothing left out. */
function sumByKey(deltas: ActivityDelta[]): ActivityDelta[] {
  const sums = new Map<string, ActivityDelta>();
  for (const d of deltas) {
    const key = keyOf(d);
    const sum = sums.get(key);
    if (sum) sum.delta += Number(d.delta);
    else sums.set(key, { ...d, delta: Number(d.delta) });
  }
  return [...sums.entries()]
    .filter(([, s]) => s.delta !== 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, s]) => s);
}

/**
 * Folds the pending activity changes into activity_daily (docs/0054), a batch per transaction:
 * the batch is deleted from the pending table and added to the summary together, so a crash
 * loses both or neither. Any number of folds may run at once (two instances, a timer and a
 * test): each change is taken by one of them. Returns how many changes were folded.
 */
export async function foldActivityDeltas(db: Db, kind: DbKind, batch = ACTIVITY_FOLD_BATCH): Promise<number> {
  let folded = 0;
  for (;;) {
    const taken = await db.transaction().execute(async (tx) => {
      const deltas = await takeActivityDeltas(tx, kind, batch);
      const sums = sumByKey(deltas);
      if (sums.length > 0) {
        const counts = await addActivityDaily(tx, sums);
        await dropEmptyActivityDays(
          tx,
          counts.filter((c) => Number(c.n) === 0),
        );
      }
      return deltas.length;
    });
    folded += taken;
    // A short batch: nothing left, or the rest is another fold's.
    if (taken < batch) return folded;
  }
}

/** How often each instance folds: the pending table a read sums stays a minute of entries. */
export const ACTIVITY_FOLD_EVERY_MS = 60_000;

/**
 * Folds now and every minute; stopping waits for a fold under way. Nothing else is needed to
 * make it durable: the changes wait in their table across restarts, and a fold cut short rolls
 * back its batch. A slow fold delays the next one rather than running beside it.
 */
export function scheduleActivityFold(
  db: Db,
  kind: DbKind,
  onError: (err: unknown) => void,
  everyMs = ACTIVITY_FOLD_EVERY_MS,
) {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = running.then(() => foldActivityDeltas(db, kind)).catch(onError);
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
