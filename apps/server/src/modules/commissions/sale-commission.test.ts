import { describe, expect, it } from 'vitest';
import { shopToday } from '@ponte/domain/dates';
import { payWithApprovedCard } from '../../../test/card-payment';
import { bearer, type TestContext, useTestApp } from '../../../test/helpers';

let t: TestContext;
useTestApp((built) => (t = built));

const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(t.adminToken), ...(payload ? { payload } : {}) });
/** A commission rule made by the admin: the rule as answered. */
const newRule = async (rule: object) => (await admin('POST', '/api/commissions/rules', rule)).json().data;
/** A campaign's rule for every sale of one shop day. */
const oneDayRule = (name: string, percentage: number, day: string) =>
  newRule({ name, min_value: 0, percentage, starts_on: day, ends_on: day });

/** A list of `usd` dollars for a customer of `sellerId`, paid at once with the approved test card. */
async function paidSale(sellerId: number, usd: number, phone: string) {
  const customer = (await admin('POST', '/api/customers', { phone, name: `Cliente ${phone}` })).json().data;
  await t.db.updateTable('customers').set({ seller_id: sellerId }).where('id', '=', customer.id).execute();
  const list = (await admin('POST', '/api/shopping-lists', { user_id: customer.id, name: 'Lista' })).json().data;
  await admin('POST', '/api/shopping-lists/add-product', {
    list_id: list.id,
    product_name: 'Relógio',
    product_price: usd,
    quantity: 1,
  });
  const session = (await admin('POST', '/api/checkout/create-session', { shopping_list_id: list.id })).json().data;
  const paid = await payWithApprovedCard(t, session.token, 'HELENA PRADO');
  expect(paid.json().data.status).toBe('approved');
  return t.db.selectFrom('sales').selectAll().where('shopping_list_id', '=', list.id).executeTakeFirstOrThrow();
}

describe('a sale made by the checkout keeps the commission rule of its moment', () => {
  it('applies the first active rule holding the USD total and keeps its name and percentage after the rule changes', async () => {
    const seller = await t.staff('operador');
    await admin('POST', '/api/commissions/rules', { name: 'Inativa', min_value: 0, percentage: 50 }).then(async (r) =>
      admin('PUT', `/api/commissions/rules/${r.json().data.id}`, { active: false }),
    );
    const rule = await newRule({ name: 'Bronze', min_value: 0, percentage: 4 });
    const sale = await paidSale(seller.id, 100, '5511966000001');
    // The rule matches the sale's USD total (the list's quote), not the BRL charged.
    expect(sale).toMatchObject({
      commission_rule_id: rule.id,
      commission_rule_name: 'Bronze',
      commission_percentage: 400,
      commission_cents: Math.round((sale.total_usd_cents * 4) / 100),
    });

    await admin('PUT', `/api/commissions/rules/${rule.id}`, { name: 'Ouro', percentage: 10 });
    await admin('DELETE', `/api/commissions/rules/${rule.id}`);
    const after = await t.db.selectFrom('sales').selectAll().where('id', '=', sale.id).executeTakeFirstOrThrow();
    expect(after).toEqual(sale);
  });

  it('with no rule holding the total the sale carries no rule and no commission', async () => {
    const seller = await t.staff('operador');
    const sale = await paidSale(seller.id, 50, '5511966000002');
    expect(sale).toMatchObject({ commission_cents: 0, commission_rule_id: null, commission_rule_name: null });
  });
});

