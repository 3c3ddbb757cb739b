import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import type { Role } from '@ponte/domain/roles';
import { buildApp, type App, type AppOptions } from '../src/app';
import { nowIso, openDb, type Db, type DbHandle } from '../src/db';
import { migrateToLatest, migrateUpTo } from '../src/db/migrate';
import type { Database } from '../src/db/types';
import { hashPassword } from '../src/lib/passwords';
import { ensureMainAdmin } from '../src/modules/users/bootstrap';
import { EVOLUTION_KEY, startEvolution, type FakeEvolution } from './fakes/evolution';
import { databaseUrl, TEMPLATE_SCHEMA } from './pg-template';
import { findStaffByUsername, insertStaff } from '../src/modules/users/queries';

export const ADMIN_PASSWORD = 'senha-admin-1';
export const STAFF_PASSWORD = 'senha-staff-1';

/**
 * An empty database for one test file: SQLite in memory, or a fresh PostgreSQL schema (dropped
 * on close) when the project runs with TEST_DB=postgres. Migration tests migrate it step by step.
 */
export async function openEmptyTestDb(): Promise<{ handle: DbHandle; close: () => Promise<void> }> {
  if (process.env.TEST_DB !== 'postgres') {
    const handle = openDb({ kind: 'sqlite', file: ':memory:' });
    return { handle, close: () => handle.db.destroy() };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const handle = openDb({ kind: 'postgres', url, schema });
  return {
    handle,
    close: async () => {
      await handle.db.destroy();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}

/** An empty database migrated up to `migration` (included): a migration's test seeds what it meets. */
export async function openDbMigratedTo(
  migration: Parameters<typeof migrateUpTo>[1],
): Promise<{ db: Db; close: () => Promise<void> }> {
  const { handle, close } = await openEmptyTestDb();
  await migrateUpTo(handle.db, migration);
  return { db: handle.db, close };
}

/**
 * Makes something with `open` before the file's tests (handing it to `set`) and closes it with
 * `close` after them: the set-up each use* helper below shares.
 */
export function useOpened<T>(
  open: () => Promise<T>,
  close: (opened: T) => Promise<unknown>,
  set: (opened: T) => unknown,
) {
  let opened: T;
  beforeAll(async () => {
    opened = await open();
    await set(opened);
  });
  afterAll(() => close(opened));
  return () => opened;
}

/** Opens the file's database migrated up to `migration` before its tests (handing it to `set`), closes it after them. */
export function useDbMigratedTo(migration: Parameters<typeof migrateUpTo>[1], set: (db: Db) => void): void {
  useOpened(
    () => openDbMigratedTo(migration),
    (opened) => opened.close(),
    (opened) => set(opened.db),
  );
}

/**
 * A migrated database for one test file: on SQLite a copy of one migrated in this process, on
 * PostgreSQL a copy of the run's template database (test/pg-extensions.ts); each migrated anew
 * where no template could be made.
 */
export async function openTestDb(): Promise<{ handle: DbHandle; close: () => Promise<void> }> {
  if (process.env.TEST_DB !== 'postgres') {
    const handle = openDb({ kind: 'sqlite', image: await migratedSqliteImage() });
    return { handle, close: () => handle.db.destroy() };
  }
  const template = inject('pgTemplate');
  if (!template) {
    const opened = await openEmptyTestDb();
    await migrateToLatest(opened.handle.db);
    return opened;
  }
  const url = process.env.TEST_DATABASE_URL!;
  const copy = `${template.replace(/_template$/, '')}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${copy} template ${template}`).catch(async (err: unknown) => {
    await admin.end();
    throw err;
  });
  const handle = openDb({ kind: 'postgres', url: databaseUrl(url, copy), schema: TEMPLATE_SCHEMA });
  return {
    handle,
    close: async () => {
      await handle.db.destroy();
      // Not forced: a connection a test left open keeps its copy until the run's end drops it.
      await admin.query(`drop database ${copy}`).catch(() => undefined);
      await admin.end();
    },
  };
}

let sqliteImage: Promise<Buffer> | undefined;
/** The SQLite database migrated once per test process, as bytes each file's copy opens from. */
function migratedSqliteImage(): Promise<Buffer> {
  sqliteImage ??= (async () => {
    const handle = openDb({ kind: 'sqlite', file: ':memory:' });
    const file = join(mkdtempSync(join(tmpdir(), 'ponte-image-')), 'migrated.db');
    try {
      await migrateToLatest(handle.db);
      await sql`vacuum into ${file}`.execute(handle.db);
      return readFileSync(file);
    } finally {
      await handle.db.destroy();
      rmSync(dirname(file), { recursive: true, force: true });
    }
  })();
  return sqliteImage;
}

/** Where a test file's PostgreSQL database is: for a second connection or a pg_dump of it. */
export async function pgTarget(db: Db): Promise<{ url: string; schema: string }> {
  const { rows } = await sql<{ database: string; schema: string }>`
    select current_database() as database, current_schema() as schema`.execute(db);
  return { url: databaseUrl(process.env.TEST_DATABASE_URL!, rows[0]!.database), schema: rows[0]!.schema };
}

export type TestContext = {
  app: App;
  db: Db;
  close: () => Promise<void>;
  adminToken: string;
  /** Creates an active staff member of the role and returns it with a valid token. */
  staff: (role: Role, name?: string) => Promise<{ id: number; username: string; email: string; token: string }>;
};

let seq = 0;

/** A users row for an active staff member created now, e-mail `username`@ponte.test: what t.staff inserts. */
export function activeStaffRow(username: string, role: Role, passwordHash: string) {
  const now = nowIso();
  return {
    username,
    email: `${username}@ponte.test`,
    password_hash: passwordHash,
    role,
    active: 1,
    created_at: now,
    updated_at: now,
    last_activity: null,
    deleted_at: null,
  };
}

export async function buildTestApp(extra: Partial<AppOptions> = {}): Promise<TestContext> {
  const { handle, close } = await openTestDb();
  await ensureMainAdmin(handle.db, { email: 'admin@ponte.test', password: ADMIN_PASSWORD });
  const app = await buildApp({
    db: handle,
    jwtSecret: 'x'.repeat(40),
    dataDir: mkdtempSync(join(tmpdir(), 'ponte-test-')),
    // Tests run due jobs themselves with app.jobs.drain(); retries wait 1 ms instead of seconds.
    jobs: { autoStart: false, backoffBaseMs: 1, maxBackoffMs: 5 },
    // Customer links need a known address (PUBLIC_URL); tests of its absence pass publicUrl: null.
    publicUrl: 'https://ponte.test',
    ...extra,
  });
  await app.ready();
  const staffHash = await hashPassword(STAFF_PASSWORD);
  // Tokens are signed directly: going through /api/login would trip its per-address rate limit.
  const tokenFor = (row: { id: number; role: Role; token_version: number }) => app.signToken(row);
  const mainAdmin = await findStaffByUsername(handle.db, 'onsolutions');
  return {
    app,
    db: handle.db,
    adminToken: await tokenFor(mainAdmin!),
    staff: async (role, name) => {
      seq += 1;
      const username = name ?? `${role}${seq}${randomBytes(2).toString('hex')}`;
      const row = await insertStaff(handle.db, activeStaffRow(username, role, staffHash));
      return { id: row.id, username, email: row.email, token: await tokenFor(row) };
    },
    close: async () => {
      await app.close();
      await close();
    },
  };
}

/** Builds a test app before the file's tests (handing it to `set`) and closes it after them: most files' set-up. */
export function useTestApp(set: (t: TestContext) => unknown, extra: Partial<AppOptions> = {}): void {
  useOpened(
    () => buildTestApp(extra),
    (t) => t.close(),
    set,
  );
}

/** As useTestApp, with a staff member of `role` whose token the file's calls use. */
export function useTestAppAs(role: Role, set: (built: { t: TestContext; token: string }) => unknown): void {
  useTestApp(async (t) => set({ t, token: (await t.staff(role)).token }));
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A POST as the bot: `key` in x-bot-key instead of a staff token. */
export const postAsBot = (t: TestContext, key: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { 'x-bot-key': key }, payload });

/** A new bot key, made as an admin would: the bot's calls carry it in x-bot-key. */
export const newBotKey = async (t: TestContext): Promise<string> =>
  (await t.app.inject({ method: 'POST', url: '/api/evolution/bot-key', headers: bearer(t.adminToken) })).json().data
    .key;

/** How many rows `table` holds: tests check what a call wrote, or that it wrote nothing. */
export async function countRows(db: Db, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The newest job of `type`: what the last call queued. */
export const newestJob = (db: Db, type: string) =>
  db.selectFrom('jobs').selectAll().where('type', '=', type).orderBy('id', 'desc').executeTakeFirstOrThrow();

type ActivityFilter = { user_id?: number; action?: string; entity_type?: string; entity_id?: string };

/** The activity entries matching every field of `filter`, oldest first. */
const activityWhere = (db: Db, filter: ActivityFilter) =>
  db
    .selectFrom('activity_log')
    .selectAll()
    .where((eb) => eb.and(filter))
    .orderBy('id')
    .execute();

/** The activity entries `userId` made with `action`, oldest first: what a call logged. */
export const activityOf = (db: Db, userId: number, action: string) => activityWhere(db, { user_id: userId, action });

/** The activity entries about one entity (its type and id), oldest first: what the calls on it logged. */
export const activityAbout = (db: Db, entityType: string, entityId: number | string) =>
  activityWhere(db, { entity_type: entityType, entity_id: String(entityId) });

/**
 * Runs due jobs until no job of `type` is pending (done, or failed after its last attempt). A
 * failed attempt's retry comes due after the test backoff (5 ms at most): a round that finds it
 * not due yet is tried again a little later, never counted.
 */
export async function runJobsUntilSettled(t: TestContext, type: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await t.app.jobs.drain();
    const pending = await t.db
      .selectFrom('jobs')
      .select('id')
      .where('type', '=', type)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (!pending) return;
    if (Date.now() > deadline) throw new Error(`${type} jobs still pending after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** Points Ponte at a gateway (a local fake peer in tests) through the admin API. */
export async function configureGateway(
  t: TestContext,
  settings: { url: string; instance?: string; apiKey: string; webhookChatUrl?: string; enabled?: boolean },
) {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/evolution/settings',
    headers: bearer(t.adminToken),
    payload: {
      evolution_api_enabled: settings.enabled ?? true,
      evolution_api_url: settings.url,
      evolution_instance: settings.instance ?? 'ponte',
      evolution_api_key: settings.apiKey,
      webhook_chat_url: settings.webhookChatUrl ?? '',
    },
  });
  if (res.statusCode !== 200) throw new Error(`configureGateway: ${res.body}`);
}

/** A test app whose gateway is a fake Evolution peer (test/fakes/evolution), configured as /evolution would. */
export async function buildGatewayTestApp(extra: Partial<AppOptions> = {}) {
  const t = await buildTestApp(extra);
  const evo = await startEvolution();
  await configureGateway(t, { url: evo.url, apiKey: EVOLUTION_KEY });
  return { t, evo };
}

/** Builds a gateway test app before the file's tests (handing it to `set`) and closes it and its fake peer after them. */
export function useGatewayTestApp(set: (built: { t: TestContext; evo: FakeEvolution }) => void): void {
  useOpened(
    () => buildGatewayTestApp(),
    async ({ t, evo }) => {
      await evo.close();
      await t.close();
    },
    set,
  );
}

/** A test app on `dataDir` whose gateway answers nowhere, with a bot URL: a stored customer message also queues a job. */
export async function buildBotWebhookTestApp(dataDir: string): Promise<TestContext> {
  const t = await buildTestApp({ dataDir });
  await configureGateway(t, {
    url: 'http://127.0.0.1:9',
    apiKey: EVOLUTION_KEY,
    webhookChatUrl: 'http://127.0.0.1:9/bot',
  });
  return t;
}

/** SMTP settings for a server on this machine's `port`, with no TLS nor login, as the shop 'Loja Ponte'. */
export const localSmtpSettings = (port: number, overrides: object = {}) => ({
  host: '127.0.0.1',
  port,
  security: 'none',
  user: '',
  password: '',
  from_name: 'Loja Ponte',
  from_address: 'ofertas@loja.test',
  rate_per_second: 100,
  ...overrides,
});

/** Points the app's SMTP settings at a local server (test/fakes/smtp.ts) as the shop 'Loja Ponte'. */
export async function useSmtp(t: TestContext, port: number) {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/email/smtp',
    headers: bearer(t.adminToken),
    payload: localSmtpSettings(port),
  });
  if (res.statusCode !== 200) throw new Error(`SMTP settings refused: ${res.body}`);
}
