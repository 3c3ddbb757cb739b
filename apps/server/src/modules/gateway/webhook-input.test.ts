import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildBotWebhookTestApp, countRows, type TestContext } from '../../../test/helpers';
import { EVOLUTION_KEY, upsert } from '../../../test/fakes/evolution';
import { WEBHOOK_UNVERIFIED_BODY_LIMIT, webhookText } from './webhook-auth';

let t: TestContext;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'ponte-webhook-'));
  // A stored customer message would also queue a bot job: a half-write shows in jobs.
  t = await buildBotWebhookTestApp(dataDir);
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const URL = '/api/webhook/evolution';
const post = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: URL,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(payload),
  });

async function counts() {
  const n = (table: 'customers' | 'messages' | 'jobs' | 'gateway_logs') => countRows(t.db, table);
  return {
    customers: await n('customers'),
    messages: await n('messages'),
    jobs: await n('jobs'),
    gateway_logs: await n('gateway_logs'),
  };
}

let seq = 0;
/** A valid upsert from a new phone with a new message id. */
const fresh = () => {
  seq += 1;
  return upsert({ phone: `55119700${String(seq).padStart(5, '0')}`, id: `MAL${seq}` });
};

/** Sets (or with `undefined`, deletes) a dotted path inside a fresh valid upsert. */
function variant(path: string, value: unknown) {
  const body = fresh() as Record<string, unknown>;
  const parts = path.split('.');
  let node = body;
  for (const p of parts.slice(0, -1)) node = node[p] as Record<string, unknown>;
  const last = parts.at(-1)!;
  if (value === undefined) delete node[last];
  else node[last] = value;
  return body;
}

const huge = 'x'.repeat(300_000);
/** Test names show a huge string by its length, not its text. */
const shown = (v: unknown) =>
  typeof v === 'string' && v.length > 40
    ? `texto de ${v.length} caracteres`
    : v === undefined
      ? 'ausente'
      : JSON.stringify(v);
const wrongTypes = (path: string, values: unknown[]) => values.map((value) => ({ path, value, shown: shown(value) }));

const malformed: { path: string; value: unknown; shown: string }[] = [
  ...wrongTypes('event', [5, null, [], {}, true, huge, undefined]),
  ...wrongTypes('instance', [5, [], {}, true, huge]),
  ...wrongTypes('apikey', [5, [], {}, true]),
  ...wrongTypes('data', [
    null,
    'texto',
    5,
    [],
    [{ key: { remoteJid: '5511900000000@s.whatsapp.net', id: 'A' } }],
    true,
    undefined,
  ]),
  ...wrongTypes('data.key', [null, 'texto', 5, [], true, undefined]),
  ...wrongTypes('data.key.remoteJid', [5, null, [], {}, true, huge, undefined]),
  ...wrongTypes('data.key.fromMe', ['false', 'true', 1, 0, [], {}]),
  ...wrongTypes('data.key.id', [5, null, [], {}, true, huge, undefined]),
  ...wrongTypes('data.key.remoteJidAlt', [5, [], {}]),
  ...wrongTypes('data.key.addressingMode', [5, {}]),
  ...wrongTypes('data.message', ['Oi', 5, [], true]),
  ...wrongTypes('data.message.conversation', [5, [], {}, true, huge]),
  ...wrongTypes('data.message.extendedTextMessage', ['texto', 5, []]),
  ...wrongTypes('data.message.imageMessage', ['texto', 5, [], true]),
  ...wrongTypes('data.message.base64', [5, {}, [], true]),
  ...wrongTypes('data.pushName', [5, [], {}, true, huge]),
  ...wrongTypes('data.messageType', [5, [], {}]),
  ...wrongTypes('data.messageTimestamp', ['abc', '1e9', -1, 1.5, 1e20, {}, [], true, 'NaN']),
];