describe("the admin's order and a campaign's days decide the rule of a sale (issue 28)", () => {
  const ruleIds = async () =>
    ((await admin('GET', '/api/commissions/rules')).json().data as { id: number }[]).map((r) => r.id);

  it("'VIP ≥ 10.000' added after a rule holding everything applies once moved first; the earlier sale keeps its commission", async () => {
    const seller = await t.staff('operador');
    const base = await newRule({ name: 'Base', min_value: 0, percentage: 3 });
    const vip = await newRule({ name: 'VIP', min_value: 10000, percentage: 9.5 });
    expect(vip.position).toBeGreaterThan(base.position);
    const before = await paidSale(seller.id, 12000, '5511966000010');
    expect(before.commission_rule_name).toBe('Base');

    const order = [vip.id, ...(await ruleIds()).filter((id) => id !== vip.id)];
    const moved = await admin('PUT', '/api/commissions/rules/order', { ids: order });
    expect(moved.statusCode).toBe(200);
    expect((moved.json().data as { id: number }[]).map((r) => r.id)).toEqual(order);
    const after = await paidSale(seller.id, 12000, '5511966000011');
    expect([after.commission_rule_name, after.commission_percentage]).toEqual(['VIP', 950]);
    expect(await t.db.selectFrom('sales').selectAll().where('id', '=', before.id).executeTakeFirstOrThrow()).toEqual(
      before,
    );
    await admin('DELETE', `/api/commissions/rules/${vip.id}`);
    await admin('DELETE', `/api/commissions/rules/${base.id}`);
  });

  it('a campaign rule first in the order counts on its days only', async () => {
    const seller = await t.staff('operador');
    const today = shopToday();
    const yesterday = shopToday(new Date(Date.now() - 86_400_000));
    const base = await newRule({ name: 'Base', min_value: 0, percentage: 3 });
    const past = await oneDayRule('Campanha passada', 20, yesterday);
    const now = await oneDayRule('Black Friday', 10, today);
    expect(now).toMatchObject({ starts_on: today, ends_on: today });
    await admin('PUT', '/api/commissions/rules/order', {
      ids: [past.id, now.id, ...(await ruleIds()).filter((id) => id !== past.id && id !== now.id)],
    });
    const sale = await paidSale(seller.id, 100, '5511966000012');
    expect([sale.commission_rule_name, Number(sale.commission_cents)]).toEqual([
      'Black Friday',
      Math.round(Number(sale.total_usd_cents) / 10),
    ]);
    for (const id of [base.id, past.id, now.id]) await admin('DELETE', `/api/commissions/rules/${id}`);
  });

  it('a reorder that leaves a rule out (or names one that is gone) is refused with 409 and changes nothing', async () => {
    const a = await newRule({ name: 'A', min_value: 0, percentage: 1 });
    const b = await newRule({ name: 'B', min_value: 0, percentage: 2 });
    const before = await ruleIds();
    for (const ids of [[b.id], [b.id, a.id, 999_999]]) {
      const res = await admin('PUT', '/api/commissions/rules/order', { ids });
      expect([res.statusCode, res.json().code]).toEqual([409, 'rule_order_stale']);
    }
    expect(await ruleIds()).toEqual(before);
    const twice = await admin('PUT', '/api/commissions/rules/order', { ids: [a.id, a.id] });
    expect(twice.statusCode).toBe(400);
    for (const id of [a.id, b.id]) await admin('DELETE', `/api/commissions/rules/${id}`);
  });

  it('50 reorders at once leave one of the orders sent, each position used once', async () => {
    const made: number[] = [];
    for (const name of ['R1', 'R2', 'R3', 'R4']) made.push((await newRule({ name, min_value: 0, percentage: 1 })).id);
    const all = await ruleIds();
    const orders = Array.from({ length: 50 }, (_, i) => (i % 2 === 0 ? [...all] : [...all].reverse()));
    const answers = await Promise.all(orders.map((ids) => admin('PUT', '/api/commissions/rules/order', { ids })));
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    const rows = await t.db.selectFrom('commission_rules').select(['id', 'position']).orderBy('position').execute();
    expect(rows.map((r) => r.position)).toEqual(rows.map((_, i) => i + 1));
    expect([all, [...all].reverse()]).toContainEqual(rows.map((r) => r.id));
    for (const id of made) await admin('DELETE', `/api/commissions/rules/${id}`);
  });
});
