// The benchmark servers' database. SQLite by default: a file in a temporary directory of its own.
// With BENCH_DATABASE_URL=postgres://… a database created for the run on that PostgreSQL server,
// ponte_bench_<pid>_<time>, and dropped when the server stops (SIGTERM, SIGINT, or a failure while
// seeding): the URL's own database is only connected to, to create and drop it, never written.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { openDb, type Db, type DbHandle } from '../apps/server/src/db';
import { migrateToLatest } from '../apps/server/src/db/migrate';

const url = () => process.env.BENCH_DATABASE_URL || undefined;

/** Where BENCH_DATABASE_URL points, without its user and password, for messages. */
function where(connectionString: string) {
  try {
    const u = new URL(connectionString);
    return `${u.hostname || 'localhost'}:${u.port || 5432}${u.pathname}`;
  } catch {
    return 'an address that is not a URL';
  }
}

/** A connected client to BENCH_DATABASE_URL's own database; says plainly why not and exits 1. */
async function connectToUrl(connectionString: string) {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
    return client;
  } catch (err) {
    await client.end().catch(() => {});
    console.error(
      `BENCH_DATABASE_URL is set but PostgreSQL at ${where(connectionString)} cannot be reached: ${(err as Error).message || String(err)}. ` +
        'Start it (or fix the URL), or unset BENCH_DATABASE_URL to benchmark on SQLite.',
    );
    process.exit(1);
  }
}

/** "PostgreSQL 16" from server_version_num (160004). */
async function postgresName(client: pg.Client) {
  const { rows } = await client.query<{ v: string }>(`select current_setting('server_version_num') as v`);
  return { name: `PostgreSQL ${Math.floor(Number(rows[0]!.v) / 10_000)}`, version: Number(rows[0]!.v) };
}

let engine: Promise<string> | undefined;

/**
 * The engine the benchmark servers run on, for the tables' titles: "SQLite", or "PostgreSQL 16"
 * read from BENCH_DATABASE_URL's server, which is checked here, before any server is seeded: when
 * it cannot be reached the driver says so and exits 1.
 */
export function benchEngine(): Promise<string> {
  engine ??= (async () => {
    const connectionString = url();
    if (!connectionString) return 'SQLite';
    const client = await connectToUrl(connectionString);
    try {
      return (await postgresName(client)).name;
    } finally {
      await client.end();
    }
  })();
  return engine;
}

export type BenchDb = {
  handle: DbHandle;
  db: Db;
  /** "SQLite" or "PostgreSQL 16". */
  engine: string;
  postgres: boolean;
  /** A temporary directory of the run's own (the app's dataDir; the SQLite file), removed at the end. */
  dir: string;
  /** Work done on stop before the database is closed and dropped (the app's close). */
  onStop: (work: () => Promise<unknown>) => void;
  /** After seeding in bulk: PostgreSQL's statistics and visibility map, as a running server has. */
  analyze: () => Promise<void>;
};

/**
 * Opens and migrates the server's fresh database (`name` names its temporary directory). Stops
 * on SIGTERM or SIGINT: the work given to onStop, then the database closed, the directory
 * removed and the PostgreSQL database dropped, then exit 0; on an uncaught failure (seeding),
 * the same cleanup and exit 1.
 */
export async function openBenchDb(name: string): Promise<BenchDb> {
  const dir = mkdtempSync(join(tmpdir(), `ponte-bench-${name}-`));
  const connectionString = url();
  const stops: Array<() => Promise<unknown>> = [];
  let drop = async () => {};
  let handle: DbHandle | undefined;
  let stopping: Promise<void> | undefined;
  const cleanup = () =>
    (stopping ??= (async () => {
      for (const work of stops.reverse()) await work().catch((err: unknown) => console.error(err));
      await handle?.db.destroy().catch((err: unknown) => console.error(err));
      rmSync(dir, { recursive: true, force: true });
      await drop().catch((err: unknown) => console.error(err));
    })());
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.once(signal, () => void cleanup().then(() => process.exit(0)));
  process.once('uncaughtException', (err) => {
    // Stopped while seeding: the seeding's next statement finds the database closed; not worth a word.
    if (!stopping) console.error(err);
    void cleanup().then(() => process.exit(1));
  });

  let engineName = 'SQLite';
  if (connectionString) {
    // Kept open for the drop at the end (a later connection could find the server full).
    const admin = await connectToUrl(connectionString);
    admin.on('error', (err) => console.error(`bench ${name}: the connection to BENCH_DATABASE_URL failed:`, err));
    const server = await postgresName(admin);
    engineName = server.name;
    const database = `ponte_bench_${process.pid}_${Date.now()}`;
    await admin.query(`create database ${database}`);
    drop = async () => {
      // The pool's connections close a moment after it is destroyed: the drop waits for them (up to
      // 10 s) rather than cutting them (WITH (FORCE), PostgreSQL 13+), which they would take as an error.
      for (let attempt = 0; ; attempt++) {
        const force = attempt === 100 && server.version >= 130_000;
        try {
          await admin.query(`drop database if exists ${database}${force ? ' with (force)' : ''}`);
          break;
        } catch (err) {
          if ((err as { code?: string }).code !== '55006' || attempt >= 100) throw err; // 55006: still in use
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      await admin.end();
    };
    const own = new URL(connectionString);
    own.pathname = `/${database}`;
    handle = openDb({ kind: 'postgres', url: own.toString() });
    console.error(`bench ${name}: ${engineName}, database ${database} at ${where(connectionString)}`);
  } else handle = openDb({ kind: 'sqlite', file: join(dir, 'ponte.db') });
  const db = handle.db;
  await migrateToLatest(db);
  return {
    handle,
    db,
    engine: engineName,
    postgres: Boolean(connectionString),
    dir,
    onStop: (work) => stops.push(work),
    analyze: async () => {
      if (connectionString) await sql`vacuum analyze`.execute(db);
    },
  };
}
