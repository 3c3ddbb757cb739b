import { describe, expect, it } from 'vitest';
import { attendanceBlockText, messageRetryText } from '@ponte/domain/conversations';
import { bearer, type TestContext, useGatewayTestApp } from '../../../test/helpers';
import { notifySupervisor, sendAdminMessage, sendFromChatScreen, setText } from '../../../test/staff-chat';
import { numberedCustomer } from '../../../test/customer-api';
import { useSocketClients } from '../../../test/sockets';
import { RETRY_STALE_MS } from './delivery-status';
import { EVOLUTION_KEY, messageUpdate, upsert, type FakeEvolution } from '../../../test/fakes/evolution';

// Issue 31: delivery ticks from the gateway's receipts, and a failed send retried from the message.
let t: TestContext;
let evo: FakeEvolution;
useGatewayTestApp((built) => ({ t, evo } = built));
const socketOf = useSocketClients(() => t.app);

let phoneSeq = 0;
async function customer() {
  phoneSeq += 1;
  return numberedCustomer(t, '55119444', phoneSeq);
}

/** The screen's send: setText through the gateway, then send-admin-message records it. */
async function send(token: string, c: { id: number; phone: string }, content: string) {
  const { recorded } = await sendFromChatScreen(t, token, c, content);
  return recorded.json().data as { id: number; status: string };
}

const webhook = (body: object, path = '/api/webhook/evolution') =>
  t.app.inject({ method: 'POST', url: path, headers: { apikey: EVOLUTION_KEY }, payload: body });
const externalIdOf = async (id: number) =>
  (await t.db.selectFrom('messages').select('external_id').where('id', '=', id).executeTakeFirstOrThrow()).external_id!;
