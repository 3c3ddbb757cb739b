import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, configureGateway, type TestContext } from '../../../test/helpers';
import { EVOLUTION_KEY, upsert } from '../../../test/fakes/evolution';
import { webhookText } from './webhook-auth';
import { createRefusalLog, REFUSAL_LOG_INTERVAL_MS, refusalText, type RefusalReason } from './webhook-refusals';
import { openStored } from '../../lib/sealing';

const INSTANCE_TOKEN = 'B6D711FCDE4D-4F3C-8A0A-instance-token';

let t: TestContext;
let secret: string;

beforeAll(async () => {
  t = await buildTestApp();
  await configureGateway(t, { url: 'http://127.0.0.1:9', apiKey: EVOLUTION_KEY });
  const view = (await settings()).json().data;
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/evolution/settings',
    headers: bearer(t.adminToken),
    payload: { ...view, evolution_instance_token: INSTANCE_TOKEN },
  });
  expect(saved.statusCode).toBe(200);
  secret = saved.json().data.webhook_secret;
});
afterAll(() => t.close());

const settings = () => t.app.inject({ method: 'GET', url: '/api/evolution/settings', headers: bearer(t.adminToken) });
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(payload),
  });
const refusalLines = () =>
  t.db.selectFrom('gateway_logs').selectAll().where('message', '=', 'Webhook recusado (401)').orderBy('id').execute();
const storedId = async (id: string) =>
  (await t.db.selectFrom('messages').select('id').where('external_id', '=', id).executeTakeFirst()) !== undefined;

let seq = 0;
/** An upsert from a new phone; `apikey` as Evolution fills it: the instance token, null, or 'Apikey not found'. */
const message = (apikey: string | null) => {
  seq += 1;
  return { ...upsert({ phone: `55119600${String(seq).padStart(5, '0')}`, id: `KEY${seq}` }), apikey };
};

type Row = {
  name: string;
  url?: 'secret' | 'wrong' | 'api-key';
  header?: string;
  body: string | null;
  status: 200 | 401;
  reason?: RefusalReason;
};

const table: Row[] = [
  { name: 'no key anywhere', body: null, status: 401, reason: 'no_key' },
  { name: 'body: the global API key', body: EVOLUTION_KEY, status: 200 },
  { name: 'body: the instance token (what Evolution sends)', body: INSTANCE_TOKEN, status: 200 },
  { name: 'body: a wrong key', body: 'errada', status: 401, reason: 'wrong_body' },
  { name: "body: Evolution's 'Apikey not found'", body: 'Apikey not found', status: 401, reason: 'wrong_body' },
  { name: 'header: the global key, body null', header: EVOLUTION_KEY, body: null, status: 200 },
  { name: 'header: the global key, body a different key', header: EVOLUTION_KEY, body: 'outra-chave', status: 200 },
  { name: 'header: the instance token, body wrong', header: INSTANCE_TOKEN, body: 'errada', status: 200 },
  { name: 'header: a wrong key, body missing', header: 'errada', body: null, status: 401, reason: 'wrong_header' },
  {
    name: 'header: a wrong key, even with the right body key',
    header: 'errada',
    body: EVOLUTION_KEY,
    status: 401,
    reason: 'wrong_header',
  },
  { name: 'URL: the secret, body null', url: 'secret', body: null, status: 200 },
  { name: 'URL: the secret, body wrong', url: 'secret', body: 'errada', status: 200 },
  { name: 'URL: a wrong secret', url: 'wrong', body: null, status: 401, reason: 'wrong_url' },
  {
    name: 'URL: a wrong secret, even with the right body key',
    url: 'wrong',
    body: EVOLUTION_KEY,
    status: 401,
    reason: 'wrong_url',
  },
  { name: 'URL: the API key is not the secret', url: 'api-key', body: null, status: 401, reason: 'wrong_url' },
  {
    name: 'URL: a wrong secret with the right header key',
    url: 'wrong',
    header: EVOLUTION_KEY,
    body: null,
    status: 200,
  },
];

const urlOf = (row: Row) => {
  const segment =
    row.url === 'secret'
      ? secret
      : row.url === 'wrong'
        ? '0f'.repeat(24)
        : row.url === 'api-key'
          ? EVOLUTION_KEY
          : null;
  return segment ? `/api/webhook/evolution/${segment}` : '/api/webhook/evolution';
};