const nestedMalformed: (readonly [string, Record<string, unknown>])[] = [
  ['extendedTextMessage.text as a number', { extendedTextMessage: { text: 5 } }],
  ['imageMessage.caption as an object', { imageMessage: { caption: {}, mimetype: 'image/png' } }],
  ['imageMessage.mimetype as an array', { imageMessage: { mimetype: ['image/png'] } }],
  ['audioMessage.seconds as text', { audioMessage: { seconds: 'quatro', mimetype: 'audio/ogg' } }],
  ['documentMessage.fileName as a number', { documentMessage: { fileName: 7, mimetype: 'application/pdf' } }],
  ['documentWithCaptionMessage.message as text', { documentWithCaptionMessage: { message: 'doc' } }],
  ['ephemeralMessage.message as a list', { ephemeralMessage: { message: [] } }],
  [
    'a caption as a number inside a view-once wrapper',
    { viewOnceMessageV2: { message: { imageMessage: { caption: 5 } } } },
  ],
  ['an edit whose new text is an object', { protocolMessage: { type: 14, editedMessage: { conversation: {} } } }],
  [
    'locationMessage.degreesLatitude as text',
    { locationMessage: { degreesLatitude: '-23.5', degreesLongitude: -46.6 } },
  ],
  ['contactMessage.vcard as a number', { contactMessage: { displayName: 'Ana', vcard: 5 } }],
  ['contactsArrayMessage.contacts as an object', { contactsArrayMessage: { contacts: { vcard: 'x' } } }],
  ['reactionMessage.text as a number', { reactionMessage: { text: 1 } }],
  ['pollCreationMessageV3.options as text', { pollCreationMessageV3: { name: 'Cor?', options: 'Azul' } }],
];

describe('POST /api/webhook/evolution refuses malformed messages.upsert bodies', () => {
  it.each(malformed)('$path = $shown answers 400 with details and writes nothing', async ({ path, value }) => {
    const before = await counts();
    const res = await post(variant(path, value), { apikey: EVOLUTION_KEY });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.error).toMatch(/Deve ser|No máximo|Dados inválidos|obrigat/);
    expect(Object.keys(body.details ?? {}).length).toBeGreaterThan(0);
    expect(await counts()).toEqual(before);
  });

  it.each(nestedMalformed)('message with %s answers 400 and writes nothing', async (_name, message) => {
    const before = await counts();
    const res = await post(variant('data.message', message), { apikey: EVOLUTION_KEY });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().details)[0]).toMatch(/^data\.message\./);
    expect(await counts()).toEqual(before);
  });

  it.each([[[]], ['texto'], [5], [null], [true]])('a body of %j answers 400', async (payload) => {
    const before = await counts();
    const res = await post(payload, { apikey: EVOLUTION_KEY });
    expect(res.statusCode).toBe(400);
    expect(await counts()).toEqual(before);
  });
});

describe('POST /api/webhook/evolution accepts what Evolution sends', () => {
  it.each(['messages.upsert', 'MESSAGES_UPSERT', 'Messages.Upsert'])('event %s is stored', async (event) => {
    const body = { ...fresh(), event };
    const res = await post(body);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ stored: 1, duplicates: 0, ignored: 0 });
  });

  it('takes unknown fields and nulls for absent optional ones, and a timestamp written as digits', async () => {
    const body = variant('data.pushName', null) as { data: Record<string, unknown> };
    Object.assign(body.data, { messageTimestamp: '1717000000', contextInfo: { any: ['thing'] }, source: 'android' });
    Object.assign(body.data.key as object, { fromMe: null, participant: null });
    const res = await post(body);
    expect(res.json().data.stored).toBe(1);
    const row = await t.db
      .selectFrom('messages')
      .selectAll()
      .where('external_id', '=', (body.data.key as { id: string }).id)
      .executeTakeFirstOrThrow();
    expect(row.created_at).toBe(new Date(1717000000 * 1000).toISOString());
  });

  it.each([
    ['presence.update', { id: '5511900000000@s.whatsapp.net', presences: {} }],
    ['qrcode.updated', 5],
    ['SEND_MESSAGE', []],
    ['messages.delete', null],
    ['contacts.upsert', 'texto'],
  ])('unknown event %s answers 200, ignored, whatever its data, and writes nothing', async (event, data) => {
    const before = await counts();
    const res = await post({ event, instance: 'ponte', apikey: EVOLUTION_KEY, data });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ stored: 0, duplicates: 0, ignored: 1 });
    expect(await counts()).toEqual(before);
  });
});

