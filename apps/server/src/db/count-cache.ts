import type { Db } from './index';

/**
 * Counts that need a scan (the customers' summary cards, the lists' counters, the total of a
 * search too short for the trigram index), kept per database handle until the database's
 * `count_revision` moves (docs/0036). Triggers raise that number on every write that can change
 * one of these counts, whoever writes, so an answer from here is the one a fresh count would
 * give, on every instance: each instance keeps its own copies and checks the number each time
 * (one primary-key read).
 */
type Entry = { revision: number; value: unknown };

/** Distinct counts kept per handle (a one- or two-character term, a filter): the oldest go first. */
export const COUNT_CACHE_SIZE = 1000;

const caches = new WeakMap<Db, Map<string, Entry>>();

export async function countRevision(db: Db): Promise<number> {
  const row = await db.selectFrom('count_revision').select('revision').where('id', '=', 1).executeTakeFirst();
  return Number(row?.revision ?? 0);
}

/**
 * `compute()`'s answer for `key`, counted again only when the revision has moved since. The
 * revision is read before counting: a write that lands between the two leaves an entry under the
 * older number, which the next reader, who sees the newer one, does not use.
 */
export async function cachedCount<T>(db: Db, key: string, compute: () => Promise<T>): Promise<T> {
  const revision = await countRevision(db);
  const cache = caches.get(db) ?? caches.set(db, new Map()).get(db)!;
  const hit = cache.get(key);
  if (hit && hit.revision === revision) return hit.value as T;
  const value = await compute();
  cache.delete(key);
  if (cache.size >= COUNT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(key, { revision, value });
  return value;
}
