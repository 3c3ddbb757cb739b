import { PostgresAdapter, sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { likeContains } from './like';

/**
 * Substring search over a table's `search_text` (lower-case, accents removed; docs/0025), served
 * by an index on both engines with the same answers as `search_text like '%term%'`:
 * - SQLite: the FTS5 trigram table `<table>_search` (migration 0025). A quoted phrase of trigrams
 *   matches exactly the rows containing the term, '%', '_' and '"' included; a term of fewer
 *   than three characters has no trigram, so it falls back to LIKE (walked in the page's order,
 *   it stops once the page is full).
 * - PostgreSQL: LIKE itself, which the pg_trgm GIN index on `search_text` serves (and rechecks).
 */
export type SearchTable = 'customers' | 'shopping_lists';

/** The trigram's length: shorter terms cannot be looked up in the index. */
export const TRIGRAM_LENGTH = 3;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const usesTrigramTable = (db: Kysely<any>, pattern: string) =>
  !(db.getExecutor().adapter instanceof PostgresAdapter) && [...pattern].length >= TRIGRAM_LENGTH;

/** An FTS5 string: everything between the double quotes is literal text, a quote written twice. */
export const ftsPhrase = (pattern: string) => `"${pattern.replaceAll('"', '""')}"`;

/**
 * `select <id>` of `table`'s rows whose search_text contains `pattern`, without parentheses so
 * that it can be one side of a union (SQLite takes no parenthesised member there).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function idsContaining(db: Kysely<any>, table: SearchTable, pattern: string): RawBuilder<number> {
  if (!usesTrigramTable(db, pattern))
    return sql<number>`select id from ${sql.table(table)} where ${likeContains(sql.ref('search_text'), pattern)}`;
  const fts = sql.table(`${table}_search`);
  return sql<number>`select rowid from ${fts} where ${fts} match ${ftsPhrase(pattern)}`;
}

/** `<alias>.search_text` contains `pattern`, for a query that reads `table` as `alias`. */
export function searchTextContains(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
  table: SearchTable,
  alias: string,
  pattern: string,
): Expression<SqlBool> {
  if (!usesTrigramTable(db, pattern)) return likeContains(sql.ref(`${alias}.search_text`), pattern);
  return sql<SqlBool>`${sql.ref(`${alias}.id`)} in (${idsContaining(db, table, pattern)})`;
}
