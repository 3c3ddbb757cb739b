import { describe, expect, it } from 'vitest';
import { quotedReplyText } from '@ponte/domain/conversations';
import { bearer, type TestContext, useGatewayTestApp } from '../../../test/helpers';
import { sendAdminMessage, setText as sendText } from '../../../test/staff-chat';
import { EVOLUTION_KEY, EVOLUTION_V1, EVOLUTION_V2, upsert, type FakeEvolution } from '../../../test/fakes/evolution';

// Issue 31: staff answer a message as a WhatsApp quoted reply.
let t: TestContext;
let evo: FakeEvolution;
useGatewayTestApp((built) => ({ t, evo } = built));

let seq = 0;
/** A customer who wrote `text` through the gateway (WhatsApp id `IN-<n>`); their id and that message's. */
async function customerWrote(text: string) {
  seq += 1;
  const phone = `55119333${String(seq).padStart(5, '0')}`;
  await t.app.inject({
    method: 'POST',
    url: '/api/webhook/evolution',
    headers: { apikey: EVOLUTION_KEY },
    payload: upsert({ phone, id: `IN-${seq}`, text }),
  });
  const customer = (
    await t.db.selectFrom('customers').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()
  ).id;
  const message = await t.db
    .selectFrom('messages')
    .select('id')
    .where('external_id', '=', `IN-${seq}`)
    .executeTakeFirstOrThrow();
  return { phone, customer, messageId: message.id, externalId: `IN-${seq}` };
}

const setText = (payload: Parameters<typeof sendText>[2]) => sendText(t, t.adminToken, payload);
const record = (payload: Parameters<typeof sendAdminMessage>[2]) => sendAdminMessage(t, t.adminToken, payload);
const lastSend = () => evo.requests.filter((r) => r.path === '/message/sendText/ponte').at(-1)!.json;

describe('a quoted reply', () => {
  it('goes to the gateway with the quoted message (2.x: `quoted`) and shows quoted in the history', async () => {
    const c = await customerWrote('Qual o prazo do meu pedido?');
    const reply = 'O prazo é de 15 dias úteis.';
    const sent = await setText({ phone: c.phone, msg: reply, quoted_id: c.messageId });
    expect(sent.statusCode).toBe(200);
    expect(lastSend()).toEqual({
      number: c.phone,
      text: reply,
      quoted: {
        key: { remoteJid: `${c.phone}@s.whatsapp.net`, fromMe: false, id: c.externalId },
        message: { conversation: 'Qual o prazo do meu pedido?' },
      },
    });
    const recorded = await record({
      user_id: c.customer,
      content: reply,
      gateway_log_id: sent.json().data.log_id,
      quoted_id: c.messageId,
    });
    expect(recorded.statusCode).toBe(200);
    expect(recorded.json().data.quoted).toEqual({ id: c.messageId, content: 'Qual o prazo do meu pedido?' });
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/users/${c.customer}`,
      headers: bearer(t.adminToken),
    });
    expect(history.json().data.messages.at(-1)).toMatchObject({
      content: reply,
      quoted: { id: c.messageId, content: 'Qual o prazo do meu pedido?' },
    });
  });

  it('on Evolution 1.8 the quote goes in `options.quoted`', async () => {
    evo.control.version = EVOLUTION_V1;
    // 'Testar conexão' reads the version and saves it: sending then speaks 1.8.
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/evolution/test', headers: bearer(t.adminToken) })).json().data
        .version,
    ).toBe('v1');
    try {
      const c = await customerWrote('Tem na cor azul?');
      const res = await setText({ phone: c.phone, msg: 'Tem sim!', quoted_id: c.messageId });
      expect(res.json().data.status).toBe('sent');
      expect(lastSend()).toEqual({
        number: c.phone,
        options: {
          quoted: {
            key: { remoteJid: `${c.phone}@s.whatsapp.net`, fromMe: false, id: c.externalId },
            message: { conversation: 'Tem na cor azul?' },
          },
        },
        textMessage: { text: 'Tem sim!' },
      });
    } finally {
      evo.control.version = EVOLUTION_V2;
      await t.app.inject({ method: 'POST', url: '/api/evolution/test', headers: bearer(t.adminToken) });
    }
  });

  it("refuses to quote another customer's message or one that does not exist (400 on quoted_id); nothing is sent", async () => {
    const a = await customerWrote('Oi, sou a Ana');
    const b = await customerWrote('Oi, sou o Bruno');
    const before = evo.requests.length;
    for (const quoted_id of [b.messageId, 99_999_999]) {
      const res = await setText({ phone: a.phone, msg: 'Olá!', quoted_id });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: quotedReplyText.notFound,
        details: { quoted_id: quotedReplyText.notFound },
      });
      const rec = await record({ user_id: a.customer, content: 'Olá!', quoted_id });
      expect(rec.statusCode).toBe(400);
    }
    for (const quoted_id of [0, -1, 'abc', 1.5]) {
      const res = await setText({ phone: a.phone, msg: 'Olá!', quoted_id });
      expect(res.statusCode).toBe(400);
      expect(res.json().details.quoted_id).toBe(quotedReplyText.invalid);
    }
    expect(evo.requests.length).toBe(before);
    const stored = await t.db.selectFrom('messages').select('id').where('customer_id', '=', a.customer).execute();
    expect(stored).toHaveLength(1);
  });
});
