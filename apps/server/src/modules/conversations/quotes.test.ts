import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatMessageSchema } from '@ponte/domain/conversations';
import { bearer, buildTestApp, configureGateway, type TestContext } from '../../../test/helpers';
import { EVOLUTION_KEY, upsert } from '../../../test/fakes/evolution';

/** Issue 12: the quote of a reply (contextInfo.quotedMessage) is kept and returned with the reply. */
let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = (await t.staff('trainee')).token;
  await configureGateway(t, { url: 'http://127.0.0.1:9', apiKey: EVOLUTION_KEY });
});
afterAll(() => t.close());

const webhook = (payload: object) => t.app.inject({ method: 'POST', url: '/api/webhook/evolution', payload });
const withData = (body: ReturnType<typeof upsert>, extra: object) => ({ ...body, data: { ...body.data, ...extra } });
const customerId = async (phone: string) =>
  (await t.db.selectFrom('customers').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id;
const chat = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/users/${id}`, headers: bearer(token) })).json().data.messages;

describe('quoted replies', () => {
  it('a reply to a message Ponte has carries the quoted text and links to that message', async () => {
    await webhook(upsert({ phone: '5511960000001', id: 'Q-ORIG', text: 'Vocês trazem tênis?' }));
    const res = await webhook(
      withData(upsert({ phone: '5511960000001', id: 'Q-REPLY', text: 'Esse aqui' }), {
        contextInfo: {
          stanzaId: 'Q-ORIG',
          participant: '5511960000001@s.whatsapp.net',
          quotedMessage: { conversation: 'Vocês trazem tênis?' },
        },
      }),
    );
    expect(res.json().data.stored).toBe(1);
    const row = await t.db
      .selectFrom('messages')
      .selectAll()
      .where('external_id', '=', 'Q-REPLY')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ quoted_external_id: 'Q-ORIG', quoted_content: 'Vocês trazem tênis?' });
    const [original, reply] = await chat(await customerId('5511960000001'));
    expect(original.quoted).toBeNull();
    expect(reply).toMatchObject({ content: 'Esse aqui', quoted: { id: original.id, content: 'Vocês trazem tênis?' } });
    expect(ChatMessageSchema.safeParse(reply).success).toBe(true);
  });

  it('a quote of a message Ponte never saw keeps its text without a link (1.8 shape, inside extendedTextMessage)', async () => {
    await webhook(
      upsert({
        phone: '5511960000002',
        id: 'Q-OLD',
        message: {
          extendedTextMessage: {
            text: 'Quanto fica?',
            contextInfo: { stanzaId: 'NEVER-SEEN', quotedMessage: { imageMessage: { caption: 'Bolsa preta' } } },
          },
        },
      }),
    );
    const [message] = await chat(await customerId('5511960000002'));
    expect(message).toMatchObject({ content: 'Quanto fica?', quoted: { id: null, content: '[imagem] Bolsa preta' } });
  });

  it('a malformed quote never costs the reply: stored without a quote, 200', async () => {
    const res = await webhook(
      withData(upsert({ phone: '5511960000003', id: 'Q-BAD', text: 'Oi' }), {
        contextInfo: { stanzaId: { x: 1 }, quotedMessage: 'texto' },
      }),
    );
    expect(res.statusCode).toBe(200);
    const [message] = await chat(await customerId('5511960000003'));
    expect(message).toMatchObject({ content: 'Oi', quoted: null });
  });
});
