import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  configureGateway,
  newestJob,
  runJobsUntilSettled,
  type TestContext,
} from '../../../test/helpers';
import { startPeer, sendJson } from '../../../test/fakes/http-peer';
import { EVOLUTION_KEY, upsert } from '../../../test/fakes/evolution';
import { BOT_FORWARD_JOB } from './bot-forward';
import { WEBHOOK_RATE_LIMIT } from './webhook-routes';

let t: TestContext;
let bot: Awaited<ReturnType<typeof startPeer>>;
let botFailuresLeft = 0;

beforeAll(async () => {
  t = await buildTestApp();
  bot = await startPeer((_req, res) => {
    if (botFailuresLeft > 0) {
      botFailuresLeft -= 1;
      return sendJson(res, 503, { error: 'bot down' });
    }
    sendJson(res, 200, { ok: true });
  });
  await configureGateway(t, { url: 'http://127.0.0.1:9', apiKey: EVOLUTION_KEY, webhookChatUrl: `${bot.url}/bot` });
});
afterAll(async () => {
  await bot.close();
  await t.close();
});
beforeEach(async () => {
  // Earlier tests leave forwarding jobs behind: run them before counting this test's requests.
  botFailuresLeft = 0;
  await t.app.jobs.drain();
  bot.requests.length = 0;
});

const post = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/webhook/evolution', payload, headers });
const customerByPhone = (phone: string) =>
  t.db.selectFrom('customers').selectAll().where('phone', '=', phone).executeTakeFirst();
const messagesOf = (customerId: number) =>
  t.db.selectFrom('messages').selectAll().where('customer_id', '=', customerId).orderBy('id').execute();

describe('POST /api/webhook/evolution authentication', () => {
  it('answers 401 without the gateway apikey or with a wrong one, and stores nothing', async () => {
    const body = upsert({ phone: '5511900000001', id: 'AUTH1' });
    expect((await post({ ...body, apikey: undefined })).statusCode).toBe(401);
    expect((await post({ ...body, apikey: 'errada' })).statusCode).toBe(401);
    expect(await customerByPhone('5511900000001')).toBeUndefined();
  });

  it('accepts the key in the apikey header too', async () => {
    const res = await post(
      { ...upsert({ phone: '5511900000002', id: 'AUTH2' }), apikey: undefined },
      { apikey: EVOLUTION_KEY },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.stored).toBe(1);
  });
});

