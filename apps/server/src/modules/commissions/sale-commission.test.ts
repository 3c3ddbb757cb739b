import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '@ponte/domain/checkout';
import { checkoutForm } from '../../../test/fixtures/checkout-form';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(t.adminToken), ...(payload ? { payload } : {}) });

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
  const card = {
    number: TEST_CARDS.approved,
    holder_name: 'HELENA PRADO',
    expiry_month: '12',
    expiry_year: String(new Date().getFullYear() + 2),
    cvv: '123',
  };
  const paid = await t.app.inject({
    method: 'POST',
    url: `/api/checkout/${session.token}/process-payment`,
    payload: checkoutForm({ payment_method: 'credit_card', card_data: card }),
  });
  expect(paid.json().data.status).toBe('approved');
  return t.db.selectFrom('sales').selectAll().where('shopping_list_id', '=', list.id).executeTakeFirstOrThrow();
}

describe('a sale made by the checkout keeps the commission rule of its moment', () => {
  it('applies the first active rule holding the USD total and keeps its name and percentage after the rule changes', async () => {
    const seller = await t.staff('operador');
    await admin('POST', '/api/commissions/rules', { name: 'Inativa', min_value: 0, percentage: 50 }).then(async (r) =>
      admin('PUT', `/api/commissions/rules/${r.json().data.id}`, { active: false }),
    );
    const rule = (await admin('POST', '/api/commissions/rules', { name: 'Bronze', min_value: 0, percentage: 4 })).json()
      .data;
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
