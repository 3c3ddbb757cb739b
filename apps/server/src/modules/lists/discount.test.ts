import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listText, type ShoppingList } from '@ponte/domain/lists';
import type { Role } from '@ponte/domain/roles';
import { bearer, type TestContext, activityAbout } from '../../../test/helpers';
import { buildListsTestApp } from '../../../test/lists-app';

/** Issue 11: a typed amount below the server quote is a discount only admins and supervisors give. */
let t: TestContext;
beforeAll(async () => {
  t = await buildListsTestApp();
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

let phoneSeq = 0;
/** A list of 2 × US$ 100 and its quote in BRL. */
async function quotedList() {
  phoneSeq += 1;
  const c = await api('POST', '/api/customers', t.adminToken, {
    phone: `55319${String(30000000 + phoneSeq).slice(-8)}`,
    name: 'Cliente Desconto',
  });
  const list = (
    await api('POST', '/api/shopping-lists', t.adminToken, { user_id: c.json().data.id, name: 'Lista' })
  ).json().data as ShoppingList;
  const res = await api('POST', '/api/shopping-lists/add-product', t.adminToken, {
    list_id: list.id,
    product_name: 'Bolsa',
    product_price: 100,
    quantity: 2,
  });
  const quoted = res.json().data as ShoppingList;
  return { id: list.id, quoteBrl: quoted.quote.summary.total_brl };
}

const sessionsOf = (listId: number) =>
  t.db.selectFrom('checkout_sessions').selectAll().where('shopping_list_id', '=', listId).execute();
const linkActivity = (listId: number) => activityAbout(t.db, 'checkout_session', listId);

describe('a typed payment-link amount below the quote', () => {
  it.each<[Role, number]>([
    ['admin', 200],
    ['operador', 200],
    ['trainee', 403],
  ])('%s typing half the quote answers %s', async (role, status) => {
    const list = await quotedList();
    const person = await t.staff(role);
    const typed = Math.round(list.quoteBrl * 50) / 100;
    const res = await api('POST', `/api/shopping-lists/${list.id}/payment-link`, person.token, { amount_brl: typed });
    expect(res.statusCode).toBe(status);
    if (status === 403) {
      expect(res.json()).toEqual({ success: false, error: listText.traineeDiscount, code: 'forbidden' });
      expect(await sessionsOf(list.id)).toHaveLength(0);
      expect(await linkActivity(list.id)).toHaveLength(0);
      const row = await t.db
        .selectFrom('shopping_lists')
        .select('payment_link')
        .where('id', '=', list.id)
        .executeTakeFirstOrThrow();
      expect(row.payment_link).toBeNull();
      return;
    }
    expect(res.json().data.amount_brl).toBe(typed);
    const [session] = await sessionsOf(list.id);
    expect(session!.amount_brl_cents).toBe(Math.round(typed * 100));
    const [entry] = await linkActivity(list.id);
    expect(entry!.user_id).toBe(person.id);
    expect(JSON.parse(entry!.details!)).toMatchObject({
      typed: true,
      typed_amount_brl: typed,
      quote_brl: list.quoteBrl,
      below_quote: true,
      typed_by: person.username,
      typed_by_role: role,
    });
  });

  it('a trainee may charge the quote or more, and the log says it was not a discount', async () => {
    const list = await quotedList();
    const trainee = await t.staff('trainee');
    for (const amount_brl of [list.quoteBrl, list.quoteBrl + 10]) {
      const res = await api('POST', `/api/shopping-lists/${list.id}/payment-link`, trainee.token, { amount_brl });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.amount_brl).toBe(amount_brl);
    }
    const entries = await linkActivity(list.id);
    expect(entries.map((e) => JSON.parse(e.details!).below_quote)).toEqual([false, false]);
  });

  it('a trainee cannot charge a lower total_brl saved on the list either (link or checkout session)', async () => {
    const list = await quotedList();
    const saved = await api('PUT', `/api/shopping-lists/${list.id}`, t.adminToken, { updates: { total_brl: 10 } });
    expect(saved.statusCode).toBe(200);
    const trainee = await t.staff('trainee');
    const link = await api('POST', `/api/shopping-lists/${list.id}/payment-link`, trainee.token, {});
    expect([link.statusCode, link.json().error]).toEqual([403, listText.traineeDiscount]);
    const session = await api('POST', '/api/checkout/create-session', trainee.token, { shopping_list_id: list.id });
    expect([session.statusCode, session.json().error]).toEqual([403, listText.traineeDiscount]);
    expect(await sessionsOf(list.id)).toHaveLength(0);
    // A supervisor sends the discounted link.
    const supervisor = await t.staff('operador');
    const ok = await api('POST', `/api/shopping-lists/${list.id}/payment-link`, supervisor.token, {});
    expect([ok.statusCode, ok.json().data.amount_brl]).toEqual([200, 10]);
  });

  it('without a typed amount a trainee charges the quote (and the club discount the screen offers)', async () => {
    const list = await quotedList();
    const trainee = await t.staff('trainee');
    expect(
      (await api('POST', `/api/shopping-lists/${list.id}/payment-link`, trainee.token, {})).json().data.amount_brl,
    ).toBe(list.quoteBrl);
    const club = await api('POST', `/api/shopping-lists/${list.id}/payment-link`, trainee.token, {
      club_discount: true,
    });
    expect(club.statusCode).toBe(200);
  });
});

/** Issue 28: no route lets a trainee put an amount below the quote on a list. */
describe('an amount below the quote exists only when an admin or a supervisor set it', () => {
  const listRow = (id: number) =>
    t.db
      .selectFrom('shopping_lists')
      .select(['total_brl_cents', 'total_brl_set_by', 'total_brl_set_by_role', 'total_brl_set_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const listOf = async (id: number, token = t.adminToken) =>
    (await api('GET', `/api/shopping-lists/${id}`, token)).json().data as ShoppingList;

  it('a trainee saving R$ 10 on a R$ 1.000+ list is refused (403) and nothing is written', async () => {
    const list = await quotedList();
    const trainee = await t.staff('trainee');
    const res = await api('PUT', `/api/shopping-lists/${list.id}`, trainee.token, { updates: { total_brl: 10 } });
    expect([res.statusCode, res.json().error]).toEqual([403, listText.traineeDiscount]);
    expect(await listRow(list.id)).toEqual({
      total_brl_cents: null,
      total_brl_set_by: null,
      total_brl_set_by_role: null,
      total_brl_set_at: null,
    });
    // An admin's later checkout charges the quote, not the refused R$ 10.
    const session = await api('POST', '/api/checkout/create-session', t.adminToken, { shopping_list_id: list.id });
    expect(session.json().data.amount_brl).toBe(list.quoteBrl);
  });

  it('a trainee may save the quote or more, recorded with who set it', async () => {
    const list = await quotedList();
    const trainee = await t.staff('trainee');
    const res = await api('PUT', `/api/shopping-lists/${list.id}`, trainee.token, {
      updates: { total_brl: list.quoteBrl + 5 },
    });
    expect(res.statusCode).toBe(200);
    expect((res.json().data as ShoppingList).total_brl_set_by).toMatchObject({ id: trainee.id, role: 'trainee' });
    expect(await listRow(list.id)).toMatchObject({ total_brl_set_by: trainee.id, total_brl_set_by_role: 'trainee' });
  });

  it("a supervisor's amount below the quote is kept with who set it; clearing it forgets the setter", async () => {
    const list = await quotedList();
    const supervisor = await t.staff('operador');
    await api('PUT', `/api/shopping-lists/${list.id}`, supervisor.token, { updates: { total_brl: 10 } });
    const kept = await listOf(list.id);
    expect([kept.total_brl, kept.total_brl_set_by?.id, kept.total_brl_set_by?.role]).toEqual([
      10,
      supervisor.id,
      'operador',
    ]);
    await api('PUT', `/api/shopping-lists/${list.id}`, supervisor.token, { updates: { total_brl: null } });
    expect((await listOf(list.id)).total_brl_set_by).toBeNull();
  });

  it('a refused link (trainee, R$ 10) leaves the list untouched; an accepted one keeps the amount typed with it', async () => {
    const list = await quotedList();
    const trainee = await t.staff('trainee');
    const refused = await api('POST', `/api/shopping-lists/${list.id}/payment-link`, trainee.token, {
      amount_brl: '10,00',
    });
    expect(refused.statusCode).toBe(403);
    expect((await listRow(list.id)).total_brl_cents).toBeNull();
    expect(await sessionsOf(list.id)).toHaveLength(0);

    const admin = await api('POST', '/api/checkout/create-session', t.adminToken, {
      shopping_list_id: list.id,
      amount_brl: '1.000,50',
    });
    expect([admin.statusCode, admin.json().data.amount_brl]).toEqual([200, 1000.5]);
    expect(await listRow(list.id)).toMatchObject({ total_brl_cents: 100050, total_brl_set_by_role: 'admin' });
  });

  it('a trainee amount the quote outgrew (new rates) is charged by nobody: 409 until an admin or supervisor types it again', async () => {
    const list = await quotedList();
    const trainee = await t.staff('trainee');
    await api('PUT', `/api/shopping-lists/${list.id}`, trainee.token, { updates: { total_brl: list.quoteBrl } });
    await api('POST', '/api/configurations', t.adminToken, { exchange_rate: 6.5 });
    try {
      const res = await api('POST', '/api/checkout/create-session', t.adminToken, { shopping_list_id: list.id });
      expect([res.statusCode, res.json().code]).toEqual([409, 'typed_amount_stale']);
      expect(await sessionsOf(list.id)).toHaveLength(0);
      const retyped = await api('POST', '/api/checkout/create-session', t.adminToken, {
        shopping_list_id: list.id,
        amount_brl: list.quoteBrl,
      });
      expect(retyped.statusCode).toBe(200);
    } finally {
      await api('POST', '/api/configurations', t.adminToken, { exchange_rate: 5.9 });
    }
  });

  it('50 at once: trainees saving the quote while the basket grows never leave an amount below the final quote', async () => {
    const list = await quotedList();
    const trainee = await t.staff('trainee');
    const calls = Array.from({ length: 50 }, (_, i) =>
      i % 2 === 0
        ? api('PUT', `/api/shopping-lists/${list.id}`, trainee.token, { updates: { total_brl: list.quoteBrl } })
        : api('POST', '/api/shopping-lists/add-product', t.adminToken, {
            list_id: list.id,
            product_name: `Meia ${i}`,
            product_price: 10,
            quantity: 1,
          }),
    );
    const answers = await Promise.all(calls);
    expect(answers.every((r) => [200, 201, 403].includes(r.statusCode))).toBe(true);
    const final = await listOf(list.id);
    if (final.total_brl !== null) expect(final.total_brl).toBeGreaterThanOrEqual(final.quote.summary.total_brl);
  });
});
