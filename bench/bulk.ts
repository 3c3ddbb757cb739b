// Seeding helpers shared by the benchmark servers that fill a database with a busy shop's rows.
import { performance } from 'node:perf_hooks';
import type { Db } from '../apps/server/src/db';

/**
 * Inserts rows in multi-row statements of at most `perStatement` rows (SQLite takes at most
 * 32,766 parameters a statement, PostgreSQL 65,535), `perTransaction` rows a transaction: one
 * commit per batch.
 */
export async function bulkInsert<T>(
  db: Db,
  count: number,
  perStatement: number,
  row: (i: number) => T,
  insert: (tx: Db, rows: T[]) => Promise<unknown>,
  perTransaction = perStatement * 5,
) {
  for (let offset = 0; offset < count; offset += perTransaction) {
    const end = Math.min(count, offset + perTransaction);
    await db.transaction().execute(async (tx) => {
      for (let from = offset; from < end; from += perStatement) {
        const rows = Array.from({ length: Math.min(perStatement, end - from) }, (_, k) => row(from + k));
        await insert(tx, rows);
      }
    });
  }
}

/** Runs `work`, saying on stderr how long it took (stdout is the server's first line to the driver). */
export async function timed<T>(what: string, work: () => Promise<T>): Promise<T> {
  const t = performance.now();
  const result = await work();
  console.error(`${what} in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  return result;
}
