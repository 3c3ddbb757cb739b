import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS, type PaymentResult } from '@ponte/domain/checkout';
import { salesErrorText, type Sale, type SalesPage, type SalesStats } from '@ponte/domain/sales';
import { SHOP_PIX } from '../../../test/checkout-session';
import { checkoutForm } from '../../../test/fixtures/checkout-form';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';

/**
 * Issue 28: a card under the provider's review and a PIX or boleto awaiting payment show on
 * /vendas as 'Pendente' sales, one per list, until the payment is confirmed (the confirmed sale
 * takes the row's place), cancelled or its link retired (the row goes). Only confirmed money
 * counts as paid, and the pending row's status is decided by its payment, not from /vendas.
 */
let t: TestContext;
let seller: { id: number };
beforeAll(async () => {
  t = await buildTestApp();
  seller = await t.staff('operador');
  const settings = await staff('POST', '/api/configurations', { appmax_access_token: '', ...SHOP_PIX });
  expect(settings.statusCode).toBe(200);
});
afterAll(() => t.close());

const staff = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(t.adminToken), ...(payload ? { payload } : {}) });
const pay = (token: string, payload: object, remoteAddress = '10.7.0.1') =>
  t.app.inject({ method: 'POST', url: `/api/checkout/${token}/process-payment`, payload, remoteAddress });
const card = (number: string) => ({
  number,
  holder_name: 'RAFAEL PENDENTE',
  expiry_month: '12',
  expiry_year: String(new Date().getFullYear() + 2),
  cvv: '123',
});

let seq = 0;
async function listWithLink() {
  seq += 1;
  const customer = (
    await staff('POST', '/api/customers', {
      phone: `5531966${String(100000 + seq)}`,
      name: `Cliente Pendente ${seq}`,
    })
  ).json().data;
  await t.db.updateTable('customers').set({ seller_id: seller.id }).where('id', '=', customer.id).execute();
  const list = (await staff('POST', '/api/shopping-lists', { user_id: customer.id, name: `Lista ${seq}` })).json().data;
  await staff('POST', '/api/shopping-lists/add-product', {
    list_id: list.id,
    product_name: 'Fone',
    product_price: 80,
    quantity: 1,
  });
  const token = (await staff('POST', '/api/checkout/create-session', { shopping_list_id: list.id })).json().data
    .token as string;
  return { listId: list.id as number, token, customerId: customer.id as number };
}

async function salesOfList(listId: number): Promise<Sale[]> {
  const page = (await staff('GET', '/api/sales?limit=100')).json().data as SalesPage;
  return page.sales.filter((s) => s.shopping_list_id === listId);
}

