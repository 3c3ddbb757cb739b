import { describe, expect, it } from 'vitest';
import { bearer, configureGateway, type TestContext, newBotKey, postAsBot } from '../../../test/helpers';
import { notifySupervisor, sendAdminMessage, sendFromChatScreen } from '../../../test/staff-chat';
import { EVOLUTION_KEY, startEvolution } from '../../../test/fakes/evolution';
import { useTestAppWithPeer } from '../../../test/peer-apps';

let t: TestContext;
let evo: Awaited<ReturnType<typeof startEvolution>>;
let botKey: string;
useTestAppWithPeer(startEvolution, async (built) => {
  ({ t, peer: evo } = built);
  botKey = await newBotKey(t);
});

const messagesOf = (customerId: number) =>
  t.db.selectFrom('messages').selectAll().where('customer_id', '=', customerId).orderBy('id').execute();
const botCall = (payload: object, key = botKey) => postAsBot(t, key, '/api/message', payload);

describe('POST /api/send-admin-message', () => {
  it('records the manual message as sent by the staff member, with the delivery status setText got', async () => {
    await configureGateway(t, { url: evo.url, apiKey: EVOLUTION_KEY });
    const seller = await t.staff('operador');
    const customer = (await botCall({ phone: '5511966660001', name: 'Renata', message: 'Oi' })).json().data;
    const customerChat = { id: customer.user_id, phone: '5511966660001' };
    const { recorded: res } = await sendFromChatScreen(t, seller.token, customerChat, 'Olá Renata!');
    expect(res.json().data).toMatchObject({
      direction: 'outgoing',
      status: 'sent',
      sender_id: seller.id,
      sender_name: seller.username,
      content: 'Olá Renata!',
    });
  });

  it("keeps 'not_configured' visible on the message when the gateway is off", async () => {
    await configureGateway(t, { url: evo.url, apiKey: EVOLUTION_KEY, enabled: false });
    const seller = await t.staff('trainee');
    const customer = (await botCall({ phone: '5511966660002', message: 'Oi' })).json().data;
    const customerChat = { id: customer.user_id, phone: '5511966660002' };
    const { recorded: res } = await sendFromChatScreen(t, seller.token, customerChat, 'Oi!');
    expect(res.json().data.status).toBe('not_configured');
    await configureGateway(t, { url: evo.url, apiKey: EVOLUTION_KEY });
  });

  it('answers 400 for empty content and 404 for an unknown customer', async () => {
    const s = await t.staff('trainee');
    const empty = await sendAdminMessage(t, s.token, { user_id: 1, content: ' ' });
    expect([empty.statusCode, empty.json().error]).toEqual([400, 'A mensagem é obrigatória']);
    const unknown = await sendAdminMessage(t, s.token, { user_id: 999999, content: 'x' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('POST /api/message (the bot)', () => {
  it('needs the bot key or a staff token', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/message', payload: { phone: '5511966660003', message: 'x' } }))
        .statusCode,
    ).toBe(401);
    expect((await botCall({ phone: '5511966660003', message: 'x' }, 'pbk_errada')).statusCode).toBe(401);
  });

  it('the same question sent 50 times at once (a retrying bot) is stored once', async () => {
    const first = await botCall({ phone: '5511966660099', name: 'Rita', message: 'Primeira' });
    const customerId = first.json().data.user_id as number;
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => botCall({ phone: '5511966660099', message: 'Ainda tem o perfume?' })),
    );
    for (const r of replies) expect(r.statusCode).toBe(200);
    const same = (await messagesOf(customerId)).filter((m) => m.content === 'Ainda tem o perfume?');
    expect(same).toHaveLength(1);
  });

  it("creates the customer on first contact and delivers the bot's answer through the gateway", async () => {
    const before = evo.requests.length;
    const res = await botCall({
      phone: '5511966660004',
      name: 'Pedro',
      email: 'pedro@mail.com',
      message: 'Quanto custa?',
      system_response: 'Vou calcular!',
    });
    expect(res.statusCode).toBe(200);
    const { user_id, messages } = res.json().data;
    expect(messages.map((m: { direction: string; status: string }) => [m.direction, m.status])).toEqual([
      ['incoming', 'received'],
      ['outgoing', 'sent'],
    ]);
    const c = await t.db.selectFrom('customers').selectAll().where('id', '=', user_id).executeTakeFirstOrThrow();
    expect(c).toMatchObject({ name: 'Pedro', email: 'pedro@mail.com', phone: '5511966660004' });
    expect(evo.requests.slice(before).map((r) => r.json)).toEqual([{ number: '5511966660004', text: 'Vou calcular!' }]);
  });

  it('does not store twice what the webhook already stored', async () => {
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/webhook/evolution',
      payload: {
        event: 'messages.upsert',
        instance: 'ponte',
        apikey: EVOLUTION_KEY,
        data: {
          key: { remoteJid: '5511966660005@s.whatsapp.net', fromMe: false, id: 'W1' },
          message: { conversation: 'Tem PS5?' },
        },
      },
    });
    expect(first.statusCode).toBe(200);
    const res = await botCall({ phone: '5511966660005', message: 'Tem PS5?', system_response: 'Temos sim!' });
    const msgs = await messagesOf(res.json().data.user_id);
    expect(msgs.map((m) => m.content)).toEqual(['Tem PS5?', 'Temos sim!']);
  });

  it('needs message or system_response (400)', async () => {
    const res = await botCall({ phone: '5511966660006' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toHaveProperty('message');
  });

  it('a staff admin_message is recorded as outgoing from that staff member without sending it again', async () => {
    const s = await t.staff('operador');
    const before = evo.requests.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/message',
      headers: bearer(s.token),
      payload: {
        phone: '5511966660007',
        name: 'Lia',
        email: '',
        message: 'Link de pagamento: https://...',
        system_response: '',
        admin_message: true,
      },
    });
    expect(res.json().data.messages[0]).toMatchObject({ direction: 'outgoing', status: 'recorded', sender_id: s.id });
    expect(evo.requests.length).toBe(before);
  });
});

describe('POST /api/chat/notify-supervisor', () => {
  it('stores the escalation with the signed-in trainee as author', async () => {
    const trainee = await t.staff('trainee');
    const res = await notifySupervisor(t, trainee.token, {
      trainee_id: 1,
      trainee_name: 'outro',
      customer_phone: '5511966660004',
      customer_name: 'Pedro',
      blocked_message: 'seu burro',
      ai_feedback: 'Insulto',
    });
    expect(res.statusCode).toBe(200);
    const row = await t.db.selectFrom('escalations').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      trainee_id: trainee.id,
      customer_phone: '5511966660004',
      blocked_message: 'seu burro',
    });
    expect(row.customer_id).not.toBeNull();
  });

  it('answers 400 without the blocked message', async () => {
    const trainee = await t.staff('trainee');
    const res = await notifySupervisor(t, trainee.token, { customer_phone: '1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toHaveProperty('blocked_message');
  });
});