describe('inbound messages', () => {
  it('creates the customer on first contact with the push name and stores the text', async () => {
    const res = await post(
      upsert({ phone: '5511911112222', id: 'TXT1', text: 'Oi, vocês trazem iPhone?', pushName: 'João Pereira' }),
    );
    expect(res.json().data).toEqual({ stored: 1, duplicates: 0, ignored: 0 });
    const c = await customerByPhone('5511911112222');
    expect(c).toMatchObject({ name: 'João Pereira', bot_enabled: 1 });
    const [m] = await messagesOf(c!.id);
    expect(m).toMatchObject({
      content: 'Oi, vocês trazem iPhone?',
      direction: 'incoming',
      external_id: 'TXT1',
      status: 'received',
    });
    expect(c!.last_activity).toBe(m.created_at);
  });

  it('reads extendedTextMessage.text as older gateway builds send it', async () => {
    await post(
      upsert({ phone: '5511911113333', id: 'EXT1', message: { extendedTextMessage: { text: 'Link: https://loja' } } }),
    );
    const c = await customerByPhone('5511911113333');
    expect((await messagesOf(c!.id))[0].content).toBe('Link: https://loja');
  });

  it('stores a message id only once however often the gateway retries', async () => {
    const body = upsert({ phone: '5511911114444', id: 'DUP1', text: 'Olá' });
    await post(body);
    const again = await post(body);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.duplicates).toBe(1);
    const c = await customerByPhone('5511911114444');
    expect(await messagesOf(c!.id)).toHaveLength(1);
  });

  it("a message delivered late (older than the chat's newest) keeps the chat's last activity where it was", async () => {
    const phone = '5511911119090';
    const at = (secondsAgo: number) => Math.floor(Date.now() / 1000) - secondsAgo;
    const newer = upsert({ phone, id: 'LATE-NEW', text: 'Segunda' });
    newer.data.messageTimestamp = at(10);
    const older = upsert({ phone, id: 'LATE-OLD', text: 'Primeira, entregue depois' });
    older.data.messageTimestamp = at(60);
    await post(newer);
    await post(older);
    const c = await customerByPhone(phone);
    expect(c!.last_activity).toBe(new Date(at(10) * 1000).toISOString());
    expect(await messagesOf(c!.id)).toHaveLength(2);
  });

  it('ignores groups and status broadcasts', async () => {
    const group = await post(upsert({ jid: '120363000000@g.us', id: 'GRP1' }));
    const status = await post(upsert({ jid: 'status@broadcast', id: 'ST1' }));
    expect(group.json().data.ignored).toBe(1);
    expect(status.json().data.ignored).toBe(1);
    expect(
      await t.db.selectFrom('messages').selectAll().where('external_id', 'in', ['GRP1', 'ST1']).execute(),
    ).toHaveLength(0);
  });

  it('takes the phone from remoteJidAlt when the JID is an @lid id, dropping the device suffix', async () => {
    await post(
      upsert({
        jid: '123456789@lid',
        id: 'LID1',
        key: { addressingMode: 'lid', remoteJidAlt: '5521988887777:12@s.whatsapp.net' },
      }),
    );
    expect(await customerByPhone('5521988887777')).toBeDefined();
    expect(await customerByPhone('123456789')).toBeUndefined();
  });

  it("keeps the shop's own echoes as outgoing history without ringing or forwarding them", async () => {
    await post(upsert({ phone: '5511911115555', id: 'ME1', fromMe: true, text: 'Seu pedido saiu!' }));
    await t.app.jobs.drain();
    const c = await customerByPhone('5511911115555');
    expect((await messagesOf(c!.id))[0]).toMatchObject({ direction: 'outgoing', status: 'sent' });
    expect(bot.requests).toHaveLength(0);
  });

  it('ignores other events', async () => {
    const res = await post({
      event: 'presence.update',
      instance: 'ponte',
      apikey: EVOLUTION_KEY,
      data: { id: '5511900000000@s.whatsapp.net' },
    });
    expect(res.json().data.ignored).toBe(1);
  });

  it('answers 400, not 500, for a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/webhook/evolution',
      headers: { 'content-type': 'application/json' },
      payload: '{oops',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('media', () => {
  const png = Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201ffa3c4e2a00000000049454e44ae426082',
    'hex',
  );

  it("saves base64 media under uploads as '/uploads/<file>;caption' and serves it with a safe type", async () => {
    await post(
      upsert({
        phone: '5511911116666',
        id: 'IMG1',
        message: { imageMessage: { caption: 'Esse modelo', mimetype: 'image/png' }, base64: png.toString('base64') },
      }),
    );
    const c = await customerByPhone('5511911116666');
    const [m] = await messagesOf(c!.id);
    expect(m.content).toMatch(/^\/uploads\/[0-9a-f]{32}\.png;Esse modelo$/);
    const file = await t.app.inject({ method: 'GET', url: m.content.split(';')[0] });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(png)).toBe(true);
  });

  it('stores audio without a caption and a document with its file name, never trusting the sender for the type', async () => {
    await post(
      upsert({
        phone: '5511911117777',
        id: 'AUD1',
        message: {
          audioMessage: { mimetype: 'audio/ogg; codecs=opus', seconds: 4 },
          base64: Buffer.from('OggS fake').toString('base64'),
        },
      }),
    );
    await post(
      upsert({
        phone: '5511911117777',
        id: 'DOC1',
        message: {
          documentMessage: { fileName: 'nota.html', mimetype: 'text/html' },
          base64: Buffer.from('<script>alert(1)</script>').toString('base64'),
        },
      }),
    );
    const c = await customerByPhone('5511911117777');
    const [audio, doc] = await messagesOf(c!.id);
    expect(audio.content).toMatch(/^\/uploads\/[0-9a-f]{32}\.ogg$/);
    expect(doc.content).toMatch(/^\/uploads\/[0-9a-f]{32}\.bin;nota\.html$/);
    const served = await t.app.inject({ method: 'GET', url: doc.content.split(';')[0] });
    expect(served.headers['content-type']).toBe('application/octet-stream');
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('keeps a readable placeholder when the gateway sent no media bytes', async () => {
    await post(
      upsert({
        phone: '5511911118888',
        id: 'IMG2',
        message: { imageMessage: { caption: 'foto', mimetype: 'image/jpeg' } },
      }),
    );
    const c = await customerByPhone('5511911118888');
    expect((await messagesOf(c!.id))[0].content).toBe('[imagem] foto');
  });
});

describe('forwarding to the bot', () => {
  it('forwards a customer message to the bot webhook while the bot is on', async () => {
    await post(upsert({ phone: '5511922220001', id: 'BOT1', text: 'Quero um orçamento' }));
    expect(await t.app.jobs.drain()).toBe(1);
    expect(bot.requests).toHaveLength(1);
    expect(bot.requests[0].json).toMatchObject({
      event: 'messages.upsert',
      data: { key: { id: 'BOT1' }, message: { conversation: 'Quero um orçamento' } },
    });
  });

  it('does not forward while the bot is paused for that customer', async () => {
    await post(upsert({ phone: '5511922220002', id: 'BOT2a' }));
    await t.app.jobs.drain();
    const c = await customerByPhone('5511922220002');
    await t.db.updateTable('customers').set({ bot_enabled: 0 }).where('id', '=', c!.id).execute();
    bot.requests.length = 0;
    await post(upsert({ phone: '5511922220002', id: 'BOT2b' }));
    await t.app.jobs.drain();
    expect(bot.requests).toHaveLength(0);
  });

  it('a bot that is down loses nothing: the job retries with backoff until it answers', async () => {
    botFailuresLeft = 2;
    await post(upsert({ phone: '5511922220003', id: 'BOT3', text: 'Alô?' }));
    await runJobsUntilSettled(t, BOT_FORWARD_JOB);
    expect(bot.requests).toHaveLength(3);
    const job = await newestJob(t.db, BOT_FORWARD_JOB);
    expect(job).toMatchObject({ status: 'done', attempts: 3 });
  });

  it('gives up after the last attempt and keeps the error', async () => {
    botFailuresLeft = 100;
    await post(upsert({ phone: '5511922220004', id: 'BOT4' }));
    const job = await newestJob(t.db, BOT_FORWARD_JOB);
    await runJobsUntilSettled(t, BOT_FORWARD_JOB);
    const after = await t.db.selectFrom('jobs').selectAll().where('id', '=', job.id).executeTakeFirstOrThrow();
    expect(after.status).toBe('failed');
    expect(after.last_error).toContain('503');
    expect(after.attempts).toBe(job.max_attempts);
  });
});

describe('webhook rate limit per address', () => {
  it('by default the gateway may post 100 messages a second for a whole minute (docs/0026)', () => {
    expect(WEBHOOK_RATE_LIMIT).toBeGreaterThanOrEqual(100 * 60);
  });

  it('past the limit the address gets 429; the limit is the one app.ts is given', async () => {
    const limited = await buildTestApp({ webhookRateLimit: 3 });
    try {
      await configureGateway(limited, { url: 'http://127.0.0.1:9', apiKey: EVOLUTION_KEY });
      const statuses = [];
      for (let i = 0; i < 4; i++)
        statuses.push(
          (
            await limited.app.inject({
              method: 'POST',
              url: '/api/webhook/evolution',
              payload: upsert({ phone: '5511955550001', id: `LIMIT${i}` }),
            })
          ).statusCode,
        );
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
