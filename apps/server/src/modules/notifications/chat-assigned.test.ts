import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationItem } from '@ponte/domain/notifications';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import { findOrCreateCustomer } from '../customers/service';

/** Issue 29: an attendant hears at once (toast, bell) of a chat someone else gave them. */

type Who = { id: number; username: string; token: string };
let t: TestContext;
let admin: Who;
let carla: Who;
let seller: Who;
let trainee: Who;
let everyone: Who[];
let phone = 5511966660000;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.staff('admin');
  carla = await t.staff('operador', 'carla.mendes');
  seller = await t.staff('operador');
  trainee = await t.staff('trainee');
  everyone = [admin, carla, seller, trainee];
});
afterAll(() => t.close());
beforeEach(async () => {
  vi.restoreAllMocks();
  for (const who of everyone)
    await t.app.inject({ method: 'POST', url: '/api/notifications/read', headers: bearer(who.token) });
});

const newCustomer = async (name = 'Maria Souza') =>
  (await findOrCreateCustomer(t.db, { phone: String((phone += 1)), name })).id;

async function assign(by: Who, customerId: number, to?: Who) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/chats/assign',
    headers: bearer(by.token),
    payload: { user_id: customerId, ...(to ? { seller_id: to.id } : {}) },
  });
  expect(res.statusCode).toBe(200);
}

const chatItems = async (who: Who) =>
  (
    (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(who.token) })).json().data
      .items as NotificationItem[]
  ).filter((i) => i.kind === 'chat_assigned');

const countOf = (who: Who, etag?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/notifications/count',
    headers: { ...bearer(who.token), ...(etag ? { 'if-none-match': etag } : {}) },
  });

/** The 'chat:assigned' events sent, as [staff id, payload]. */
function spyAssigned() {
  const toUser = vi.spyOn(t.app.ctx.realtime, 'toUser');
  return () =>
    toUser.mock.calls.filter(([, event]) => event === 'chat:assigned').map(([id, , payload]) => [id, payload]);
}

describe('a chat given to someone else', () => {
  it('tells the attendant at once, naming the customer and who gave it, and stays in their bell only', async () => {
    const maria = await newCustomer();
    const sent = spyAssigned();
    await assign(carla, maria, seller);
    expect(sent()).toEqual([[seller.id, { userId: maria, customer_name: 'Maria Souza', by: 'carla.mendes' }]]);
    expect(await chatItems(seller)).toEqual([
      expect.objectContaining({
        kind: 'chat_assigned',
        unread: true,
        customer_id: maria,
        customer_name: 'Maria Souza',
        actor_name: 'carla.mendes',
      }),
    ]);
    expect((await countOf(seller)).json().data.unread).toBe(1);
    for (const who of [admin, carla, trainee]) {
      expect(
        (await chatItems(who)).filter((i) => i.customer_id === maria),
        who.username,
      ).toEqual([]);
      expect((await countOf(who)).json().data.unread, who.username).toBe(0);
    }
  });

  it('read, the item stays in the bell without counting', async () => {
    const maria = await newCustomer();
    await assign(admin, maria, seller);
    await t.app.inject({ method: 'POST', url: '/api/notifications/read', headers: bearer(seller.token) });
    expect((await chatItems(seller)).filter((i) => i.customer_id === maria)).toEqual([
      expect.objectContaining({ unread: false }),
    ]);
    expect((await countOf(seller)).json().data.unread).toBe(0);
  });

  it('handed on, it reaches the new attendant; the one before keeps what they were told', async () => {
    const maria = await newCustomer();
    await assign(admin, maria, seller);
    const sent = spyAssigned();
    await assign(carla, maria, trainee);
    expect(sent()).toEqual([[trainee.id, { userId: maria, customer_name: 'Maria Souza', by: 'carla.mendes' }]]);
    expect((await chatItems(trainee)).map((i) => [i.customer_id, i.actor_name])).toEqual([[maria, 'carla.mendes']]);
    expect((await chatItems(seller)).map((i) => [i.customer_id, i.actor_name])).toContainEqual([maria, admin.username]);
  });

  it('a finished chat given back to its attendant is news again; one still theirs is not', async () => {
    const maria = await newCustomer();
    await assign(admin, maria, seller);
    const sent = spyAssigned();
    await assign(carla, maria, seller);
    expect(sent()).toEqual([[seller.id, { userId: maria, customer_name: 'Maria Souza', by: null }]]);
    expect((await chatItems(seller)).filter((i) => i.customer_id === maria)).toHaveLength(1);

    const finished = await t.app.inject({
      method: 'POST',
      url: `/api/users/${maria}/toggle-bot`,
      headers: bearer(seller.token),
      payload: { enabled: true, atendimento: false },
    });
    expect(finished.statusCode).toBe(200);
    await assign(carla, maria, seller);
    expect((await chatItems(seller)).filter((i) => i.customer_id === maria && i.unread)).toHaveLength(2);
  });
});

describe('a chat taken by oneself', () => {
  it('rings nothing: the event only refreshes the screens, and no bell has it', async () => {
    const maria = await newCustomer();
    const joao = await newCustomer('João Lima');
    const sent = spyAssigned();
    await assign(trainee, maria);
    await assign(carla, joao, carla);
    expect(sent()).toEqual([
      [trainee.id, { userId: maria, customer_name: 'Maria Souza', by: null }],
      [carla.id, { userId: joao, customer_name: 'João Lima', by: null }],
    ]);
    for (const who of everyone) {
      const items = (await chatItems(who)).filter((i) => i.customer_id === maria || i.customer_id === joao);
      expect(items, who.username).toEqual([]);
      expect((await countOf(who)).json().data.unread, who.username).toBe(0);
    }
  });
});

describe('the count poll', () => {
  it("answers 304 until a chat is given to me, then 200 with the new count; others' assignments leave it at 304", async () => {
    const first = await countOf(seller);
    const etag = first.headers.etag as string;
    expect(first.json().data.unread).toBe(0);
    expect((await countOf(seller, etag)).statusCode).toBe(304);

    await assign(admin, await newCustomer(), trainee);
    await assign(carla, await newCustomer(), carla);
    expect((await countOf(seller, etag)).statusCode).toBe(304);

    await assign(carla, await newCustomer(), seller);
    const changed = await countOf(seller, etag);
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().data.unread).toBe(1);
  });
});

describe('the bell window', () => {
  it('an assignment older than 7 days is gone from the bell', async () => {
    const maria = await newCustomer();
    await assign(admin, maria, seller);
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000).toISOString();
    await t.db
      .updateTable('chat_assignments')
      .set({ created_at: eightDaysAgo })
      .where('customer_id', '=', maria)
      .execute();
    expect((await chatItems(seller)).filter((i) => i.customer_id === maria)).toEqual([]);
  });

  it('an assignment refused writes nothing', async () => {
    const maria = await newCustomer();
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/chats/assign',
      headers: bearer(admin.token),
      payload: { user_id: maria, seller_id: 999_999 },
    });
    expect(refused.statusCode).toBe(404);
    expect(await t.db.selectFrom('chat_assignments').selectAll().where('customer_id', '=', maria).execute()).toEqual(
      [],
    );
  });
});
