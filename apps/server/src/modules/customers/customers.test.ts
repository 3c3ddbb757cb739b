import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_PAGE_SIZE } from '@ponte/domain/conversations';
import { nowIso } from '../../db';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import { customerRow } from '../../../test/customer-row';

let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = (await t.staff('trainee')).token;
});
afterAll(() => t.close());

async function customer(name: string, phone: string, email: string | null = null, lastActivity: string | null = null) {
  return t.db
    .insertInto('customers')
    .values(customerRow({ name, phone, email, createdAt: nowIso(), lastActivity }))
    .returningAll()
    .executeTakeFirstOrThrow();
}
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...bearer(token), ...headers } });

/** POST /api/chats/assign as the holder of `staffToken`. */
const assign = (staffToken: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/chats/assign', headers: bearer(staffToken), payload });

describe('GET /api/customers', () => {
  it("finds 'João' when searching 'joao' and 'JOÃO', and by e-mail", async () => {
    await customer('João Gonçalves', '5511987650001', 'jg@mail.com');
    await customer('Joana Silva', '5511987650002');
    for (const term of ['joao', 'JOÃO', 'gonçalves', 'goncalves', 'jg@mail']) {
      const names = (await get(`/api/customers?search=${encodeURIComponent(term)}`))
        .json()
        .data.map((c: { name: string }) => c.name);
      expect(names, term).toEqual(['João Gonçalves']);
    }
  });

  it('matches phone digits whatever the formatting', async () => {
    await customer('Carla Dias', '5521912345678');
    for (const term of ['(21) 91234-5678', '91234 5678', '+55 21 9123']) {
      const names = (await get(`/api/customers?search=${encodeURIComponent(term)}`))
        .json()
        .data.map((c: { name: string }) => c.name);
      expect(names, term).toEqual(['Carla Dias']);
    }
  });

  it('treats % and _ in the search as plain characters', async () => {
    expect((await get('/api/customers?search=%25')).json().data).toEqual([]);
    expect((await get('/api/customers?search=_')).json().data).toEqual([]);
  });

  it('paginates, most recent activity first, with totals and the summary of all customers', async () => {
    const base = Date.parse('2026-01-01T00:00:00Z');
    for (let i = 0; i < 25; i++)
      await customer(
        `Página ${i}`,
        `55119000000${String(i).padStart(2, '0')}`,
        null,
        new Date(base + i * 60_000).toISOString(),
      );
    const page1 = (await get('/api/customers?search=pagina&limit=10')).json();
    expect(page1.pagination).toEqual({ page: 1, limit: 10, total: 25, pages: 3 });
    expect(page1.data[0].name).toBe('Página 24');
    const page3 = (await get('/api/customers?search=pagina&limit=10&page=3')).json();
    expect(page3.data.map((c: { name: string }) => c.name)).toEqual([
      'Página 4',
      'Página 3',
      'Página 2',
      'Página 1',
      'Página 0',
    ]);
    expect(page1.summary.total).toBeGreaterThanOrEqual(28);
  });

  it('counts messages and lists per customer in the spec shape, and active/with-lists in the summary', async () => {
    const c = await customer('Contada', '5511955550000');
    const now = nowIso();
    await t.db
      .insertInto('messages')
      .values([
        { customer_id: c.id, content: 'a', direction: 'incoming', sender_id: null, external_id: null, created_at: now },
        { customer_id: c.id, content: 'b', direction: 'outgoing', sender_id: null, external_id: null, created_at: now },
      ])
      .execute();
    await t.db
      .insertInto('shopping_lists')
      .values({ customer_id: c.id, name: 'L', status: 'active', created_at: now, updated_at: now })
      .execute();
    const body = (await get('/api/customers?search=contada')).json();
    expect(body.data[0]).toMatchObject({
      messages: [{ count: 2 }],
      shopping_lists: [{ count: 1 }],
      bot_enabled: true,
      atendimento: false,
    });
    expect(body.summary.active).toBeGreaterThanOrEqual(1);
    expect(body.summary.withLists).toBeGreaterThanOrEqual(1);
  });

  it('refuses a page size above 100 with 400', async () => {
    expect((await get('/api/customers?limit=500')).statusCode).toBe(400);
    expect((await get('/api/customers?page=0')).statusCode).toBe(400);
  });
});

describe('GET /api/users/{id} (customer detail and chat)', () => {
  it('loads the latest messages first, older ones on demand, and only newer ones with after_id', async () => {
    const c = await customer('Longa Conversa', '5511944440000');
    const rows = Array.from({ length: MESSAGE_PAGE_SIZE + 10 }, (_, i) => ({
      customer_id: c.id,
      content: `m${i}`,
      direction: i % 2 ? ('outgoing' as const) : ('incoming' as const),
      sender_id: null,
      external_id: null,
      created_at: new Date(Date.parse('2026-02-01T00:00:00Z') + i * 1000).toISOString(),
    }));
    await t.db.insertInto('messages').values(rows).execute();
    const first = (await get(`/api/users/${c.id}`)).json().data;
    expect(first.messages).toHaveLength(MESSAGE_PAGE_SIZE);
    expect(first.messages[0].content).toBe('m10');
    expect(first.messages.at(-1).content).toBe(`m${MESSAGE_PAGE_SIZE + 9}`);
    expect(first.has_more).toBe(true);
    expect(first.message_count).toBe(MESSAGE_PAGE_SIZE + 10);
    const older = (await get(`/api/users/${c.id}?before_id=${first.messages[0].id}`)).json().data;
    expect(older.messages.map((m: { content: string }) => m.content)).toEqual([
      'm0',
      'm1',
      'm2',
      'm3',
      'm4',
      'm5',
      'm6',
      'm7',
      'm8',
      'm9',
    ]);
    expect(older.has_more).toBe(false);
    const last = first.messages.at(-1).id;
    expect((await get(`/api/users/${c.id}?after_id=${last}`)).json().data.messages).toEqual([]);
    await t.db
      .insertInto('messages')
      .values({ ...rows[0], content: 'nova' })
      .execute();
    const newer = (await get(`/api/users/${c.id}?after_id=${last}`)).json().data.messages;
    expect(newer.map((m: { content: string }) => m.content)).toEqual(['nova']);
  });

  it('answers 304 to an unchanged poll and 200 once something changed', async () => {
    const c = await customer('Poll', '5511933330000');
    const first = await get(`/api/users/${c.id}`);
    const etag = first.headers['etag'] as string;
    expect(etag).toBeTruthy();
    const same = await get(`/api/users/${c.id}`, { 'if-none-match': etag });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');
    await t.app.inject({
      method: 'POST',
      url: `/api/users/${c.id}/toggle-bot`,
      headers: bearer(token),
      payload: { enabled: false, atendimento: true },
    });
    const changed = await get(`/api/users/${c.id}`, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.user).toMatchObject({ bot_enabled: false, atendimento: true, botPaused: true });
  });

  it("answers 404 'Usuário não encontrado' for an unknown customer", async () => {
    const res = await get('/api/users/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('Usuário não encontrado');
  });
});

describe('bot toggle and assignment', () => {
  it('toggle-bot sets bot_enabled and, when given, atendimento; bot-status reads it back', async () => {
    const c = await customer('Toggle', '5511922220000');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/users/${c.id}/toggle-bot`,
      headers: bearer(token),
      payload: { enabled: false },
    });
    expect(res.json().data).toEqual({ bot_enabled: false, atendimento: false });
    expect((await get(`/api/users/${c.id}/bot-status`)).json().data.bot_enabled).toBe(false);
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/users/${c.id}/toggle-bot`,
      headers: bearer(token),
      payload: { enabled: 'sim' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('any staff member takes a chat; only admins and supervisors hand it to someone else', async () => {
    const c = await customer('Atribuir', '5511911110000');
    const trainee = await t.staff('trainee');
    const sup = await t.staff('operador');
    const self = await assign(trainee.token, { user_id: c.id });
    expect(self.json().data).toMatchObject({ user_id: c.id, seller_id: trainee.id });
    const other = await assign(trainee.token, { user_id: c.id, seller_id: sup.id });
    expect(other.statusCode).toBe(403);
    const bySup = await assign(sup.token, { user_id: c.id, seller_id: trainee.id });
    expect(bySup.statusCode).toBe(200);
    const row = await t.db.selectFrom('customers').selectAll().where('id', '=', c.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ seller_id: trainee.id, atendimento: 1 });
    const unknown = await assign(sup.token, { user_id: c.id, seller_id: 999999 });
    expect([unknown.statusCode, unknown.json().error]).toEqual([404, 'Atendente não encontrado']);
  });
});
