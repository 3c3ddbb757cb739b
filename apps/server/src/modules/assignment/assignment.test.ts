import { beforeEach, describe, expect, it } from 'vitest';
import { assignmentText, AUTO_ASSIGNED_BY, DEFAULT_CHAT_LIMIT, OFFER_SECONDS } from '@ponte/domain/assignment';
import { bearer, useGatewayTestApp, type TestContext } from '../../../test/helpers';
import { EVOLUTION_KEY, upsert } from '../../../test/fakes/evolution';
import { distributeWaitingChats } from './service';

// Issue 32, fair assignment.
let t: TestContext;
useGatewayTestApp((built) => ({ t } = built));

type Member = Awaited<ReturnType<TestContext['staff']>>;
const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, token = t.adminToken) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const settings = (mode: string, default_limit = DEFAULT_CHAT_LIMIT) =>
  call('PUT', '/api/assignment/settings', { mode, default_limit });
const limit = (member: Member, value: number | null) =>
  call('PUT', `/api/assignment/limits/${member.id}`, { limit: value });

let seq = 0;
/** Staff clocked in (on a break when asked), each with their own limit. */
async function atWork(count: number, opts: { limits?: (number | null)[]; onBreak?: number[] } = {}) {
  const members: Member[] = [];
  for (let i = 0; i < count; i += 1) {
    const m = await t.staff('operador', `fila.${(seq += 1)}`);
    expect((await call('POST', '/api/attendance/clock-in', undefined, m.token)).statusCode).toBe(200);
    if (opts.onBreak?.includes(i))
      expect((await call('POST', '/api/attendance/break', { reason: 'Almoço' }, m.token)).statusCode).toBe(200);
    if (opts.limits?.[i] !== undefined) expect((await limit(m, opts.limits[i]!)).statusCode).toBe(200);
    members.push(m);
  }
  return members;
}
/** Customers waiting for a person: the bot off, nobody on the chat. */
async function waiting(count: number) {
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const phone = `55119666${String((seq += 1)).padStart(5, '0')}`;
    const row = await t.db
      .insertInto('customers')
      .values({
        phone,
        phone_key: phone,
        whatsapp_phone: phone,
        email: null,
        email_woocomerce: null,
        seller_id: null,
        name: `Espera ${seq}`,
        bot_enabled: 0,
        atendimento: 0,
        created_at: new Date(Date.now() - (count - i) * 1000).toISOString(),
        last_activity: new Date(Date.now() - (count - i) * 1000).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}
const openChatsOf = async (member: Member) =>
  (
    await t.db
      .selectFrom('customers')
      .select('id')
      .where('seller_id', '=', member.id)
      .where('bot_enabled', '=', 0)
      .where('atendimento', '=', 1)
      .execute()
  ).length;

/** Everyone at work goes home and every chat goes back to the bot: each test starts clean. */
beforeEach(async () => {
  await t.db.updateTable('attendance').set({ clock_out: new Date().toISOString(), status: 'finished' }).execute();
  await t.db.updateTable('customers').set({ bot_enabled: 1 }).execute();
  await t.db.deleteFrom('chat_offers').execute();
  await settings('manual');
});

describe('GET and PUT /api/assignment', () => {
  it('starts manual with a limit of 5; only an admin reads or changes it', async () => {
    const res = await call('GET', '/api/assignment');
    expect(res.json().data).toEqual({ mode: 'manual', default_limit: DEFAULT_CHAT_LIMIT, attendants: [] });
    const [member] = await atWork(1);
    for (const req of [
      ['GET', '/api/assignment'],
      ['PUT', '/api/assignment/settings', { mode: 'auto', default_limit: 3 }],
      ['PUT', `/api/assignment/limits/${member!.id}`, { limit: 2 }],
    ] as const) {
      expect((await call(req[0], req[1], req[2], member!.token)).statusCode).toBe(403);
      const trainee = await t.staff('trainee');
      expect((await call(req[0], req[1], req[2], trainee.token)).statusCode).toBe(403);
    }
    expect((await call('GET', '/api/assignment')).json().data.mode).toBe('manual');
  });

  it('refuses a wrong mode or limit naming the field, and keeps what was stored', async () => {
    await settings('auto', 4);
    for (const [body, field, message] of [
      [{ mode: 'sorteio', default_limit: 3 }, 'mode', assignmentText.invalidMode],
      [{ mode: 'auto', default_limit: 0 }, 'default_limit', assignmentText.invalidLimit],
      [{ mode: 'auto', default_limit: 51 }, 'default_limit', assignmentText.invalidLimit],
      [{ mode: 'auto', default_limit: 2.5 }, 'default_limit', assignmentText.invalidLimit],
    ] as const) {
      const res = await call('PUT', '/api/assignment/settings', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().details[field]).toBe(message);
    }
    const [member] = await atWork(1);
    const bad = await limit(member!, 0);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.limit).toBe(assignmentText.invalidLimit);
    expect((await call('PUT', '/api/assignment/limits/999999', { limit: 2 })).statusCode).toBe(404);
    const view = (await call('GET', '/api/assignment')).json().data;
    expect(view).toMatchObject({ mode: 'auto', default_limit: 4 });
    expect(view.attendants).toEqual([
      { staff_id: member!.id, name: member!.username, status: 'active', open_chats: 0, own_limit: null, limit: 4 },
    ]);
  });
});

describe("'auto': waiting chats go to the staff member with the fewest open chats", () => {
  it('fills the emptiest first, never past a limit, never to someone on a break; the others keep waiting', async () => {
    const [ana, bia, caio] = await atWork(3, { limits: [3, 1, null], onBreak: [2] });
    const ids = await waiting(6);
    await settings('auto', 5);
    expect(await openChatsOf(ana!)).toBe(3);
    expect(await openChatsOf(bia!)).toBe(1);
    expect(await openChatsOf(caio!)).toBe(0);
    // The longest waiting went first; two still wait.
    const left = await t.db
      .selectFrom('customers')
      .select('id')
      .where('id', 'in', ids)
      .where('seller_id', 'is', null)
      .execute();
    expect(left.map((r) => r.id)).toEqual(ids.slice(4));
    const view = (await call('GET', '/api/assignment')).json().data;
    expect(
      view.attendants.map((a: { open_chats: number; limit: number; status: string }) => [
        a.status,
        a.open_chats,
        a.limit,
      ]),
    ).toEqual([
      ['active', 3, 3],
      ['active', 1, 1],
      ['break', 0, 5],
    ]);
    // Caio's break ends: the next distribution gives him the rest.
    expect((await call('POST', '/api/attendance/resume', undefined, caio!.token)).statusCode).toBe(200);
    expect(await distributeWaitingChats(t.app.ctx)).toHaveLength(2);
    expect(await openChatsOf(caio!)).toBe(2);
  });

  it('a waiting customer who writes is assigned at once, recorded as automatic, and the attendant hears of it', async () => {
    const [ana] = await atWork(1);
    await settings('auto');
    const phone = `55119665${String((seq += 1)).padStart(5, '0')}`;
    await t.app.inject({
      method: 'POST',
      url: '/api/webhook/evolution',
      headers: { apikey: EVOLUTION_KEY },
      payload: upsert({ phone, id: `ASSIGN-${phone}-1`, text: 'Oi' }),
    });
    // New customers start with the bot; the bot hands the chat to a person.
    await t.db.updateTable('customers').set({ bot_enabled: 0 }).where('phone', '=', phone).execute();
    const heard: unknown[] = [];
    const toUser = t.app.realtime.toUser;
    t.app.realtime.toUser = ((...args: Parameters<typeof toUser>) => {
      if (args[0] === ana!.id && args[1] === 'chat:assigned') heard.push(args[2]);
      return toUser.apply(t.app.realtime, args);
    }) as typeof toUser;
    try {
      await t.app.inject({
        method: 'POST',
        url: '/api/webhook/evolution',
        headers: { apikey: EVOLUTION_KEY },
        payload: upsert({ phone, id: `ASSIGN-${phone}-2`, text: 'Quero falar com alguém' }),
      });
    } finally {
      t.app.realtime.toUser = toUser;
    }
    const customer = await t.db
      .selectFrom('customers')
      .selectAll()
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();
    expect(customer).toMatchObject({ seller_id: ana!.id, atendimento: 1 });
    expect(heard).toEqual([{ userId: customer.id, customer_name: customer.name, by: AUTO_ASSIGNED_BY }]);
    const given = await t.db
      .selectFrom('chat_assignments')
      .select(['staff_id', 'assigned_by'])
      .where('customer_id', '=', customer.id)
      .execute();
    expect(given).toEqual([{ staff_id: ana!.id, assigned_by: null }]);
  });

  it('50 chats arriving at once never give anybody more than their limit', async () => {
    await settings('auto');
    const members = await atWork(3, { limits: [2, 3, 5] });
    const ids = await waiting(50);
    const phones = await t.db.selectFrom('customers').select('phone').where('id', 'in', ids).execute();
    await Promise.all(
      phones.map((p, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/webhook/evolution',
          headers: { apikey: EVOLUTION_KEY },
          payload: upsert({ phone: p.phone, id: `BURST-${seq}-${i}`, text: 'Oi' }),
        }),
      ),
    );
    // A webhook whose distribution found another under way leaves its chat to that one or to
    // the next tick of the timer (off in tests): that tick, then the loads.
    await distributeWaitingChats(t.app.ctx);
    expect(await Promise.all(members.map(openChatsOf))).toEqual([2, 3, 5]);
    const rows = await t.db.selectFrom('chat_assignments').select('id').where('customer_id', 'in', ids).execute();
    expect(rows).toHaveLength(10);
  });
});

