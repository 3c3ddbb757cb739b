import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDb } from '../../db';
import { migrateToLatest } from '../../db/migrate';
import { rotateKeys } from '../../key-rotation';
import { KEY_FILE, loadKeyring, PREVIOUS_KEYS_FILE, sealedKeyId } from '../../lib/sealing';
import { bearer, buildTestApp, pgTarget, type TestContext } from '../../../test/helpers';
import { ensureMainAdmin } from '../users/bootstrap';
import { writeSettingIfChanged } from './queries';
import { readSettings } from './service';

// Issue 33: no integration secret is stored in plain text; a wrong key stops the start; keys rotate.
const SECRETS = {
  meta_access_token: 'EAAGm0PX4ZCpsBAsegredoMeta0001',
  woocommerce_consumer_key: 'ck_segredo0123456789abcdef0002',
  woocommerce_consumer_secret: 'cs_segredo0123456789abcdef0003',
  appmax_access_token: 'appmax-segredo-0004',
  evolution_api_key: 'evolution-segredo-0005',
  evolution_instance_token: 'instancia-segredo-0006',
  smtp_password: 'smtp-segredo-0007',
  ai_api_key: 'sk-proj-segredo-0008',
};

/**
 * Saves every secret through the screens' own calls (/configuracoes, /evolution, SMTP, IA) and
 * has Ponte make its two webhook secrets; answers the secrets it made, by setting key.
 */
async function saveEverySecret(t: TestContext): Promise<Record<string, string>> {
  const call = (method: 'PUT' | 'POST', url: string, payload: object) =>
    t.app.inject({ method, url, headers: bearer(t.adminToken), payload });
  const answers = [
    await call('POST', '/api/configurations', {
      meta_access_token: SECRETS.meta_access_token,
      woocommerce_url: 'https://loja.example',
      woocommerce_consumer_key: SECRETS.woocommerce_consumer_key,
      woocommerce_consumer_secret: SECRETS.woocommerce_consumer_secret,
      appmax_access_token: SECRETS.appmax_access_token,
    }),
    await call('PUT', '/api/evolution/settings', {
      evolution_api_enabled: true,
      evolution_api_url: 'http://127.0.0.1:9',
      evolution_instance: 'ponte',
      evolution_api_key: SECRETS.evolution_api_key,
      evolution_instance_token: SECRETS.evolution_instance_token,
      webhook_chat_url: '',
    }),
    await call('PUT', '/api/email/smtp', {
      host: 'smtp.loja.test',
      port: 587,
      security: 'starttls',
      user: 'loja',
      password: SECRETS.smtp_password,
      from_name: 'Loja',
      from_address: 'loja@loja.test',
      rate_per_second: 5,
    }),
    await call('PUT', '/api/ai/settings', { ai_api_key: SECRETS.ai_api_key }),
  ];
  for (const res of answers) {
    expect(res.statusCode).toBe(200);
    for (const secret of Object.values(SECRETS)) expect(res.body).not.toContain(secret);
  }
  // The webhook URLs' secrets are Ponte's own: shown to the admin who sets up the URL, sealed at rest.
  const gateway = await call('POST', '/api/evolution/webhook-secret', {});
  const appmax = await t.app.inject({
    method: 'GET',
    url: '/api/checkout/appmax-webhook',
    headers: bearer(t.adminToken),
  });
  const made = {
    evolution_webhook_secret: gateway.json().data.webhook_secret as string,
    appmax_webhook_secret: (appmax.json().data.url as string).split('/').at(-1)!,
  };
  for (const secret of Object.values(made)) expect(secret).toMatch(/^[\w-]{24,}$/);
  return made;
}

const contains = (haystack: Buffer | string, needle: string) =>
  (typeof haystack === 'string' ? haystack : haystack.toString('latin1')).includes(needle);

describe('secrets sealed at rest', () => {
  let t: TestContext;
  let all: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp();
    all = { ...SECRETS, ...(await saveEverySecret(t)) };
  });
  afterAll(() => t.close());

  it('no secret is in the settings table in plain text, and every one is read back as saved', async () => {
    const rows = await t.db.selectFrom('settings').selectAll().execute();
    const table = JSON.stringify(rows);
    for (const secret of Object.values(all)) expect(table).not.toContain(secret);
    expect(Object.fromEntries(await readSettings(t.db, Object.keys(all)))).toEqual(all);
  });

  it('the compare-and-write refuses a sealed key instead of storing the secret in plain text', async () => {
    const at = new Date().toISOString();
    await expect(writeSettingIfChanged(t.db, 'smtp_password', 'plain-segredo', at, null)).rejects.toThrow(/sealed/);
    expect(JSON.stringify(await t.db.selectFrom('settings').selectAll().execute())).not.toContain('plain-segredo');
    expect(await writeSettingIfChanged(t.db, 'evolution_connection_state', 'open', at, null)).toBe(true);
  });

  it('nor in a pg_dump of the database (PostgreSQL)', async (ctx) => {
    if (process.env.TEST_DB !== 'postgres') return ctx.skip();
    const { url, schema } = await pgTarget(t.db);
    const dump = execFileSync('pg_dump', ['--data-only', '-n', schema, url], {
      maxBuffer: 512 * 1024 * 1024,
    });
    expect(contains(dump, 'sealed:v1:')).toBe(true);
    for (const secret of Object.values(all)) expect(contains(dump, secret)).toBe(false);
  });
});

