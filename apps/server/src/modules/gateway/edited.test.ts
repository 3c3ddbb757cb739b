import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, configureGateway, type TestContext } from '../../../test/helpers';
import { EVOLUTION_KEY } from '../../../test/fakes/evolution';
import { BOT_FORWARD_JOB } from './bot-forward';

/** Evolution 2.3 posts edits as `messages.edited`, `data` being the protocol message (whatsapp.baileys.service.ts). */
let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
  await configureGateway(t, {
    url: 'http://127.0.0.1:9',
    apiKey: EVOLUTION_KEY,
    webhookChatUrl: 'http://127.0.0.1:9/bot',
  });
});
afterAll(() => t.close());

const post = (payload: unknown, path = '/api/webhook/evolution') =>
  t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/json', apikey: EVOLUTION_KEY },
    payload: JSON.stringify(payload),
  });

const jid = '5511944440001@s.whatsapp.net';
const edited = (editedMessage: unknown, timestampMs: unknown = '1717000100000', event = 'messages.edited') => ({
  event,
  instance: 'ponte',
  data: { key: { remoteJid: jid, fromMe: false, id: '3EB0EDIT' }, type: 14, editedMessage, timestampMs },
  date_time: '2026-11-23T12:00:00.000Z',
  apikey: null,
});
const historyOf = async () => {
  const customer = await t.db
    .selectFrom('customers')
    .select('id')
    .where('phone_key', '=', '5511944440001')
    .executeTakeFirst();
  if (!customer) return [];
  return t.db
    .selectFrom('messages')
    .select(['content', 'external_id'])
    .where('customer_id', '=', customer.id)
    .orderBy('id')
    .execute();
};
const botJobs = async () =>
  Number(
    (
      await t.db
        .selectFrom('jobs')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('type', '=', BOT_FORWARD_JOB)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('messages.edited (Evolution 2.3)', () => {
  it("is stored as an '(editada)' entry beside the original, once however often it is delivered, and not sent to the bot", async () => {
    const jobsBefore = await botJobs();
    const body = edited({ conversation: 'Quero 2 unidades, não 3' });
    for (const path of ['/api/webhook/evolution', '/api/webhook/evolution/messages-edited', '/api/webhook/evolution']) {
      const res = await post(body, path);
      expect(res.statusCode).toBe(200);
    }
    expect(await historyOf()).toEqual([
      { content: '(editada) Quero 2 unidades, não 3', external_id: '3EB0EDIT:edit:1717000100000' },
    ]);
    expect(await botJobs()).toBe(jobsBefore);
  });

  it('MESSAGES_EDITED with an extended text and no timestamp is read too', async () => {
    const res = await post(edited({ extendedTextMessage: { text: 'Endereço: Rua B, 20' } }, null, 'MESSAGES_EDITED'));
    expect(res.statusCode).toBe(200);
    expect((await historyOf()).map((m) => m.content)).toContain('(editada) Endereço: Rua B, 20');
  });

  it('a deletion (no new content) and a body that is not an edit are answered 200 and ignored', async () => {
    const before = await historyOf();
    const deletion = {
      event: 'messages.edited',
      instance: 'ponte',
      data: { key: { remoteJid: jid, fromMe: false, id: '3EB0DEL' }, type: 0 },
    };
    for (const body of [
      deletion,
      { event: 'messages.edited', instance: 'ponte', data: { key: 'nope' } },
      { event: 'messages.edited', instance: 'ponte', data: null },
    ]) {
      const res = await post(body);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ stored: 0, ignored: 1 });
    }
    expect(await historyOf()).toEqual(before);
  });
});
