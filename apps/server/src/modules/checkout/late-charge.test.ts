import { beforeAll, describe, expect, it } from 'vitest';
import { checkoutText, TEST_CARDS, type PaymentResult } from '@ponte/domain/checkout';
import type { startAppmax } from '../../../test/fakes/appmax';
import { useListeningAppmaxApp } from '../../../test/peer-apps';
import { checkoutForm } from '../../../test/fixtures/checkout-form';
import { bearer, type TestContext } from '../../../test/helpers';
import { SHOP_PIX, waitingPixLists } from '../../../test/checkout-session';

/**
 * Issue 28: a card charge that lands on a list already paid. Staff may not confirm while the
 * customer's card attempt holds the list (409); a card the provider approved for a list that
 * another payment paid meanwhile is refunded through the provider, logged, and the customer
 * is told.
 */
let t: TestContext;
let appmax: Awaited<ReturnType<typeof startAppmax>>;
let base: string;
useListeningAppmaxApp((built) => ({ t, appmax, base } = built));

const staff = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(t.adminToken), ...(payload ? { payload } : {}) });
const useAppmax = (on: boolean) =>
  staff(
    'POST',
    '/api/configurations',
    on ? { appmax_access_token: appmax.token, appmax_url: appmax.baseUrl } : { appmax_access_token: '', ...SHOP_PIX },
  );

const newWaitingPix = waitingPixLists(() => t, {
  phonePrefix: '5531977',
  name: 'Cliente Tardio',
  ipPrefix: '10.9',
  product: { product: 'Câmera', price: 120, quantity: 1 },
});
/** A list whose checkout session has a PIX waiting (pending). */
async function listWithWaitingPix() {
  const { listId, token, pix } = await newWaitingPix();
  expect(pix.status).toBe('pending');
  return { listId, token, pixOrder: Number(pix.order_id) };
}
const card = () => ({
  number: TEST_CARDS.approved,
  holder_name: 'HELENA PRADO',
  expiry_month: '12',
  expiry_year: String(new Date().getFullYear() + 2),
  cvv: '123',
});
const pay = (token: string, payload: object, remoteAddress = '10.9.0.1') =>
  t.app.inject({ method: 'POST', url: `/api/checkout/${token}/process-payment`, payload, remoteAddress });
const payByCard = (token: string, i = 0) =>
  pay(token, checkoutForm({ payment_method: 'credit_card', card_data: card() }), `10.10.${i}.1`);
const salesOf = (listId: number) =>
  t.db.selectFrom('sales').select(['id', 'payment_id', 'status']).where('shopping_list_id', '=', listId).execute();
const paymentsOf = (listId: number) =>
  t.db
    .selectFrom('payments as p')
    .innerJoin('checkout_sessions as s', 's.id', 'p.session_id')
    .select(['p.id', 'p.status', 'p.method', 'p.charge_reference', 'p.message'])
    .where('s.shopping_list_id', '=', listId)
    .execute();