describe("'Pendente' sales", () => {
  it('a PIX awaiting payment is one pending sale at its amount, not paid money, and cannot be confirmed from /vendas', async () => {
    const { listId, token, customerId } = await listWithLink();
    const pix = (await pay(token, checkoutForm())).json().data as PaymentResult;
    expect(pix.status).toBe('pending');
    const [pending] = await salesOfList(listId);
    expect(await salesOfList(listId)).toHaveLength(1);
    expect(pending).toMatchObject({
      status: 'pending',
      awaiting_payment: true,
      payment_method: 'pix',
      user: { id: customerId },
      seller: { id: seller.id },
    });
    const session = (await t.app.inject({ method: 'GET', url: `/api/checkout/${token}` })).json().data;
    expect(pending!.total_brl).toBe(session.total_amount);
    expect(pending!.total_brl).toBe(pix.amount);

    // A second PIX on the same link keeps one row.
    expect(((await pay(token, checkoutForm())).json().data as PaymentResult).status).toBe('pending');
    expect(await salesOfList(listId)).toHaveLength(1);

    const stats = (await staff('GET', '/api/sales/stats?status=pending')).json().data as SalesStats;
    expect(stats.totalSales).toBeGreaterThanOrEqual(1);
    expect(stats.totalPaidBrl).toBe(0);

    const refused = await staff('PUT', `/api/sales/${pending!.id}/status`, { status: 'confirmed', reason: 'pago' });
    expect([refused.statusCode, refused.json().error, refused.json().code]).toEqual([
      409,
      salesErrorText.sale_awaiting_payment,
      'sale_awaiting_payment',
    ]);
    expect((await salesOfList(listId))[0]!.status).toBe('pending');

    // Staff confirm the PIX from the list: the confirmed sale takes the pending row's place.
    expect((await staff('POST', `/api/shopping-lists/${listId}/confirm-payment`)).statusCode).toBe(200);
    const after = await salesOfList(listId);
    expect(after.map((s) => [s.status, s.awaiting_payment])).toEqual([['confirmed', false]]);
    expect(after[0]!.total_brl).toBe(pending!.total_brl);
  });

  it('a card under review is pending until approved elsewhere; a declined retry keeps the row', async () => {
    const { listId, token } = await listWithLink();
    const review = (
      await pay(token, checkoutForm({ payment_method: 'credit_card', card_data: card(TEST_CARDS.pending) }))
    ).json().data as PaymentResult;
    expect(review.status).toBe('pending');
    expect((await salesOfList(listId)).map((s) => [s.status, s.payment_method])).toEqual([['pending', 'credit_card']]);
    const declined = await pay(
      token,
      checkoutForm({ payment_method: 'credit_card', card_data: card(TEST_CARDS.declined) }),
      '10.7.0.2',
    );
    expect(declined.statusCode).toBeLessThan(500);
    expect((await salesOfList(listId)).map((s) => s.status)).toEqual(['pending']);
    // An approved card on the same link: one confirmed sale, no pending row left.
    const approved = await pay(
      token,
      checkoutForm({ payment_method: 'credit_card', card_data: card(TEST_CARDS.approved) }),
      '10.7.0.3',
    );
    expect((approved.json().data as PaymentResult).status).toBe('approved');
    expect((await salesOfList(listId)).map((s) => s.status)).toEqual(['confirmed']);
  });

  it('a new link for the list retires the waiting PIX and its pending row', async () => {
    const { listId, token } = await listWithLink();
    expect(((await pay(token, checkoutForm())).json().data as PaymentResult).status).toBe('pending');
    expect(await salesOfList(listId)).toHaveLength(1);
    expect((await staff('POST', '/api/checkout/create-session', { shopping_list_id: listId })).statusCode).toBe(200);
    expect(await salesOfList(listId)).toEqual([]);
  });

  it('an admin-set pending sale (a paid one under dispute) can still change status from /vendas', async () => {
    const { listId, token } = await listWithLink();
    await pay(token, checkoutForm({ payment_method: 'credit_card', card_data: card(TEST_CARDS.approved) }));
    const [sale] = await salesOfList(listId);
    const toPending = await staff('PUT', `/api/sales/${sale!.id}/status`, {
      status: 'pending',
      reason: 'contestação',
    });
    expect(toPending.statusCode).toBe(200);
    expect(toPending.json().data).toMatchObject({ status: 'pending', awaiting_payment: false });
    const back = await staff('PUT', `/api/sales/${sale!.id}/status`, { status: 'confirmed', reason: 'resolvido' });
    expect(back.statusCode).toBe(200);
  });

  it('50 staff confirmations and new links at once on a waiting PIX: one confirmed sale or none, never a pending row beside it', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { listId, token } = await listWithLink();
      expect(((await pay(token, checkoutForm())).json().data as PaymentResult).status).toBe('pending');
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          i % 5 === 4
            ? staff('POST', '/api/checkout/create-session', { shopping_list_id: listId })
            : staff('POST', `/api/shopping-lists/${listId}/confirm-payment`),
        ),
      );
      for (const a of answers) expect(a.statusCode).toBeLessThan(500);
      const statuses = (await salesOfList(listId)).map((s) => s.status);
      expect(statuses.filter((s) => s === 'pending')).toEqual([]);
      expect(statuses.length).toBeLessThanOrEqual(1);
      const confirmedAnswers = answers.filter(
        (a) => a.statusCode === 200 && a.json().data?.payment_method !== undefined,
      );
      expect(statuses).toEqual(confirmedAnswers.length === 1 ? ['confirmed'] : []);
    }
  });
});
