import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS, type PaymentResult } from '@ponte/domain/checkout';
import { parsePixPayload } from '@ponte/domain/pix';
import type { startAppmax } from '../../../test/fakes/appmax';
import { useListeningAppmaxApp } from '../../../test/peer-apps';
import { bearer, type TestContext } from '../../../test/helpers';
import { checkoutForNewCustomer } from '../../../test/checkout-session';

let t: TestContext;
let appmax: Awaited<ReturnType<typeof startAppmax>>;
let base: string;
useListeningAppmaxApp((built) => ({ t, appmax, base } = built));
beforeAll(async () => {
  const res = await staff('POST', '/api/configurations', {
    appmax_access_token: appmax.token,
    appmax_url: appmax.baseUrl,
  });
  expect(res.statusCode).toBe(200);
});

function staff(method: 'GET' | 'POST', url: string, payload?: object, token?: string) {
  return t.app.inject({ method, url, headers: bearer(token ?? t.adminToken), ...(payload ? { payload } : {}) });
}

let seq = 0;
async function session() {
  seq += 1;
  const created = await checkoutForNewCustomer(
    t.app,
    bearer(t.adminToken),
    { phone: `5521966${String(100000 + seq)}`, name: `Appmax ${seq}` },
    { name: `Lista Appmax ${seq}`, product: 'Fone', price: 80, quantity: 1 },
  );
  return { list: { id: created.listId }, token: created.token, amount: created.amountBrl };
}
const body = (overrides: object = {}) => ({
  customer_name: 'Rafael Souza Lima',
  customer_email: 'rafael@exemplo.com',
  customer_phone: '21966554433',
  customer_cpf: '52998224725',
  customer_address: {
    street: 'Rua das Flores',
    number: '12',
    neighborhood: 'Centro',
    city: 'Rio de Janeiro',
    state: 'RJ',
    zipcode: '20010000',
  },
  payment_method: 'pix',
  card_data: null,
  installments: 1,
  ...overrides,
});
const card = (number: string) => ({
  number,
  holder_name: 'RAFAEL S LIMA',
  expiry_month: '10',
  expiry_year: String(new Date().getFullYear() + 1),
  cvv: '321',
});
const payWithKey = (token: string, payload: object, key: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/checkout/${token}/process-payment`,
    payload,
    headers: { 'idempotency-key': key },
  });
const pay = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/checkout/${token}/process-payment`, payload });