describe("'offer': a waiting chat is offered to one staff member at a time", () => {
  it('offers to the emptiest, keeps the offer while it is fresh, then offers it to someone else', async () => {
    const [ana, bia] = await atWork(2);
    await call('POST', '/api/chats/assign', { user_id: (await waiting(1))[0]!, seller_id: ana!.id });
    const [chat] = await waiting(1);
    await settings('offer');
    const offer = () => t.db.selectFrom('chat_offers').select(['staff_id']).where('customer_id', '=', chat!).execute();
    expect(await offer()).toEqual([{ staff_id: bia!.id }]);
    expect(await distributeWaitingChats(t.app.ctx)).toEqual([]);
    expect(await offer()).toEqual([{ staff_id: bia!.id }]);
    const later = new Date(Date.now() + (OFFER_SECONDS + 1) * 1000);
    expect(await distributeWaitingChats(t.app.ctx, later)).toHaveLength(1);
    expect(await offer()).toEqual([{ staff_id: ana!.id }]);
    // Nothing was assigned: the chat waits until someone takes it.
    expect(
      (await t.db.selectFrom('customers').select('seller_id').where('id', '=', chat!).executeTakeFirstOrThrow())
        .seller_id,
    ).toBeNull();
    await call('POST', '/api/chats/assign', { user_id: chat! }, ana!.token);
    await distributeWaitingChats(t.app.ctx);
    expect(await offer()).toEqual([]);
  });

  it("'Aceitar' takes the chat only while it waits: of fifty takers one gets it, the others a 409", async () => {
    const members = await atWork(2);
    const [chat] = await waiting(1);
    await settings('offer');
    const takes = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call('POST', `/api/assignment/offers/${chat!}/accept`, undefined, members[i % 2]!.token),
      ),
    );
    const won = takes.filter((r) => r.statusCode === 200);
    expect(won).toHaveLength(1);
    expect(takes.filter((r) => r.statusCode === 409).map((r) => r.json().code)).toEqual(
      Array(49).fill('chat_already_taken'),
    );
    expect(takes.find((r) => r.statusCode === 409)!.json().error).toBe(assignmentText.offerTaken);
    const winner = won[0]!.json().data.seller_id;
    const row = await t.db
      .selectFrom('customers')
      .select(['seller_id', 'atendimento'])
      .where('id', '=', chat!)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ seller_id: winner, atendimento: 1 });
    expect(
      await t.db.selectFrom('chat_offers').select('customer_id').where('customer_id', '=', chat!).execute(),
    ).toEqual([]);
    const given = await t.db
      .selectFrom('chat_assignments')
      .select(['staff_id', 'assigned_by'])
      .where('customer_id', '=', chat!)
      .execute();
    // Taken, not given: recorded as the taker's own, so their bell does not report it.
    expect(given).toEqual([{ staff_id: winner, assigned_by: winner }]);
    expect((await call('POST', '/api/assignment/offers/999999/accept', undefined, members[0]!.token)).statusCode).toBe(
      404,
    );
  });

  it('going back to manual withdraws every offer', async () => {
    await atWork(1);
    await waiting(2);
    await settings('offer');
    expect(await t.db.selectFrom('chat_offers').select('customer_id').execute()).toHaveLength(2);
    await settings('manual');
    expect(await t.db.selectFrom('chat_offers').select('customer_id').execute()).toEqual([]);
  });
});
