import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** About how many rows the sample holds: enough to tell a word in 0.5% of the rows from one in 5%. */
export const SAMPLE_ROWS = 2000;
/** A sample is taken again after this long: word frequencies move slowly. */
export const SAMPLE_TTL_MS = 10 * 60_000;
/**
 * A word in at most this share of the sample is rare enough to look up alone (about 5,000 rows
 * of a million, a few milliseconds to recheck); when every word is more common than that, the
 * whole term's trigrams together narrow better than any one word.
 */
export const RARE_SHARE = 1 / 200;

type Sample = { at: number; texts: string[] };
const samples = new WeakMap<AnyDb, Map<string, Promise<Sample>>>();

/**
 * PostgreSQL only: `SAMPLE_ROWS` of `table`'s search_text values from random pages
 * (`tablesample system`, which reads only those pages), kept per handle for SAMPLE_TTL_MS.
 * The share of pages comes from the planner's row count (`reltuples`, -1 before any analyze:
 * then every page, stopped at the limit).
 */
export function searchTextSample(db: AnyDb, table: string, now = Date.now()): Promise<Sample> {
  let byTable = samples.get(db);
  if (!byTable) samples.set(db, (byTable = new Map()));
  const kept = byTable.get(table);
  const taking = (async () => {
    const old = await kept;
    if (old && now - old.at < SAMPLE_TTL_MS) return old;
    const { rows } = await sql<{
      n: number | string;
    }>`select reltuples as n from pg_class where oid = to_regclass(${table})`.execute(db);
    const total = Number(rows[0]?.n ?? -1);
    const percent = total > 0 ? Math.min(100, (100 * SAMPLE_ROWS) / total) : 100;
    const texts = await sql<{
      search_text: string | null;
    }>`select search_text from ${sql.table(table)} tablesample system (${sql.lit(percent)}) limit ${SAMPLE_ROWS}`.execute(
      db,
    );
    return { at: now, texts: texts.rows.map((r) => r.search_text ?? '') };
  })();
  byTable.set(table, taking);
  // A failed sample is not kept: the next search takes another.
  taking.catch(() => byTable.delete(table));
  return taking;
}

/**
 * The word of `term` (space-separated, three characters or more) found in the fewest sampled
 * texts, the longest among equals, when it is rare (RARE_SHARE) and not the whole term;
 * otherwise undefined.
 */
export function rarestWord(term: string, texts: string[]): string | undefined {
  const words = [...new Set(term.split(/\s+/).filter((w) => [...w].length >= 3))];
  if (words.length < 2 && words[0] === term.trim()) return undefined;
  let best: { word: string; hits: number } | undefined;
  for (const word of words) {
    const hits = texts.reduce((n, text) => (text.includes(word) ? n + 1 : n), 0);
    if (!best || hits < best.hits || (hits === best.hits && word.length > best.word.length)) best = { word, hits };
  }
  if (!best || best.hits > texts.length * RARE_SHARE) return undefined;
  return best.word;
}