describe('webhook authentication: any presented key that matches a saved key is enough', () => {
  it.each(table)('$name → $status', async (row) => {
    const body = message(row.body);
    const res = await post(urlOf(row), body, row.header ? { apikey: row.header } : {});
    expect(res.statusCode).toBe(row.status);
    expect(await storedId(body.data.key.id)).toBe(row.status === 200);
    if (row.status === 401)
      expect(res.json()).toEqual({
        success: false,
        error: webhookText.unauthorized,
        code: 'webhook_unauthorized',
      });
    else expect(res.json().data).toEqual({ stored: 1, duplicates: 0, ignored: 0 });
  });

  it('each refusal reason was logged once for admins, with why and never the presented key', async () => {
    const lines = await refusalLines();
    const reasons = [...new Set(table.flatMap((r) => (r.reason ? [r.reason] : [])))];
    expect(lines.map((l) => l.error).sort()).toEqual(reasons.map((r) => refusalText[r]).sort());
    for (const line of lines) {
      expect(line).toMatchObject({ direction: 'incoming', status: 'error', phone: '' });
      expect(JSON.stringify(line)).not.toMatch(/errada|Apikey not found|0f0f0f/);
    }
  });

  it('a flood of refused calls adds no further line within the minute', async () => {
    const before = (await refusalLines()).length;
    for (let i = 0; i < 5; i += 1)
      expect((await post('/api/webhook/evolution', message('errada'), { apikey: 'errada' })).statusCode).toBe(401);
    expect(await refusalLines()).toHaveLength(before);
  });

  it('the throttle lets one line per reason through each minute', async () => {
    let now = 1_000_000;
    const record = createRefusalLog(t.db, () => now);
    const count = async () =>
      (await t.db.selectFrom('gateway_logs').select('id').where('error', '=', refusalText.no_key).execute()).length;
    const start = await count();
    await record('no_key');
    await record('no_key');
    now += REFUSAL_LOG_INTERVAL_MS - 1;
    await record('no_key');
    expect(await count()).toBe(start + 1);
    now += 1;
    await record('no_key');
    expect(await count()).toBe(start + 2);
  });

  it('with the URL secret a 5 MB base64 image is accepted (the secret is checked before the body)', async () => {
    const body = message(null);
    const big = {
      ...body,
      data: {
        ...body.data,
        message: {
          imageMessage: { caption: 'foto', mimetype: 'image/png' },
          base64: Buffer.alloc(5 * 1024 * 1024, 3).toString('base64'),
        },
      },
    };
    const res = await post(`/api/webhook/evolution/${secret}`, big);
    expect(res.statusCode).toBe(200);
    expect(await storedId(body.data.key.id)).toBe(true);
  });
});

describe('the webhook URL secret', () => {
  it('is shown to admins only, and a new one replaces the old at once', async () => {
    const operador = await t.staff('operador');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/evolution/webhook-secret', headers: bearer(operador.token) }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/evolution/settings', headers: bearer(operador.token) }))
        .statusCode,
    ).toBe(403);

    const old = secret;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/evolution/webhook-secret',
      headers: bearer(t.adminToken),
    });
    expect(res.statusCode).toBe(200);
    secret = res.json().data.webhook_secret;
    expect(secret).toMatch(/^[0-9a-f]{48}$/);
    expect(secret).not.toBe(old);
    const row = await t.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'evolution_webhook_secret')
      .executeTakeFirstOrThrow();
    // Stored sealed (issue 33): the table never holds the URL's secret itself.
    expect(row.value).toMatch(/^sealed:v1:/);
    expect(row.value).not.toContain(secret);
    expect(openStored('evolution_webhook_secret', row.value)).toBe(secret);
    expect((await post(`/api/webhook/evolution/${old}`, message(null))).statusCode).toBe(401);
    expect((await post(`/api/webhook/evolution/${secret}`, message(null))).statusCode).toBe(200);
  });

  it('the instance token is returned masked and kept when the masked value comes back', async () => {
    const view = (await settings()).json().data;
    expect(view).toMatchObject({
      evolution_instance_token_set: true,
      evolution_instance_token: `••••••••${INSTANCE_TOKEN.slice(-4)}`,
    });
    await t.app.inject({ method: 'PUT', url: '/api/evolution/settings', headers: bearer(t.adminToken), payload: view });
    const row = await t.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'evolution_instance_token')
      .executeTakeFirstOrThrow();
    expect(openStored('evolution_instance_token', row.value)).toBe(INSTANCE_TOKEN);
  });
});

describe("'Webhook by events': Evolution appends the event to the URL", () => {
  const event = (name: string, data: unknown = {}) => ({
    event: name,
    instance: 'ponte',
    data,
    apikey: null,
    date_time: '2025-03-10T12:00:00.000Z',
    sender: '5511900000000@s.whatsapp.net',
    server_url: 'http://evolution.local',
  });

  it.each(['', 'SECRET/'])('messages-upsert after %s stores the message', async (prefix) => {
    const body = message(prefix ? null : EVOLUTION_KEY);
    const res = await post(`/api/webhook/evolution/${prefix.replace('SECRET', secret)}messages-upsert`, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.stored).toBe(1);
    expect(await storedId(body.data.key.id)).toBe(true);
  });

  it.each([
    ['messages-delete', 'messages.delete', { keyId: 'X' }],
    ['send-message', 'send.message', { key: { id: 'Y' } }],
    ['contacts-upsert', 'contacts.upsert', [{ id: '5511@s.whatsapp.net' }]],
    ['call', 'call', { id: 'call1' }],
  ])('/%s is answered 200 and ignored', async (suffix, name, data) => {
    const res = await post(`/api/webhook/evolution/${secret}/${suffix}`, event(name, data));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ stored: 0, duplicates: 0, ignored: 1 });
  });

  it('/messages-update is read: a receipt of a message Ponte does not have is kept, nothing stored', async () => {
    const res = await post(
      `/api/webhook/evolution/${secret}/messages-update`,
      event('messages.update', { keyId: 'X', status: 'READ' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ stored: 0, duplicates: 0, ignored: 0, updated: 1 });
  });

  it('connection-update and qrcode-updated are read (not ignored)', async () => {
    const open = await post(
      `/api/webhook/evolution/${secret}/connection-update`,
      event('connection.update', { instance: 'ponte', state: 'open', statusReason: 200 }),
    );
    expect(open.json().data.ignored).toBe(0);
    const qr = await post(
      `/api/webhook/evolution/${secret}/qrcode-updated`,
      event('qrcode.updated', { qrcode: { instance: 'ponte', code: '2@abc', base64: 'data:image/png;base64,AAAA' } }),
    );
    expect(qr.json().data.ignored).toBe(0);
  });

  it('a by-events path without any key is refused too', async () => {
    const body = message(null);
    expect((await post('/api/webhook/evolution/messages-upsert', body)).statusCode).toBe(401);
    expect(await storedId(body.data.key.id)).toBe(false);
  });
});