describe('through Appmax', () => {
  beforeAll(async () => {
    expect((await useAppmax(true)).statusCode).toBe(200);
  });

  async function hookUrl() {
    const url = (await staff('GET', '/api/checkout/appmax-webhook')).json().data.url as string;
    return `${base}${new URL(url).pathname}`;
  }

  it('staff cannot confirm while the card attempt holds the list (409, in Portuguese); afterwards they can', async () => {
    const { listId, token } = await listWithWaitingPix();
    let release!: () => void;
    appmax.control.hold = new Promise((resolve) => (release = resolve));
    const attempt = payByCard(token);
    // The attempt holds the session once its claim is written.
    await expect
      .poll(
        async () =>
          (
            await t.db
              .selectFrom('checkout_sessions')
              .select('status')
              .where('token', '=', token)
              .executeTakeFirstOrThrow()
          ).status,
      )
      .toBe('processing');
    const refused = await staff('POST', `/api/shopping-lists/${listId}/confirm-payment`);
    expect([refused.statusCode, refused.json().error, refused.json().code]).toEqual([
      409,
      checkoutText.attemptHoldsList,
      'payment_in_progress',
    ]);
    appmax.control.hold = null;
    release();
    await attempt;
    // The waiting PIX is the list's one 'Pendente' sale until staff confirm it.
    expect((await salesOf(listId)).map((s) => s.status)).toEqual(['pending']);
    const confirmed = await staff('POST', `/api/shopping-lists/${listId}/confirm-payment`);
    expect(confirmed.statusCode).toBe(200);
    expect((await salesOf(listId)).map((s) => s.status)).toEqual(['confirmed']);
  });

  it("a card approved while Appmax's notice pays the PIX is refunded at Appmax, logged, and the customer told", async () => {
    const { listId, token, pixOrder } = await listWithWaitingPix();
    const hook = await hookUrl();
    appmax.control.beforeCardAnswer = async () => {
      appmax.control.beforeCardAnswer = null;
      const order = appmax.orders.find((o) => o.id === pixOrder)!;
      order.status = 'aprovado';
      expect(JSON.parse((await appmax.notify(hook, 'OrderPaid', pixOrder, 'aprovado')).body).data.outcome).toBe(
        'confirmed',
      );
    };
    const answer = (await payByCard(token)).json().data as PaymentResult;
    expect([answer.status, answer.message]).toEqual(['failed', checkoutText.chargeRefunded]);
    const cardOrder = appmax.orders.at(-1)!;
    expect(appmax.refunds).toContainEqual({ orderId: cardOrder.id, type: 'total' });
    expect(cardOrder.status).toBe('estornado');
    const sales = await salesOf(listId);
    expect(sales.map((s) => s.status)).toEqual(['confirmed']);
    const payments = await paymentsOf(listId);
    expect(payments.find((p) => p.method === 'credit_card')).toMatchObject({
      status: 'cancelled',
      message: checkoutText.chargeRefunded,
    });
    const logged = await t.db
      .selectFrom('activity_log')
      .selectAll()
      .where('entity_type', '=', 'payment')
      .where('action', '=', 'refund')
      .execute();
    expect(logged.some((l) => JSON.parse(l.details!).list_id === listId)).toBe(true);
    // Admins see it on System Logs.
    const logs = await staff('GET', '/api/logs?category=activity:payment');
    expect(logs.json().data.entries[0]).toMatchObject({ level: 'warning', category: 'activity:payment' });
    // The customer's page says what happened.
    const view = (await t.app.inject({ method: 'GET', url: `/api/checkout/${token}` })).json().data;
    expect(view.status).toBe('paid');
  });

  it('a refund Appmax refuses leaves the payment failed, tells the customer staff will refund, and logs an error', async () => {
    const { listId, token, pixOrder } = await listWithWaitingPix();
    const hook = await hookUrl();
    appmax.control.beforeCardAnswer = async () => {
      appmax.control.beforeCardAnswer = null;
      appmax.orders.find((o) => o.id === pixOrder)!.status = 'aprovado';
      await appmax.notify(hook, 'OrderPaid', pixOrder, 'aprovado');
      appmax.control.failPath = '/refund';
      appmax.control.failWith = { httpStatus: 400, text: 'Estorno indisponível', data: {} };
    };
    try {
      const answer = (await payByCard(token)).json().data as PaymentResult;
      expect([answer.status, answer.message]).toEqual(['failed', checkoutText.chargeRefundPending]);
    } finally {
      appmax.control.failWith = null;
      appmax.control.failPath = null;
    }
    expect((await paymentsOf(listId)).find((p) => p.method === 'credit_card')?.status).toBe('failed');
    const errors = await t.db.selectFrom('server_errors').select('message').execute();
    expect(
      errors.some((e) => e.message.startsWith('Estorno não feito') && e.message.includes('Estorne manualmente')),
    ).toBe(true);
  });
});

describe('with the test provider: 25 staff confirmations racing 25 card attempts on one list', () => {
  beforeAll(async () => {
    expect((await useAppmax(false)).statusCode).toBe(200);
  });

  it('never a 5xx, one sale at most, no payment left processing, and every approved charge is the sale or refunded', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { listId, token } = await listWithWaitingPix();
      const calls = Array.from({ length: 50 }, (_, i) =>
        i % 2 === 0 ? staff('POST', `/api/shopping-lists/${listId}/confirm-payment`) : payByCard(token, i),
      );
      const answers = await Promise.all(calls);
      for (const a of answers) expect(a.statusCode).toBeLessThan(500);
      const sales = await salesOf(listId);
      expect(sales.map((s) => s.status)).toEqual(['confirmed']);
      const payments = await paymentsOf(listId);
      expect(payments.filter((p) => p.status === 'processing')).toEqual([]);
      const charges = await t.db
        .selectFrom('test_provider_charges')
        .select(['reference', 'status'])
        .where(
          'reference',
          'in',
          payments.map((p) => p.charge_reference ?? ''),
        )
        .execute();
      const salePayment = payments.find((p) => p.id === sales[0]!.payment_id)!;
      for (const c of charges.filter((c) => c.status === 'approved'))
        expect(c.reference).toBe(salePayment.charge_reference);
      // A refunded charge's customer was told so.
      for (const p of payments.filter((p) =>
        charges.some((c) => c.reference === p.charge_reference && c.status === 'refunded'),
      ))
        expect(p.message).toBe(checkoutText.chargeRefunded);
    }
  });
});