describe('customer, message, log line and bot job are one transaction', () => {
  it('a failure after the message was written leaves no customer, message or log line', async () => {
    const before = await counts();
    vi.spyOn(t.app.jobs, 'enqueue').mockRejectedValueOnce(new Error('disk full'));
    const body = fresh();
    const res = await post(body);
    expect(res.statusCode).toBe(500);
    expect(await counts()).toEqual(before);
    // The gateway retries the delivery: now it is stored whole.
    const again = await post(body);
    expect(again.json().data.stored).toBe(1);
    expect(await counts()).toEqual({
      ...before,
      customers: before.customers + 1,
      messages: before.messages + 1,
      jobs: before.jobs + 1,
      gateway_logs: before.gateway_logs + 1,
    });
  });

  it('a retried delivery of a stored message changes nothing', async () => {
    const body = fresh();
    await post(body);
    const before = await counts();
    const res = await post(body);
    expect(res.json().data).toEqual({ stored: 0, duplicates: 1, ignored: 0 });
    expect(await counts()).toEqual(before);
  });
});

describe('the gateway key is checked before the body is read', () => {
  const big = (bytes: number) => 'x'.repeat(bytes);

  it('a wrong key in the apikey header answers 401 without parsing even a 20 MB body that is not JSON', async () => {
    const before = await counts();
    const parse = vi.spyOn(JSON, 'parse');
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'application/json', apikey: 'errada' },
      payload: `{oops ${big(20 * 1024 * 1024)}`,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, error: webhookText.unauthorized, code: 'webhook_unauthorized' });
    // No text the size of the body was parsed (the lengths of any that were).
    expect(parse.mock.calls.map(([text]) => String(text).length).filter((n) => n > 1024 * 1024)).toEqual([]);
    // Only the (throttled) refusal line for admins may be added.
    const after = await counts();
    expect({ ...after, gateway_logs: before.gateway_logs }).toEqual(before);
    expect(after.gateway_logs - before.gateway_logs).toBeLessThanOrEqual(1);
  });

  it('a wrong header key is refused even when the body carries the right one', async () => {
    const res = await post({ ...fresh(), apikey: EVOLUTION_KEY }, { apikey: 'errada' });
    expect(res.statusCode).toBe(401);
  });

  it('without a header key a 5 MB body answers 413 in Portuguese and writes nothing', async () => {
    const before = await counts();
    const body = variant('data.message', {
      imageMessage: { mimetype: 'image/png' },
      base64: Buffer.alloc(5 * 1024 * 1024, 1).toString('base64'),
    });
    const res = await post(body);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, error: webhookText.tooLarge, code: 'webhook_too_large' });
    expect(await counts()).toEqual(before);
  });

  it('without a header key a chunked body (no content-length) is cut off at the small limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'application/json' },
      payload: Readable.from([
        Buffer.from(JSON.stringify(fresh()).slice(0, -1)),
        Buffer.from(`,"pad":"${big(WEBHOOK_UNVERIFIED_BODY_LIMIT)}"}`),
      ]),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe(webhookText.tooLarge);
  });

  it('with the right header key a 5 MB base64 image is accepted and stored', async () => {
    const bytes = Buffer.alloc(5 * 1024 * 1024, 7);
    const body = variant('data.message', {
      imageMessage: { caption: 'grande', mimetype: 'image/png' },
      base64: bytes.toString('base64'),
    }) as ReturnType<typeof fresh>;
    delete (body as { apikey?: string }).apikey;
    const res = await post(body, { apikey: EVOLUTION_KEY });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.stored).toBe(1);
    const row = await t.db
      .selectFrom('messages')
      .selectAll()
      .where('external_id', '=', body.data.key.id)
      .executeTakeFirstOrThrow();
    expect(row.content).toMatch(/^\/uploads\/[0-9a-f]{32}\.png;grande$/);
    const file = join(dataDir, 'uploads', row.content.split(';')[0].replace('/uploads/', ''));
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file).equals(bytes)).toBe(true);
  });
});
