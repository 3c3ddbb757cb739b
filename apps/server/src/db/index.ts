import type BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect, type Transaction } from 'kysely';
import type Pg from 'pg';
import { loadOnUse } from '../lib/load-on-use';
import type { Config } from '../config';
import { OwnSchemaPostgresDialect } from './postgres-dialect';
import { keepStatements } from './sqlite-statements';
import type { Database as Schema } from './types';

export type Db = Kysely<Schema>;
export type Tx = Transaction<Schema>;
export type DbKind = 'sqlite' | 'postgres';

export type DbHandle = { db: Db; kind: DbKind };

export type DbOptions =
  | Config['database']
  | { kind: 'postgres'; url: string; schema?: string }
  // An in-memory SQLite database opened from a serialized one (tests copy one migrated database).
  | { kind: 'sqlite'; image: Buffer };

export function openDb(options: DbOptions): DbHandle {
  if (options.kind === 'sqlite') {
    const Database = loadOnUse('better-sqlite3') as typeof BetterSqlite3;
    const sqlite = new Database('image' in options ? options.image : options.file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    return {
      db: new Kysely<Schema>({ dialect: new SqliteDialect({ database: keepStatements(sqlite) }) }),
      kind: 'sqlite',
    };
  }
  const pg = loadOnUse('pg') as typeof Pg;
  // PostgreSQL returns BIGINT (counts, sums) as strings; counts are small, so read them as numbers.
  pg.types.setTypeParser(20, (v) => Number(v));
  const schema = 'schema' in options ? options.schema : undefined;
  const pool = new pg.Pool({
    connectionString: options.url,
    max: 10,
    // No parallel plans: the app's statements read a few thousand index entries at most, and
    // starting two workers cost 40 ms on a two-core machine where the work itself took 2 ms.
    options: ['-c max_parallel_workers_per_gather=0', ...(schema ? [`-c search_path=${schema}`] : [])].join(' '),
    // Issue 34: with PostgreSQL gone or stalled, a request waits at most this long for a
    // connection, then answers 503 (plugins/errors.ts), instead of queueing without end. Long
    // enough that a busy moment (every connection taken for a second or two) is not an outage.
    connectionTimeoutMillis: 10_000,
    // A connection whose peer vanished without a reset is found out in minutes, not the OS's 2 h.
    keepAlive: true,
    keepAliveInitialDelayMillis: 30_000,
  });
  // A connection PostgreSQL or the network drops emits an error event: on the pool while it
  // rests there, on the connection itself while a request holds it. Unheard, either would end
  // the process. The query under way fails on its own (a 503), and the pool discards the broken
  // connection and opens another when asked: a warning is all it takes.
  const lost = (err: Error) => console.warn(`PostgreSQL: conexão perdida (${err.message})`);
  pool.on('error', lost);
  pool.on('connect', (client) => client.on('error', lost));
  return { db: new Kysely<Schema>({ dialect: new OwnSchemaPostgresDialect({ pool }) }), kind: 'postgres' };
}

/** Counts come back as number (SQLite) or string (PostgreSQL bigint): convert in one place. */
export const toCount = (value: string | number | bigint | null | undefined): number => Number(value ?? 0);

export const nowIso = (now: Date = new Date()) => now.toISOString();

/** Runs `work` in the caller's transaction when `db` is one (the webhook's), else in a new one. */
export const inTransaction = <T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> =>
  db.isTransaction ? work(db as Tx) : db.transaction().execute(work);
