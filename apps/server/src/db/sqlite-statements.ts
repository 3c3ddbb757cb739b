import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Distinct statements kept per database (each `in (?, ?, …)` length is its own): the least recently used go first. */
export const KEPT_STATEMENTS = 500;

/**
 * The database as Kysely's SQLite dialect sees it, with its prepared statements kept: Kysely
 * prepares every query anew, and preparing costs as much as running a short query (about a tenth
 * of a page of lists, issue 17). A kept statement is reused unless it is still being read by a
 * stream; SQLite prepares it again by itself after a schema change.
 */
export function keepStatements(sqlite: BetterSqlite3.Database, size = KEPT_STATEMENTS): SqliteDatabase {
  const kept = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      const statement = kept.get(sql);
      if (statement && !statement.busy) {
        // Moved to the end: the map's order is the order of last use.
        kept.delete(sql);
        kept.set(sql, statement);
        return statement;
      }
      const fresh = sqlite.prepare(sql);
      if (!statement) {
        if (kept.size >= size) kept.delete(kept.keys().next().value!);
        kept.set(sql, fresh);
      }
      return fresh;
    },
  };
}