const detail = (id: number, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/users/${id}`, headers: { ...bearer(t.adminToken), ...headers } });
const statusIn = async (customerId: number, messageId: number) =>
  ((await detail(customerId)).json().data.messages as { id: number; status: string }[]).find((m) => m.id === messageId)
    ?.status;
const retry = (token: string, id: number) =>
  t.app.inject({ method: 'POST', url: `/api/messages/${id}/retry`, headers: bearer(token) });

describe('delivery ticks from the gateway (messages.update)', () => {
  for (const major of [2, 1] as const) {
    it(`Evolution ${major === 2 ? '2.x (keyId)' : '1.8 (the key spread out)'}: sent, delivered, read, live for the chat's viewers`, async () => {
      const c = await customer();
      const message = await send(t.adminToken, c, 'Seu pedido saiu para entrega.');
      expect(message.status).toBe('sent');
      const id = await externalIdOf(message.id);
      const viewer = await socketOf(t.adminToken);
      await new Promise((resolve) => viewer.emit('chat:open', c.id, resolve));
      const heard: unknown[] = [];
      viewer.on('chat:status', (event) => heard.push(event));
      const etag = (await detail(c.id)).headers.etag as string;

      const res = await webhook(messageUpdate({ id, status: 'DELIVERY_ACK', phone: c.phone, major }));
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ updated: 1 });
      expect(await statusIn(c.id, message.id)).toBe('delivered');
      // The chat poll's ETag moved: a screen holding the old one reads the tick.
      expect((await detail(c.id, { 'if-none-match': etag })).statusCode).toBe(200);

      await webhook(messageUpdate({ id, status: 'READ', phone: c.phone, major }));
      expect(await statusIn(c.id, message.id)).toBe('read');
      // The poll that asks only for newer messages carries the ticks of those on screen.
      const poll = await t.app.inject({
        method: 'GET',
        url: `/api/users/${c.id}?after_id=${message.id}`,
        headers: bearer(t.adminToken),
      });
      expect(poll.json().data.messages).toEqual([]);
      expect(poll.json().data.deliveries).toEqual([{ id: message.id, status: 'read' }]);
      await expect
        .poll(() => heard)
        .toEqual([
          { userId: c.id, messageId: message.id, status: 'delivered' },
          { userId: c.id, messageId: message.id, status: 'read' },
        ]);
    });
  }

  it('a receipt never takes a message back: a late delivered or server ack after read changes nothing', async () => {
    const c = await customer();
    const message = await send(t.adminToken, c, 'Chegou!');
    const id = await externalIdOf(message.id);
    await webhook(messageUpdate({ id, status: 'READ' }));
    for (const status of ['DELIVERY_ACK', 'SERVER_ACK', 'PENDING', 'DELETED'] as const) {
      const res = await webhook(messageUpdate({ id, status }));
      expect(res.statusCode).toBe(200);
      expect(res.json().data.updated).toBe(0);
    }
    expect(await statusIn(c.id, message.id)).toBe('read');
  });

  it("a receipt that arrives before the message is recorded is kept and shown once it is; 'PLAYED' and Baileys' numbers read too", async () => {
    const c = await customer();
    const sent = await setText(t, t.adminToken, { phone: c.phone, msg: 'Áudio enviado' });
    const log = await t.db
      .selectFrom('gateway_logs')
      .select('message_id')
      .where('id', '=', sent.json().data.log_id)
      .executeTakeFirstOrThrow();
    // WhatsApp acknowledged it before the screen's second call recorded it.
    await webhook({ ...messageUpdate({ id: log.message_id!, status: 3 }), event: 'MESSAGES_UPDATE' });
    const recorded = await sendAdminMessage(t, t.adminToken, {
      user_id: c.id,
      content: 'Áudio enviado',
      gateway_log_id: sent.json().data.log_id,
    });
    expect(recorded.json().data.status).toBe('delivered');
    // A by-events URL ('messages-update') reaches the same handler.
    await webhook(messageUpdate({ id: log.message_id!, status: 'PLAYED' }), '/api/webhook/evolution/messages-update');
    expect(await statusIn(c.id, recorded.json().data.id)).toBe('read');
  });

  it("receipts of the customer's own messages, of groups or without an id are ignored; ERROR marks a sent message failed", async () => {
    const c = await customer();
    await webhook(upsert({ phone: c.phone, id: 'CUSTOMER-MSG-1', text: 'Oi' }));
    const res = await webhook(messageUpdate({ id: 'CUSTOMER-MSG-1', status: 'READ', fromMe: false }));
    expect(res.json().data).toMatchObject({ updated: 0, ignored: 1 });
    const incoming = (await detail(c.id)).json().data.messages.find((m: { content: string }) => m.content === 'Oi');
    expect(incoming.status).toBe('received');
    const group = messageUpdate({ id: 'GROUP-1', status: 'READ' });
    expect((await webhook({ ...group, data: { ...group.data, remoteJid: '1203630@g.us' } })).json().data.updated).toBe(
      0,
    );
    expect((await webhook({ ...group, data: { status: 'READ' } })).statusCode).toBe(200);
    expect((await webhook({ ...group, data: 'não é um objeto' })).statusCode).toBe(200);

    const message = await send(t.adminToken, c, 'Olá!');
    await webhook(messageUpdate({ id: await externalIdOf(message.id), status: 'ERROR' }));
    expect(await statusIn(c.id, message.id)).toBe('failed');
  });
});

