import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, configureGateway, newestJob, type TestContext } from '../../../test/helpers';
import { startPeer, sendJson } from '../../../test/fakes/http-peer';
import { EVOLUTION_KEY, upsert } from '../../../test/fakes/evolution';
import { BOT_FORWARD_JOB } from './bot-forward';

/** Issue 12: bot jobs carry only what the bot needs: no gateway key, no base64; media by its address. */
const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex').toString('base64');

let bot: Awaited<ReturnType<typeof startPeer>>;
beforeAll(async () => {
  bot = await startPeer((_req, res) => sendJson(res, 200, { ok: true }));
});
afterAll(() => bot.close());
beforeEach(() => {
  bot.requests.length = 0;
});

async function appWith(publicUrl: string | null) {
  const t = await buildTestApp({ publicUrl });
  await configureGateway(t, { url: 'http://127.0.0.1:9', apiKey: EVOLUTION_KEY, webhookChatUrl: `${bot.url}/bot` });
  return t;
}
const imageFrom = (phone: string, id: string) =>
  upsert({
    phone,
    id,
    message: {
      imageMessage: { caption: 'Esse', mimetype: 'image/png', jpegThumbnail: 'THUMBBASE64', mediaKey: 'MEDIAKEY' },
      base64: png,
    },
  });
const lastJob = (t: TestContext) => newestJob(t.db, BOT_FORWARD_JOB);

describe('the bot-forward job', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await appWith('https://ponte.test');
  });
  afterAll(() => t.close());

  it('holds neither the gateway key nor base64, and gives the media as an absolute /uploads/ URL', async () => {
    const body = {
      ...imageFrom('5511950000001', 'BF1'),
      destination: 'https://ponte.test/api/webhook/evolution/SEGREDO',
    };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/webhook/evolution', payload: body })).json().data.stored,
    ).toBe(1);
    const job = await lastJob(t);
    for (const secretOrBytes of [EVOLUTION_KEY, png, 'THUMBBASE64', 'MEDIAKEY', 'SEGREDO', '"apikey"', '"base64"'])
      expect(job.payload).not.toContain(secretOrBytes);
    const stored = await t.db
      .selectFrom('messages')
      .select('content')
      .where('external_id', '=', 'BF1')
      .executeTakeFirstOrThrow();
    const path = stored.content.split(';')[0];
    expect(path).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);

    await t.app.jobs.drain();
    expect(bot.requests).toHaveLength(1);
    const forwarded = bot.requests[0].json as {
      event: string;
      instance: string;
      apikey?: string;
      data: { key: { id: string }; message: Record<string, unknown> };
    };
    expect(forwarded).toMatchObject({
      event: 'messages.upsert',
      instance: 'ponte',
      data: {
        key: { id: 'BF1' },
        message: { imageMessage: { caption: 'Esse', mimetype: 'image/png' }, mediaUrl: `https://ponte.test${path}` },
      },
    });
    expect(forwarded.apikey).toBeUndefined();
    expect(forwarded.data.message.base64).toBeUndefined();
  });

  it('a text message goes as Evolution sent it, minus the key', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/webhook/evolution',
      payload: upsert({ phone: '5511950000002', id: 'BF2', text: 'Quero um orçamento' }),
    });
    await t.app.jobs.drain();
    const body = bot.requests[0].json as Record<string, unknown>;
    expect(body).toMatchObject({
      event: 'messages.upsert',
      server_url: 'http://evolution.local',
      data: { key: { id: 'BF2' }, message: { conversation: 'Quero um orçamento' } },
    });
    expect(body).not.toHaveProperty('apikey');
  });
});

describe('without a public address', () => {
  it('gives the media as its /uploads/ path', async () => {
    const t = await appWith(null);
    try {
      await t.app.inject({ method: 'POST', url: '/api/webhook/evolution', payload: imageFrom('5511950000003', 'BF3') });
      const payload = JSON.parse((await lastJob(t)).payload) as { body: { data: { message: { mediaUrl: string } } } };
      expect(payload.body.data.message.mediaUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    } finally {
      await t.close();
    }
  });
});