describe('checkout through Appmax', () => {
  it('the session is no longer in test mode', async () => {
    const s = await session();
    expect((await t.app.inject({ method: 'GET', url: `/api/checkout/${s.token}` })).json().data.test_mode).toBe(false);
  });

  it("an approved card creates the sale with Appmax's order id", async () => {
    const s = await session();
    const data = (
      await pay(s.token, body({ payment_method: 'credit_card', card_data: card(TEST_CARDS.approved), installments: 2 }))
    ).json().data as PaymentResult;
    expect(data.status).toBe('approved');
    const order = appmax.orders.at(-1)!;
    expect(data.order_id).toBe(String(order.id));
    const sale = await t.db
      .selectFrom('sales')
      .selectAll()
      .where('shopping_list_id', '=', s.list.id)
      .executeTakeFirstOrThrow();
    expect(sale.provider_order_id).toBe(String(order.id));
    // Appmax got the session's amount in reais.
    const orderCall = appmax.requests.filter((r) => r.path.endsWith('/order')).at(-1)!.json as { total?: number };
    expect(orderCall.total).toBe(s.amount);
  });

  it("a refused card comes back declined with Appmax's message", async () => {
    const s = await session();
    const data = (
      await pay(s.token, body({ payment_method: 'credit_card', card_data: card(TEST_CARDS.declined) }))
    ).json().data as PaymentResult;
    expect(data.status).toBe('declined');
    expect(data.message).toBeTruthy();
    expect(await t.db.selectFrom('sales').select('id').where('shopping_list_id', '=', s.list.id).execute()).toEqual([]);
  });

  it('PIX is pending until Appmax notifies; the notification is checked against Appmax before the sale', async () => {
    const s = await session();
    const data = (await pay(s.token, body())).json().data as PaymentResult;
    expect(data.status).toBe('pending');
    expect(parsePixPayload(data.pix_emv!)?.['54']).toBe(s.amount.toFixed(2));
    const orderId = Number(data.order_id);
    const url = (await staff('GET', '/api/checkout/appmax-webhook')).json().data.url as string;
    const hook = `${base}${new URL(url).pathname}`;

    // A forged "paid" while Appmax still says pending creates nothing.
    const forged = await fetch(hook, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ event: 'OrderPaid', data: { id: orderId, status: 'aprovado' } }),
    });
    expect(((await forged.json()) as { data: { outcome: string } }).data.outcome).toBe('not_paid_at_appmax');
    // The PIX waiting is the list's 'Pendente' sale, nothing more.
    expect(await t.db.selectFrom('sales').select('status').where('shopping_list_id', '=', s.list.id).execute()).toEqual(
      [{ status: 'pending' }],
    );

    const paid = await appmax.notify(hook, 'OrderPaid', orderId, 'aprovado');
    expect(paid.status).toBe(200);
    expect(JSON.parse(paid.body).data.outcome).toBe('confirmed');
    const sales = await t.db.selectFrom('sales').selectAll().where('shopping_list_id', '=', s.list.id).execute();
    expect(sales.map((sale) => sale.status)).toEqual(['confirmed']);
    // A repeated notification changes nothing.
    await appmax.notify(hook, 'OrderPaid', orderId, 'aprovado');
    expect(
      await t.db.selectFrom('sales').select('id').where('shopping_list_id', '=', s.list.id).execute(),
    ).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: `/api/checkout/${s.token}` })).json().data.status).toBe('paid');
  });

  it("Appmax's 'paid' notification overtaking the card's answer: one sale, the payment approved, the session paid", async () => {
    const s = await session();
    const url = (await staff('GET', '/api/checkout/appmax-webhook')).json().data.url as string;
    const hook = `${base}${new URL(url).pathname}`;
    let outcome = '';
    appmax.control.beforeCardAnswer = async (orderId) => {
      outcome = JSON.parse((await appmax.notify(hook, 'OrderPaid', orderId, 'aprovado')).body).data.outcome;
    };
    try {
      const data = (
        await pay(s.token, body({ payment_method: 'credit_card', card_data: card(TEST_CARDS.approved) }))
      ).json().data as PaymentResult;
      expect(outcome).toBe('confirmed');
      // The answer that came second does not undo the confirmation that came first.
      expect(data.status).toBe('approved');
    } finally {
      appmax.control.beforeCardAnswer = null;
    }
    const sales = await t.db.selectFrom('sales').select('id').where('shopping_list_id', '=', s.list.id).execute();
    expect(sales).toHaveLength(1);
    const payments = await t.db
      .selectFrom('payments')
      .innerJoin('checkout_sessions', 'checkout_sessions.id', 'payments.session_id')
      .select(['payments.status as payment', 'checkout_sessions.status as session'])
      .where('checkout_sessions.token', '=', s.token)
      .execute();
    expect(payments).toEqual([{ payment: 'approved', session: 'paid' }]);
    // Paid: the link takes no second payment.
    const again = await pay(s.token, body({ payment_method: 'credit_card', card_data: card(TEST_CARDS.approved) }));
    expect(again.statusCode).toBe(409);
  });

  it("a refund notice racing the 'paid' notice of a PIX Appmax says is paid never undoes the sale", async () => {
    const url = (await staff('GET', '/api/checkout/appmax-webhook')).json().data.url as string;
    const hook = `${base}${new URL(url).pathname}`;
    const post = (payload: object) =>
      fetch(hook, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) });
    const stateOf = (token: string) =>
      t.db
        .selectFrom('payments')
        .innerJoin('checkout_sessions', 'checkout_sessions.id', 'payments.session_id')
        .select(['payments.status as payment', 'checkout_sessions.status as session'])
        .where('checkout_sessions.token', '=', token)
        .executeTakeFirstOrThrow();
    const paidPix = async () => {
      const s = await session();
      const orderId = Number(((await pay(s.token, body())).json().data as PaymentResult).order_id);
      appmax.orders.find((o) => o.id === orderId)!.status = 'aprovado';
      return { ...s, orderId };
    };
    for (let round = 0; round < 10; round += 1) {
      const s = await paidPix();
      const replies = await Promise.all([
        post({ event: 'OrderPaid', data: { id: s.orderId, status: 'aprovado' } }),
        post({ event: 'OrderRefund', data: { id: s.orderId, status: 'estornado' } }),
      ]);
      for (const r of replies) expect(r.status).toBe(200);
      const sales = await t.db.selectFrom('sales').select('id').where('shopping_list_id', '=', s.list.id).execute();
      expect(sales).toHaveLength(1);
      expect(await stateOf(s.token)).toEqual({ payment: 'approved', session: 'paid' });
    }
    // One after the other, the refund notice first: the money Appmax says arrived still makes the sale.
    const s = await paidPix();
    await post({ event: 'OrderRefund', data: { id: s.orderId, status: 'estornado' } });
    expect(await stateOf(s.token)).toEqual({ payment: 'cancelled', session: 'open' });
    await post({ event: 'OrderPaid', data: { id: s.orderId, status: 'aprovado' } });
    expect(await stateOf(s.token)).toEqual({ payment: 'approved', session: 'paid' });
  });

  it('a wrong secret is 401; trainees cannot read the webhook address', async () => {
    const res = await fetch(`${base}/api/webhook/appmax/errado`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(401);
    const trainee = await t.staff('trainee');
    expect((await staff('GET', '/api/checkout/appmax-webhook', undefined, trainee.token)).statusCode).toBe(403);
  });

  it('Appmax down: the attempt answers 503 and the session stays payable', async () => {
    const s = await session();
    appmax.control.badGateway = true;
    try {
      const res = await payWithKey(s.token, body({ payment_method: 'boleto' }), 'same-form-key-1');
      expect(res.statusCode).toBe(503);
    } finally {
      appmax.control.badGateway = false;
    }
    // The customer's retry of the same form (same key) is a new attempt, not a replay of the failure.
    const boleto = (await payWithKey(s.token, body({ payment_method: 'boleto' }), 'same-form-key-1')).json()
      .data as PaymentResult;
    expect(boleto.status).toBe('pending');
    expect(boleto.boleto_line).toBeTruthy();
  });
});
