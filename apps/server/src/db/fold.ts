import type { Db, DbKind, Tx } from '.';
import { repeatEvery } from '../lib/repeat';

/**
 * A summary kept as append-only changes and folded later (docs/0054): writers append (key, delta)
 * rows to a pending table, a fold moves them into the summary. `take` deletes and returns up to
 * `limit` of the oldest pending rows (on PostgreSQL skipping rows another fold has locked), `add`
 * adds summed changes in the order given and returns the keys' new counts, `dropEmpty` removes
 * keys that came back to nothing.
 */
export type DeltaFold<K extends object> = {
  take(tx: Tx, kind: DbKind, limit: number): Promise<(K & { delta: number })[]>;
  keyOf(key: K): string;
  add(tx: Tx, sums: (K & { delta: number })[]): Promise<(K & { n: number | string })[]>;
  dropEmpty(tx: Tx, keys: K[]): Promise<void>;
};

/** Pending changes per fold transaction: short enough not to hold SQLite's one writer for long. */
export const FOLD_BATCH = 2000;

const DROP_CHUNK = 200;

/** Changes summed per key, in key order (see foldDeltas), keys that sum to nothing left out. */
function sumByKey<K extends object>(fold: DeltaFold<K>, deltas: (K & { delta: number })[]) {
  const sums = new Map<string, K & { delta: number }>();
  for (const d of deltas) {
    const key = fold.keyOf(d);
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
 * Folds the pending changes, a batch per transaction: the batch leaves the pending table and
 * reaches the summary together, so a crash loses both or neither. Any number of folds may run at
 * once (two instances, a timer and a test): each change is taken by one of them, and each adds its
 * keys in key order, so two folds touching the same keys wait for each other instead of
 * deadlocking. Returns how many changes were folded.
 */
export async function foldDeltas<K extends object>(
  db: Db,
  kind: DbKind,
  fold: DeltaFold<K>,
  batch = FOLD_BATCH,
): Promise<number> {
  let folded = 0;
  for (;;) {
    const taken = await db.transaction().execute(async (tx) => {
      const deltas = await fold.take(tx, kind, batch);
      const sums = sumByKey(fold, deltas);
      if (sums.length > 0) {
        const empty = (await fold.add(tx, sums)).filter((c) => Number(c.n) === 0);
        // A few hundred keys a statement: SQLite's expression depth caps an OR at about a thousand.
        for (let i = 0; i < empty.length; i += DROP_CHUNK) await fold.dropEmpty(tx, empty.slice(i, i + DROP_CHUNK));
      }
      return deltas.length;
    });
    folded += taken;
    // A short batch: nothing left, or the rest is another fold's.
    if (taken < batch) return folded;
  }
}

/** How often each instance folds: the pending rows a read sums stay a minute of changes. */
export const FOLD_EVERY_MS = 60_000;

/**
 * Runs `fold` now and every `everyMs`; stopping waits for a fold under way. Nothing else makes it
 * durable: the changes wait in their table across restarts, and a fold cut short rolls back its
 * batch. A slow fold delays the next one rather than running beside it.
 */
export const scheduleFold = (fold: () => Promise<unknown>, onError: (err: unknown) => void, everyMs = FOLD_EVERY_MS) =>
  repeatEvery(fold, onError, everyMs);