describe('retrying a message that did not leave (POST /api/messages/:id/retry)', () => {
  it('a failed send is sent again in its place: sent, with the gateway id its receipts will use, and logged', async () => {
    const c = await customer();
    evo.control.notOnWhatsApp.add(c.phone);
    const message = await send(t.adminToken, c, 'Seu código de rastreio: BR123');
    expect(message.status).toBe('failed');
    evo.control.notOnWhatsApp.delete(c.phone);
    const before = evo.requests.length;

    const res = await retry(t.adminToken, message.id);

    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: message.id, status: 'sent', content: 'Seu código de rastreio: BR123' });
    const calls = evo.requests.slice(before).filter((r) => r.path === '/message/sendText/ponte');
    expect(calls.map((r) => r.json)).toEqual([{ number: c.phone, text: 'Seu código de rastreio: BR123' }]);
    const id = await externalIdOf(message.id);
    expect(id).toMatch(/^3EB0/);
    await webhook(messageUpdate({ id, status: 'DELIVERY_ACK' }));
    expect(await statusIn(c.id, message.id)).toBe('delivered');
    const log = await t.db
      .selectFrom('activity_log')
      .select('details')
      .where('entity_type', '=', 'chat')
      .where('entity_id', '=', String(c.id))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(log.details!)).toMatchObject({ message_id: message.id, retried: true, status: 'sent' });
    // Its echo is the same message, not a second one.
    await webhook(upsert({ phone: c.phone, id, text: 'Seu código de rastreio: BR123', fromMe: true }));
    expect((await detail(c.id)).json().data.messages).toHaveLength(1);
  });

  it('a message WhatsApp refused (ERROR receipt) can be retried; a retry that fails again stays failed and retryable', async () => {
    const c = await customer();
    const message = await send(t.adminToken, c, 'Oi de novo');
    await webhook(messageUpdate({ id: await externalIdOf(message.id), status: 'ERROR' }));
    evo.control.notOnWhatsApp.add(c.phone);
    const failed = await retry(t.adminToken, message.id);
    expect(failed.statusCode).toBe(200);
    expect(failed.json().data.status).toBe('failed');
    evo.control.notOnWhatsApp.delete(c.phone);
    expect((await retry(t.adminToken, message.id)).json().data.status).toBe('sent');
  });

  it('refuses what has nothing to retry: a sent or delivered message, a customer message (409), an unknown id (404)', async () => {
    const c = await customer();
    const message = await send(t.adminToken, c, 'Tudo certo');
    const res = await retry(t.adminToken, message.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, error: messageRetryText.notRetryable, code: 'message_not_retryable' });
    await webhook(upsert({ phone: c.phone, id: `IN-${c.id}`, text: 'Obrigada' }));
    const incoming = (await detail(c.id))
      .json()
      .data.messages.find((m: { content: string }) => m.content === 'Obrigada');
    expect((await retry(t.adminToken, incoming.id)).statusCode).toBe(409);
    const missing = await retry(t.adminToken, 99_999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(messageRetryText.notFound);
    expect((await retry(t.adminToken, 0)).statusCode).toBe(400);
  });

  it('a trainee blocked with the customer cannot retry there (423)', async () => {
    const trainee = await t.staff('trainee');
    const c = await customer();
    evo.control.notOnWhatsApp.add(c.phone);
    const message = await send(t.adminToken, c, 'Vou verificar');
    evo.control.notOnWhatsApp.delete(c.phone);
    await notifySupervisor(t, trainee.token, { customer_phone: c.phone, blocked_message: 'bloqueada' });
    const res = await retry(trainee.token, message.id);
    expect(res.statusCode).toBe(423);
    expect(res.json().error).toBe(attendanceBlockText.blocked);
    expect(await statusIn(c.id, message.id)).toBe('failed');
  });

  it('a retry that never finished (the server stopped mid-send) reads as failed once it is stale, and can be retried', async () => {
    const c = await customer();
    evo.control.notOnWhatsApp.add(c.phone);
    const message = await send(t.adminToken, c, 'Ficou pelo caminho');
    evo.control.notOnWhatsApp.delete(c.phone);
    const stopMidSend = (sendingAt: string | null) =>
      t.db
        .updateTable('messages')
        .set({ status: 'sending', sending_at: sendingAt })
        .where('id', '=', message.id)
        .execute();
    // Under way: not retried twice.
    await stopMidSend(new Date().toISOString());
    expect(await statusIn(c.id, message.id)).toBe('sending');
    expect((await retry(t.adminToken, message.id)).statusCode).toBe(409);
    // Older than any send can take: it never finished.
    await stopMidSend(new Date(Date.now() - RETRY_STALE_MS - 1000).toISOString());
    expect(await statusIn(c.id, message.id)).toBe('failed');
    const res = await retry(t.adminToken, message.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('sent');
    const row = await t.db
      .selectFrom('messages')
      .select(['status', 'sending_at'])
      .where('id', '=', message.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'sent', sending_at: null });
  });

  it('fifty retries at once send the message once: one 200, the others 409', async () => {
    const c = await customer();
    evo.control.notOnWhatsApp.add(c.phone);
    const message = await send(t.adminToken, c, 'Uma vez só');
    evo.control.notOnWhatsApp.delete(c.phone);
    const before = evo.requests.length;
    const results = await Promise.all(Array.from({ length: 50 }, () => retry(t.adminToken, message.id)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(49);
    expect(evo.requests.slice(before).filter((r) => r.path === '/message/sendText/ponte')).toHaveLength(1);
    expect(await statusIn(c.id, message.id)).toBe('sent');
  });
});
