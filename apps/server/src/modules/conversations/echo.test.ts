import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../db';
import { bearer, type TestContext, buildGatewayTestApp, newBotKey, postAsBot } from '../../../test/helpers';
import { sendAdminMessage, setText as sendText } from '../../../test/staff-chat';
import { upsert, type FakeEvolution } from '../../../test/fakes/evolution';

/** Issue 12: a staff reply the gateway echoes back (`fromMe`), before or after Ponte records it, is one message. */
let t: TestContext;
let evo: FakeEvolution;
let staff: { id: number; token: string };
let botKey: string;
beforeAll(async () => {
  ({ t, evo } = await buildGatewayTestApp());
  staff = await t.staff('operador');
  botKey = await newBotKey(t);
});
afterAll(async () => {
  await evo.close();
  await t.close();
});

const webhook = (payload: object) => t.app.inject({ method: 'POST', url: '/api/webhook/evolution', payload });
const echo = (phone: string, id: string, text: string) => webhook(upsert({ phone, id, text, fromMe: true }));
const setText = (phone: string, msg: string) => sendText(t, staff.token, { phone, msg });
const record = (userId: number, content: string, logId: number) =>
  sendAdminMessage(t, staff.token, { user_id: userId, content, gateway_log_id: logId });
const messagesOf = (customerId: number) =>
  t.db.selectFrom('messages').selectAll().where('customer_id', '=', customerId).orderBy('id').execute();

async function customer(phone: string) {
  await webhook(upsert({ phone, id: `FIRST-${phone}`, text: 'Oi' }));
  return t.db.selectFrom('customers').selectAll().where('phone', '=', phone).executeTakeFirstOrThrow();
}

describe('the gateway id from sendText makes a reply and its echo one message', () => {
  it('echo after the record: the echo is recognised by its id and adds nothing', async () => {
    const c = await customer('5511970000001');
    const sent = (await setText(c.phone, 'Seu pedido saiu')).json().data;
    expect(sent).toMatchObject({ status: 'sent', message_id: expect.any(String) });
    const recorded = (await record(c.id, 'Seu pedido saiu', sent.log_id)).json().data;
    const late = await echo(c.phone, sent.message_id, 'Seu pedido saiu');
    expect(late.json().data).toEqual({ stored: 0, duplicates: 1, ignored: 0 });
    const outgoing = (await messagesOf(c.id)).filter((m) => m.direction === 'outgoing');
    expect(outgoing).toEqual([
      expect.objectContaining({ id: recorded.id, external_id: sent.message_id, sender_id: staff.id, status: 'sent' }),
    ]);
  });

  it('echo before the record: the record becomes the echo’s row, with who sent it', async () => {
    const c = await customer('5511970000002');
    const sent = (await setText(c.phone, 'Chegou!')).json().data;
    expect((await echo(c.phone, sent.message_id, 'Chegou!')).json().data.stored).toBe(1);
    const [, echoed] = await messagesOf(c.id);
    expect(echoed).toMatchObject({ sender_id: null, external_id: sent.message_id });
    const recorded = await record(c.id, 'Chegou!', sent.log_id);
    expect(recorded.statusCode).toBe(200);
    expect(recorded.json().data).toMatchObject({
      id: echoed.id,
      sender_id: staff.id,
      sender_name: expect.any(String),
      status: 'sent',
    });
    const outgoing = (await messagesOf(c.id)).filter((m) => m.direction === 'outgoing');
    expect(outgoing).toEqual([
      expect.objectContaining({ id: echoed.id, sender_id: staff.id, external_id: sent.message_id }),
    ]);
  });

  it('20 echoes and records racing in pairs leave 20 messages, each with its sender', async () => {
    const c = await customer('5511970000003');
    const logs = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.db
          .insertInto('gateway_logs')
          .values({
            direction: 'outgoing',
            status: 'sent',
            phone: c.phone,
            message: `corrida ${i}`,
            error: null,
            instance: 'ponte',
            message_id: `RACE-${i}`,
            created_at: nowIso(),
          })
          .returning('id')
          .executeTakeFirstOrThrow(),
      ),
    );
    const answers = await Promise.all(
      logs.flatMap((log, i) => [echo(c.phone, `RACE-${i}`, `corrida ${i}`), record(c.id, `corrida ${i}`, log.id)]),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(40).fill(200));
    const outgoing = (await messagesOf(c.id)).filter((m) => m.direction === 'outgoing');
    expect(outgoing).toHaveLength(20);
    expect(new Set(outgoing.map((m) => m.external_id))).toEqual(new Set(logs.map((_, i) => `RACE-${i}`)));
    expect(outgoing.every((m) => m.sender_id === staff.id && m.status === 'sent')).toBe(true);
  });

  it("the bot's answer delivered through Ponte and its echo are one message", async () => {
    const c = await customer('5511970000004');
    const res = await postAsBot(t, botKey, '/api/message', { phone: c.phone, system_response: 'Posso ajudar?' });
    const [answer] = res.json().data.messages;
    const row = await t.db.selectFrom('messages').selectAll().where('id', '=', answer.id).executeTakeFirstOrThrow();
    expect(row.external_id).toMatch(/^3EB0/);
    expect((await echo(c.phone, row.external_id!, 'Posso ajudar?')).json().data.duplicates).toBe(1);
    expect((await messagesOf(c.id)).filter((m) => m.direction === 'outgoing')).toHaveLength(1);
  });
});

describe('sends without a gateway id', () => {
  it('a text staff recorded without an id takes the echo’s id once; a later echo of the same text is a new message', async () => {
    const c = await customer('5511970000005');
    await t.app.inject({
      method: 'POST',
      url: '/api/message',
      headers: bearer(staff.token),
      payload: { phone: c.phone, message: 'Obrigado!', admin_message: true },
    });
    expect((await echo(c.phone, 'PHONE-1', 'Obrigado!')).json().data.duplicates).toBe(1);
    let outgoing = (await messagesOf(c.id)).filter((m) => m.direction === 'outgoing');
    expect(outgoing).toEqual([expect.objectContaining({ external_id: 'PHONE-1', sender_id: staff.id })]);
    expect((await echo(c.phone, 'PHONE-2', 'Obrigado!')).json().data.stored).toBe(1);
    outgoing = (await messagesOf(c.id)).filter((m) => m.direction === 'outgoing');
    expect(outgoing.map((m) => m.external_id)).toEqual(['PHONE-1', 'PHONE-2']);
  });

  it('a reply typed on the phone (nothing recorded in Ponte) is kept as outgoing history', async () => {
    const c = await customer('5511970000006');
    expect((await echo(c.phone, 'PHONE-3', 'Respondi pelo celular')).json().data.stored).toBe(1);
    expect((await messagesOf(c.id)).at(-1)).toMatchObject({
      direction: 'outgoing',
      status: 'sent',
      sender_id: null,
      content: 'Respondi pelo celular',
    });
  });

  it('a failed send is never taken for an echo of the same text', async () => {
    const c = await customer('5511970000007');
    evo.control.notOnWhatsApp.add(c.phone);
    const failed = (await setText(c.phone, 'Teste')).json().data;
    evo.control.notOnWhatsApp.delete(c.phone);
    expect(failed.status).toBe('failed');
    await record(c.id, 'Teste', failed.log_id);
    expect((await echo(c.phone, 'PHONE-4', 'Teste')).json().data.stored).toBe(1);
    expect((await messagesOf(c.id)).filter((m) => m.direction === 'outgoing').map((m) => m.status)).toEqual([
      'failed',
      'sent',
    ]);
  });
});