describe('the SQLite file', () => {
  it('holds no secret in plain text, written or left in the journal', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ponte-sealed-'));
    const handle = openDb({ kind: 'sqlite', file: join(dir, 'ponte.db') });
    await migrateToLatest(handle.db);
    await ensureMainAdmin(handle.db, { email: 'admin@ponte.test', password: 'senha-admin-1' });
    const app = await buildApp({
      db: handle,
      jwtSecret: 'x'.repeat(40),
      dataDir: dir,
      jobs: { autoStart: false },
      publicUrl: 'https://ponte.test',
    });
    await app.ready();
    const admin = await handle.db
      .selectFrom('staff')
      .select(['id', 'role', 'token_version'])
      .where('username', '=', 'onsolutions')
      .executeTakeFirstOrThrow();
    const adminToken = await app.signToken(admin);
    const made = await saveEverySecret({ app, adminToken } as TestContext);
    await app.close();
    await handle.db.destroy();
    for (const file of ['ponte.db', 'ponte.db-wal'].map((f) => join(dir, f)).filter(existsSync)) {
      const bytes = readFileSync(file);
      expect(bytes.length).toBeGreaterThan(0);
      for (const secret of [...Object.values(SECRETS), ...Object.values(made)])
        expect(contains(bytes, secret)).toBe(false);
    }
  });
});

describe('start and rotation', () => {
  it('a secret stored in plain text before sealing is sealed at start', async () => {
    const t = await buildTestApp();
    await t.db
      .insertInto('settings')
      .values({
        key: 'smtp_password',
        value: 'antiga-em-claro',
        updated_at: new Date().toISOString(),
        updated_by: null,
      })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: 'antiga-em-claro' }))
      .execute();
    const again = await buildApp({ db: { db: t.db, kind: t.app.ctx.dbKind }, jwtSecret: 'x'.repeat(40) });
    const row = await t.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'smtp_password')
      .executeTakeFirstOrThrow();
    expect(row.value).not.toContain('antiga');
    expect((await readSettings(t.db, ['smtp_password'])).get('smtp_password')).toBe('antiga-em-claro');
    await again.close();
    await t.close();
  });

  it('another key stops the start with a message that names ENCRYPTION_KEY', async () => {
    const t = await buildTestApp();
    await saveEverySecret(t);
    const wrong = loadKeyring(mkdtempSync(join(tmpdir(), 'ponte-wrong-')));
    await expect(
      buildApp({ db: { db: t.db, kind: t.app.ctx.dbKind }, jwtSecret: 'x'.repeat(40), keyring: wrong }),
    ).rejects.toThrow(/ENCRYPTION_KEY/);
    await t.close();
  });

  it('npm run rotate-key seals everything under a new key while the server keeps reading', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ponte-rotate-'));
    const t = await buildTestApp({ dataDir: dir });
    const all = { ...SECRETS, ...(await saveEverySecret(t)) };
    const before = loadKeyring(dir).current.id;
    const { resealed, keyId } = await rotateKeys(t.db, dir, {});
    expect(resealed).toBe(Object.keys(all).length);
    expect(keyId).not.toBe(before);
    const rows = await t.db
      .selectFrom('settings')
      .select(['key', 'value'])
      .where('key', 'in', Object.keys(all))
      .execute();
    expect(rows).toHaveLength(Object.keys(all).length);
    expect(new Set(rows.map((r) => sealedKeyId(r.value)))).toEqual(new Set([keyId]));
    // The key file holds the new key and the previous one stays beside it.
    expect(loadKeyring(dir).current.id).toBe(keyId);
    expect(loadKeyring(dir).all.map((k) => k.id)).toContain(before);
    expect(readFileSync(join(dir, PREVIOUS_KEYS_FILE), 'utf8').trim().split('\n')).toHaveLength(1);
    expect(existsSync(join(dir, KEY_FILE))).toBe(true);
    // The running server meets the new key id and reads its files again.
    const res = await t.app.inject({ method: 'GET', url: '/api/email/smtp', headers: bearer(t.adminToken) });
    expect(res.json().data.password_set).toBe(true);
    expect(Object.fromEntries(await readSettings(t.db, Object.keys(all)))).toEqual(all);
    await t.close();
  });
});
