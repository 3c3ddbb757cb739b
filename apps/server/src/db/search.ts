import { PostgresAdapter, sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { cachedCount } from './count-cache';
import type { Db } from './index';
import { likeContains } from './like';
import { rarestWord, searchTextSample } from './rare-word';

/**
 * Substring search over a table's `search_text` (lower-case, accents removed; docs/0025), served
 * by an index on both engines with the same answers as `search_text like '%term%'`:
 * - SQLite: the FTS5 trigram table `<table>_search` (migration 0025). A quoted phrase of trigrams
 *   matches exactly the rows containing the term, '%', '_' and '"' included.
 * - PostgreSQL: LIKE itself, which the pg_trgm GIN index on `search_text` serves (and rechecks).
 * A term of fewer than three characters has no trigram: LIKE on both, walked in the page's
 * order, so the page stops once full.
 */
export type SearchTable = 'customers' | 'shopping_lists' | 'messages';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** The trigram's length: shorter terms cannot be looked up in the index. */
export const TRIGRAM_LENGTH = 3;

/** The term has a trigram to look up (on either engine). */
export const hasTrigram = (pattern: string) => [...pattern].length >= TRIGRAM_LENGTH;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;
// FTS5 reads its query as C text, which ends at a U+0000: such a term (found nowhere, and
// refused by PostgreSQL) stays with LIKE, as it was before the index.
const usesTrigramTable = (db: AnyDb, pattern: string) =>
  !isPostgres(db) && hasTrigram(pattern) && !pattern.includes('\u0000');

/** An FTS5 string: everything between the double quotes is literal text, a quote written twice. */
export const ftsPhrase = (pattern: string) => `"${pattern.replaceAll('"', '""')}"`;

/**
 * `select <id>` of `table`'s rows whose search_text contains `pattern`, without parentheses so
 * that it can be one side of a union (SQLite takes no parenthesised member there).
 */
export function idsContaining(db: AnyDb, table: SearchTable, pattern: string): RawBuilder<number> {
  if (!usesTrigramTable(db, pattern))
    return sql<number>`select id from ${sql.table(table)} where ${likeContains(sql.ref('search_text'), pattern)}`;
  const fts = sql.table(`${table}_search`);
  return sql<number>`select rowid from ${fts} where ${fts} match ${ftsPhrase(pattern)}`;
}

/**
 * `<alias>.search_text` contains `pattern`, for a query that reads `table` as `alias`: through
 * the index, or, with `walk` (see isDense), tested row by row as the query walks its order.
 */
export function searchTextContains(
  db: AnyDb,
  table: SearchTable,
  alias: string,
  pattern: string,
  walk = false,
): Expression<SqlBool> {
  if (walk || !usesTrigramTable(db, pattern)) return likeContains(sql.ref(`${alias}.search_text`), pattern);
  return sql<SqlBool>`${sql.ref(`${alias}.id`)} in (${idsContaining(db, table, pattern)})`;
}

/** How many of `table`'s rows contain `pattern`, counted in the index. */
export async function countContaining(db: AnyDb, table: SearchTable, pattern: string): Promise<number> {
  const { rows } = await sql<{
    n: number | string;
  }>`select count(*) as n from (${idsContaining(db, table, pattern)}) as found`.execute(db);
  return Number(rows[0]!.n);
}

/** A match fetched from the index and sorted against a row walked and tested (timings in docs/0025). */
const WALK_FACTOR = 4;

/**
 * Whether a page of a search read in another order than the index's (the most recent first) is
 * better found by walking that order and testing each row, which reads about
 * `pageEnd × rows ÷ matches` rows until the page is full, than by fetching every match from the
 * index and sorting them, which costs a few times more a match than the walk costs a row
 * (WALK_FACTOR; for lists a match also costs its customer's lookup).
 * Common terms ('maria', 'gmail') fill the first page after a few rows; for rare ones the walk
 * would read the whole table. At worst (the matches all at the far end of the order) a walk
 * reads the table once, as every search did before the index.
 * On PostgreSQL a plain LIKE is left to the planner, which weighs the same from the column's
 * statistics: there the answer is asked only when `matches` is known, for statements the planner
 * cannot walk by itself (the lists' union of two indexes: 13 ms for 'conceicao' over 10k lists
 * against 0.5 ms walked, docs/0025). The table's own total is kept until a row is added or
 * removed (db/count-cache.ts).
 */
export async function isDense(
  db: AnyDb,
  table: SearchTable,
  pattern: string,
  pageEnd: number,
  matches?: number,
): Promise<boolean> {
  if (isPostgres(db) ? matches === undefined || !hasTrigram(pattern) : !usesTrigramTable(db, pattern)) return false;
  const found = matches ?? (await countContaining(db, table, pattern));
  return pageEnd * (await tableTotal(db, table)) <= WALK_FACTOR * found * found;
}

/** Rows of a table; customers and lists are counted again only after an insert or a delete (count_revision). */
async function tableTotal(db: AnyDb, table: SearchTable): Promise<number> {
  const count = async () =>
    Number((await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(db)).rows[0]!.n);
  return table === 'messages' ? count() : cachedCount(db as Db, `rows:${table}`, count);
}

/**
 * The ids of the newest `limit` rows of `table` whose search_text contains `pattern` (a term of
 * three characters or more), below `beforeId` when given, newest first. On SQLite FTS5 walks its
 * index in rowid order and stops at the limit, so a common word costs no more than a rare one.
 * PostgreSQL's planner picks between the trigram index and walking the primary key backwards;
 * for a term of several words the index is asked for its rarest word only (rarestWord, from a
 * sample of the table) and the whole term is tested on the rows found: pg_trgm would otherwise
 * intersect the posting lists of every trigram, a million entries long for a word every message
 * has ('produto 4321': 23 ms, its rare word alone 1 ms; docs/0037).
 */
export async function newestContaining(
  db: AnyDb,
  table: SearchTable,
  pattern: string,
  limit: number,
  beforeId?: number,
): Promise<number[]> {
  if (!hasTrigram(pattern)) return [];
  const below = beforeId === undefined ? sql`` : sql`and id < ${beforeId}`;
  const query = usesTrigramTable(db, pattern)
    ? sql<{
        id: number;
      }>`select rowid as id from ${sql.table(`${table}_search`)} where ${sql.table(`${table}_search`)} match ${ftsPhrase(pattern)} ${beforeId === undefined ? sql`` : sql`and rowid < ${beforeId}`} order by rowid desc limit ${limit}`
    : sql<{
        id: number;
      }>`select id from ${sql.table(table)} where ${await containsThroughIndex(db, table, pattern)} ${below} order by id desc limit ${limit}`;
  return (await query.execute(db)).rows.map((r) => Number(r.id));
}

/**
 * PostgreSQL: `search_text like '%term%'`, or, when the term has a rare word, that word's LIKE
 * (which the index serves) and the term's on `search_text || ''` (which it cannot: the planner
 * would otherwise hand both to the index and intersect every trigram again).
 */
async function containsThroughIndex(db: AnyDb, table: SearchTable, pattern: string): Promise<Expression<SqlBool>> {
  const whole = likeContains(sql.ref('search_text'), pattern);
  if (!isPostgres(db) || !/\s/.test(pattern.trim())) return whole;
  const word = rarestWord(pattern, (await searchTextSample(db, table)).texts);
  if (word === undefined) return whole;
  return sql<SqlBool>`${likeContains(sql.ref('search_text'), word)} and ${likeContains(sql`(search_text || '')`, pattern)}`;
}
