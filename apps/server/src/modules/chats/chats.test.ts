import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, configureGateway, type TestContext } from '../../../test/helpers';
import { EVOLUTION_KEY, upsert } from '../../../test/fakes/evolution';
import { chatStats } from './service';
import { unreadText } from '@ponte/domain/conversations';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
  await configureGateway(t, { url: 'http://127.0.0.1:9', apiKey: EVOLUTION_KEY });
});
afterAll(() => t.close());

const inbound = async (phone: string, id: string, text = 'Oi', pushName = 'Cliente') => {
  await t.app.inject({ method: 'POST', url: '/api/webhook/evolution', payload: upsert({ phone, id, text, pushName }) });
  return (await t.db.selectFrom('customers').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id;
};
const call = (
  token: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) => t.app.inject({ method, url, headers: { ...bearer(token), ...headers }, ...(payload ? { payload } : {}) });

describe('GET /api/chats/my-queue', () => {
  it("lists only the signed-in staff member's chats, newest first, and answers 304 while nothing changed", async () => {
    const me = await t.staff('trainee');
    const other = await t.staff('trainee');
    const a = await inbound('5511930000001', 'Q1', 'Primeiro', 'Ana');
    const b = await inbound('5511930000002', 'Q2', 'Segundo', 'Beto');
    const c = await inbound('5511930000003', 'Q3', 'Terceiro', 'Caio');
    await call(me.token, 'POST', '/api/chats/assign', { user_id: a });
    await call(me.token, 'POST', '/api/chats/assign', { user_id: b });
    await call(other.token, 'POST', '/api/chats/assign', { user_id: c });
    const res = await call(me.token, 'GET', '/api/chats/my-queue');
    const queue = res.json().data;
    expect(queue.map((q: { user: { name: string } }) => q.user.name)).toEqual(['Beto', 'Ana']);
    expect(queue[0]).toMatchObject({
      user_id: b,
      user: { phone: '5511930000002' },
      messages_count: 1,
      last_interaction: expect.stringMatching(/Z$/),
    });
    const etag = res.headers['etag'] as string;
    expect((await call(me.token, 'GET', '/api/chats/my-queue', undefined, { 'if-none-match': etag })).statusCode).toBe(
      304,
    );
    await inbound('5511930000001', 'Q4', 'Mais uma');
    expect((await call(me.token, 'GET', '/api/chats/my-queue', undefined, { 'if-none-match': etag })).statusCode).toBe(
      200,
    );
  });
});

describe('attendance panel', () => {
  it('waiting lists chats with the bot off and nobody assigned; stats count them', async () => {
    const sup = await t.staff('operador');
    const w = await inbound('5511930000010', 'W1', 'Quero falar com alguém', 'Dora');
    await call(sup.token, 'POST', `/api/users/${w}/toggle-bot`, { enabled: false, atendimento: false });
    const waiting = (await call(t.adminToken, 'GET', '/api/chats/waiting')).json().data;
    expect(waiting.map((x: { name: string }) => x.name)).toContain('Dora');
    const before = (await call(t.adminToken, 'GET', '/api/chats/stats')).json().data;
    await call(t.adminToken, 'POST', '/api/chats/assign', { user_id: w, seller_id: sup.id });
    await call(sup.token, 'POST', `/api/users/${w}/toggle-bot`, { enabled: true, atendimento: false });
    const after = (await call(t.adminToken, 'GET', '/api/chats/stats')).json().data;
    expect(after.redistributed).toBe(before.redistributed + 1);
    expect(after.closed).toBe(before.closed + 1);
    expect(Object.keys(after).sort()).toEqual(['active', 'closed', 'redistributed', 'total', 'waiting']);
  });

  it("'Chats Ativos' on the panel is one definition: bot off, an attendant assigned, in attendance (issue 29)", async () => {
    const before = await chatStats(t.db);
    const nobody = await inbound('5511930000090', 'AT1', 'Oi', 'Sem atendente');
    // In attendance but nobody assigned: waiting, not active.
    await t.db
      .updateTable('customers')
      .set({ bot_enabled: 0, atendimento: 1, seller_id: null })
      .where('id', '=', nobody)
      .execute();
    const mid = await chatStats(t.db);
    expect([mid.active, mid.waiting]).toEqual([before.active, before.waiting + 1]);
    const sup = await t.staff('operador');
    await t.db.updateTable('customers').set({ seller_id: sup.id }).where('id', '=', nobody).execute();
    const after = await chatStats(t.db);
    expect([after.active, after.waiting]).toEqual([before.active + 1, before.waiting]);
  });

  it("'Finalizados Hoje' counts from the start of the shop's day, not UTC's (issue 29)", async () => {
    // Far ahead, so no other test's rows fall on these days. 22:30 on 9 June in São Paulo is 01:30Z on the 10th.
    const closing = (at: string) => ({
      user_id: null,
      action: 'update',
      entity_type: 'chat',
      entity_id: null,
      details: JSON.stringify({ bot_enabled: true }),
      ip_address: null,
      created_at: at,
    });
    await t.db
      .insertInto('activity_log')
      .values([
        closing('2099-06-09T23:00:00.000Z'), // 20:00 on the 9th in São Paulo: today
        closing('2099-06-10T01:00:00.000Z'), // 22:00 on the 9th: today
        closing('2099-06-09T02:00:00.000Z'), // 23:00 on the 8th: yesterday
      ])
      .execute();
    expect((await chatStats(t.db, new Date('2099-06-10T01:30:00.000Z'))).closed).toBe(2);
    // At 00:30 on the 10th in São Paulo the day starts again.
    expect((await chatStats(t.db, new Date('2099-06-10T03:30:00.000Z'))).closed).toBe(0);
  });

  it('GET /api/attendance/active lists open shifts with the person', async () => {
    const s = await t.staff('trainee');
    await call(s.token, 'POST', '/api/attendance/clock-in');
    await call(s.token, 'POST', '/api/attendance/break', { reason: 'Pausa' });
    const rows = (await call(t.adminToken, 'GET', '/api/attendance/active')).json().data;
    expect(rows.find((r: { user_id: number }) => r.user_id === s.id)).toMatchObject({
      status: 'break',
      user: { name: s.username, role: 'trainee' },
    });
  });

  it('the panel polls (waiting, stats) answer 304 while nothing changed, 200 once a chat moved (issue 30)', async () => {
    const sup = await t.staff('operador');
    const poll = async (url: string) => {
      const res = await call(t.adminToken, 'GET', url);
      expect(res.statusCode).toBe(200);
      const etag = res.headers['etag'] as string;
      expect(etag).toMatch(/^W\/"/);
      return {
        etag,
        again: async () => (await call(t.adminToken, 'GET', url, undefined, { 'if-none-match': etag })).statusCode,
      };
    };
    const waiting = await poll('/api/chats/waiting');
    const stats = await poll('/api/chats/stats');
    expect([await waiting.again(), await stats.again()]).toEqual([304, 304]);
    // A chat handed to a person: one more waiting, and one more chat with the bot off.
    const id = await inbound('5511930000070', 'E1', 'Preciso de ajuda', 'Fabi');
    await call(sup.token, 'POST', `/api/users/${id}/toggle-bot`, { enabled: false, atendimento: false });
    expect([await waiting.again(), await stats.again()]).toEqual([200, 200]);
    const waitingNow = await poll('/api/chats/waiting');
    expect(await waitingNow.again()).toBe(304);
    // A new message in a waiting chat changes what the list shows (its count, its time).
    await inbound('5511930000070', 'E2', 'Alô?');
    expect(await waitingNow.again()).toBe(200);
  });

  it('the panel calls are admin-only', async () => {
    const sup = await t.staff('operador');
    for (const url of ['/api/chats/waiting', '/api/chats/stats', '/api/attendance/active']) {
      expect((await call(sup.token, 'GET', url)).statusCode).toBe(403);
    }
  });
});

describe('all-conversations inbox', () => {
  it('shows the last message and an unread count per staff member, cleared by reading', async () => {
    const reader = await t.staff('operador');
    const other = await t.staff('operador');
    const id = await inbound('5511930000020', 'I1', 'Bom dia', 'Elisa');
    await inbound('5511930000020', 'I2', 'Tem novidade?', 'Elisa');
    const find = async (token: string) =>
      (await call(token, 'GET', '/api/conversations?search=elisa'))
        .json()
        .data.find((c: { id: number }) => c.id === id);
    expect(await find(reader.token)).toMatchObject({ lastMessage: 'Tem novidade?', unread: 2, botPaused: false });
    await call(reader.token, 'POST', `/api/conversations/${id}/read`);
    expect((await find(reader.token)).unread).toBe(0);
    expect((await find(other.token)).unread).toBe(2);
    await inbound('5511930000020', 'I3', 'Alô', 'Elisa');
    expect((await find(reader.token)).unread).toBe(1);
  });

  it("issue 31: a read answers where the reader had stopped; 'Marcar como não lida' makes the newest customer message unread again", async () => {
    const reader = await t.staff('operador');
    const id = await inbound('5511930000031', 'U1', 'Oi', 'Flávia');
    await inbound('5511930000031', 'U2', 'Tem Kindle?', 'Flávia');
    const find = async () =>
      (await call(reader.token, 'GET', '/api/conversations?search=fl%C3%A1via'))
        .json()
        .data.find((c: { id: number }) => c.id === id);
    const first = (await call(reader.token, 'POST', `/api/conversations/${id}/read`)).json().data;
    expect(first.previous_read_message_id).toBeNull();
    expect(first.first_unread_message_id).toBeNull();
    const lastId = first.last_read_message_id as number;

    const unread = await call(reader.token, 'POST', `/api/conversations/${id}/unread`);
    expect(unread.statusCode).toBe(200);
    expect(unread.json().data).toEqual({
      customer_id: id,
      last_read_message_id: lastId - 1,
      previous_read_message_id: lastId,
      first_unread_message_id: null,
    });
    expect((await find()).unread).toBe(1);
    // Opened again: the read says where the reader had stopped, so the chat can show the first unread.
    const again = (await call(reader.token, 'POST', `/api/conversations/${id}/read`)).json().data;
    // The first unread one is named by its id: other chats' messages may sit between the two.
    expect(again).toMatchObject({
      last_read_message_id: lastId,
      previous_read_message_id: lastId - 1,
      first_unread_message_id: lastId,
    });
    expect((await find()).unread).toBe(0);

    // Nothing of the customer's to mark: 409; an unknown customer: 404.
    const quiet = await call(t.adminToken, 'POST', '/api/customers', { phone: '5511930000032', name: 'Sem mensagens' });
    const none = await call(reader.token, 'POST', `/api/conversations/${quiet.json().data.id}/unread`);
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ error: unreadText.nothingToMark, code: 'nothing_unread' });
    expect((await call(reader.token, 'POST', '/api/conversations/99999999/unread')).statusCode).toBe(404);
  });

  it('the 15-second poll answers 304 while the page is unchanged, 200 once a message or a read changes it', async () => {
    const reader = await t.staff('operador');
    const id = await inbound('5511930000021', 'P1', 'Oi de novo', 'Fábio');
    const url = '/api/conversations?search=f%C3%A1bio';
    const first = await call(reader.token, 'GET', url);
    const etag = String(first.headers.etag);
    expect([first.statusCode, etag]).toEqual([200, expect.stringMatching(/^W\/"/)]);
    const same = await call(reader.token, 'GET', url, undefined, { 'if-none-match': etag });
    expect([same.statusCode, same.body]).toEqual([304, '']);
    await inbound('5511930000021', 'P2', 'Chegou?', 'Fábio');
    const moved = await call(reader.token, 'GET', url, undefined, { 'if-none-match': etag });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data[0]).toMatchObject({ lastMessage: 'Chegou?', unread: 2 });
    const tag = String(moved.headers.etag);
    await call(reader.token, 'POST', `/api/conversations/${id}/read`);
    expect((await call(reader.token, 'GET', url, undefined, { 'if-none-match': tag })).statusCode).toBe(200);
  });
});
