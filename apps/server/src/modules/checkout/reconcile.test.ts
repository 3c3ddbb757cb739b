import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '@ponte/domain/checkout';
import { startAppmax } from '../../../test/fakes/appmax';
import { checkoutForm } from '../../../test/fixtures/checkout-form';
import { checkoutForNewCustomer } from '../../../test/checkout-session';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import { paymentRow as newPaymentRow } from '../../../test/sale-rows';
import { CLAIM_LEASE_MS, INTERRUPTED_MESSAGE, settleStaleClaims } from './reconcile';

/*
 * A crash mid-attempt leaves the session 'processing'. These tests build that state by hand
 * (the attempt's payment row, the claim time, and the provider's own record of the attempt)
 * and check that the next read or payment asks the provider before anything is charged again.
 */

let seq = 0;
const ip = () => `10.8.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const form = (cardNumber: string) =>
  checkoutForm({
    payment_method: 'credit_card',
    card_data: {
      number: cardNumber,
      holder_name: 'helena prado',
      expiry_month: '12',
      expiry_year: String(new Date().getFullYear() + 2),
      cvv: '123',
    },
  });

function harness(getT: () => TestContext) {
  const view = (token: string) =>
    getT().app.inject({ method: 'GET', url: `/api/checkout/${token}`, remoteAddress: ip() });
  const pay = (token: string, cardNumber: string = TEST_CARDS.approved) =>
    getT().app.inject({
      method: 'POST',
      url: `/api/checkout/${token}/process-payment`,
      payload: form(cardNumber),
      remoteAddress: ip(),
    });

  async function openSession() {
    seq += 1;
    const created = await checkoutForNewCustomer(
      getT().app,
      bearer(getT().adminToken),
      { phone: `5511966${String(100000 + seq)}`, name: `Cliente Crash ${seq}` },
      { name: `Lista Crash ${seq}`, product: 'Tênis', price: 100, quantity: 1 },
    );
    return getT()
      .db.selectFrom('checkout_sessions')
      .selectAll()
      .where('token', '=', created.token)
      .executeTakeFirstOrThrow();
  }

  /** The state a kill -9 during the charge leaves: the attempt's row and a claim `ageMs` old. */
  async function crashedAttempt(opts: { provider: 'test' | 'appmax'; providerRef?: string | null; ageMs?: number }) {
    const session = await openSession();
    const claimedAt = new Date(Date.now() - (opts.ageMs ?? CLAIM_LEASE_MS + 60_000)).toISOString();
    const reference = `${session.id}xcrash${seq}`;
    const payment = await getT()
      .db.insertInto('payments')
      .values(
        newPaymentRow({
          session_id: session.id,
          method: 'credit_card',
          status: 'processing',
          provider: opts.provider,
          provider_ref: opts.providerRef ?? null,
          amount_brl_cents: session.amount_brl_cents,
          installments: 1,
          card_brand: 'visa',
          card_last4: '1111',
          at: claimedAt,
          charge_reference: reference,
        }),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
    await getT()
      .db.updateTable('checkout_sessions')
      .set({ status: 'processing', claimed_at: claimedAt, updated_at: claimedAt })
      .where('id', '=', session.id)
      .execute();
    return { session, payment, reference, claimedAt };
  }

  const sessionRow = (id: number) =>
    getT().db.selectFrom('checkout_sessions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const paymentRow = (id: number) =>
    getT().db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const paymentsOf = (sessionId: number) =>
    getT().db.selectFrom('payments').selectAll().where('session_id', '=', sessionId).orderBy('id').execute();
  const salesOf = (sessionId: number) =>
    getT().db.selectFrom('sales').selectAll().where('checkout_session_id', '=', sessionId).execute();
  return { view, pay, crashedAttempt, sessionRow, paymentRow, paymentsOf, salesOf };
}

describe('a crashed attempt with the test provider is settled by its record', () => {
  let t: TestContext;
  const h = harness(() => t);
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const record = (
    reference: string,
    status: 'approved' | 'pending' | 'declined',
    providerRef = `TESTE-${reference.toUpperCase()}`,
  ) =>
    t.db
      .insertInto('test_provider_charges')
      .values({ reference, status, provider_ref: providerRef, created_at: new Date().toISOString() })
      .execute();

  it('approved in its record: the next read settles the session as paid with one sale, and a new payment is refused', async () => {
    const c = await h.crashedAttempt({ provider: 'test' });
    await record(c.reference, 'approved');
    const res = await h.view(c.session.token);
    expect(res.json().data.status).toBe('paid');
    expect(await h.paymentRow(c.payment.id)).toMatchObject({
      status: 'approved',
      provider_ref: `TESTE-${c.reference.toUpperCase()}`,
    });
    const again = await h.pay(c.session.token);
    expect(again.statusCode).toBe(409);
    expect(await h.salesOf(c.session.id)).toHaveLength(1);
    expect(await h.paymentsOf(c.session.id)).toHaveLength(1);
  });

  it('declined in its record: the claim is freed and the customer pays again', async () => {
    const c = await h.crashedAttempt({ provider: 'test' });
    await record(c.reference, 'declined');
    const res = await h.pay(c.session.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('approved');
    expect(await h.paymentRow(c.payment.id)).toMatchObject({ status: 'failed', message: INTERRUPTED_MESSAGE });
    expect(await h.salesOf(c.session.id)).toHaveLength(1);
  });

  it('no record of the attempt (nothing was charged): the claim is freed on the next read', async () => {
    const c = await h.crashedAttempt({ provider: 'test' });
    expect((await h.view(c.session.token)).json().data.status).toBe('open');
    expect(await h.sessionRow(c.session.id)).toMatchObject({ status: 'open', claimed_at: null });
    expect((await h.paymentRow(c.payment.id)).status).toBe('failed');
  });

  it('still pending in its record: the session stays claimed, renewed for another lease, and cannot be charged', async () => {
    const c = await h.crashedAttempt({ provider: 'test' });
    await record(c.reference, 'pending');
    const res = await h.pay(c.session.token);
    expect(res.statusCode).toBe(409);
    const row = await h.sessionRow(c.session.id);
    expect(row.status).toBe('processing');
    expect(Date.parse(row.claimed_at!)).toBeGreaterThan(Date.parse(c.claimedAt));
    expect(await h.paymentsOf(c.session.id)).toHaveLength(1);
    expect(await h.salesOf(c.session.id)).toHaveLength(0);
  });

  it('a claim younger than the lease is left alone: its attempt may still be running', async () => {
    const c = await h.crashedAttempt({ provider: 'test', ageMs: 30_000 });
    await record(c.reference, 'approved');
    expect((await h.pay(c.session.token)).statusCode).toBe(409);
    expect(await h.sessionRow(c.session.id)).toMatchObject({ status: 'processing', claimed_at: c.claimedAt });
    expect(await h.salesOf(c.session.id)).toHaveLength(0);
  });

  it('the minute sweep settles stale claims nobody reopens (the sale is made once, a dead attempt freed) and leaves young ones', async () => {
    const charged = await h.crashedAttempt({ provider: 'test' });
    await record(charged.reference, 'approved');
    const dead = await h.crashedAttempt({ provider: 'test' });
    const young = await h.crashedAttempt({ provider: 'test', ageMs: 30_000 });
    await record(young.reference, 'approved');
    // Two instances sweep at once: still one sale.
    await Promise.all([settleStaleClaims(t.app.ctx, async () => ''), settleStaleClaims(t.app.ctx, async () => '')]);
    expect(await h.sessionRow(charged.session.id)).toMatchObject({ status: 'paid' });
    expect(await h.salesOf(charged.session.id)).toHaveLength(1);
    expect(await h.sessionRow(dead.session.id)).toMatchObject({ status: 'open', claimed_at: null });
    expect((await h.paymentRow(dead.payment.id)).status).toBe('failed');
    expect(await h.sessionRow(young.session.id)).toMatchObject({ status: 'processing', claimed_at: young.claimedAt });
    expect(await h.salesOf(young.session.id)).toHaveLength(0);
  });

  it('a normal attempt records its reference before charging and the provider records its answer', async () => {
    const c = await h.crashedAttempt({ provider: 'test' });
    await h.view(c.session.token);
    expect((await h.pay(c.session.token, TEST_CARDS.declined)).json().data.status).toBe('declined');
    const [, attempt] = await h.paymentsOf(c.session.id);
    expect(attempt.charge_reference).toMatch(new RegExp(`^${c.session.id}x`));
    const ledger = await t.db
      .selectFrom('test_provider_charges')
      .selectAll()
      .where('reference', '=', attempt.charge_reference!)
      .executeTakeFirstOrThrow();
    expect(ledger.status).toBe('declined');
  });
});

describe('a crashed attempt with Appmax is settled by re-reading the order', () => {
  let t: TestContext;
  let appmax: Awaited<ReturnType<typeof startAppmax>>;
  const h = harness(() => t);
  beforeAll(async () => {
    t = await buildTestApp();
    appmax = await startAppmax();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/configurations',
      headers: bearer(t.adminToken),
      payload: { appmax_access_token: appmax.token, appmax_url: appmax.baseUrl },
    });
    expect(res.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await appmax.close();
  });

  /** An order as Appmax keeps it after the crash, in `status`. */
  async function order(status: string) {
    const post = async (path: string, body: object): Promise<{ id: number }> =>
      (
        (await (
          await fetch(`${appmax.baseUrl}${path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ 'access-token': appmax.token, ...body }),
          })
        ).json()) as { data: { id: number } }
      ).data;
    const customer = await post('/customer', {
      firstname: 'Helena',
      lastname: 'Prado',
      email: 'h@exemplo.com',
      telephone: '11987654321',
      ip: '10.0.0.1',
    });
    const created = await post('/order', {
      customer_id: customer.id,
      products: [{ sku: 'TEN', name: 'Tênis', qty: 1, price: 100 }],
    });
    appmax.orders.find((o) => o.id === created.id)!.status = status;
    return String(created.id);
  }
  const orderReads = (id: string) =>
    appmax.requests.filter((r) => r.method === 'GET' && r.path.endsWith(`/order/${id}`)).length;

  it("'aprovado': the next payment finds the order paid, settles the sale once and charges nothing", async () => {
    const id = await order('aprovado');
    const c = await h.crashedAttempt({ provider: 'appmax', providerRef: id });
    const orders = appmax.orders.length;
    const res = await h.pay(c.session.token);
    expect(res.statusCode).toBe(409);
    expect(await h.sessionRow(c.session.id)).toMatchObject({ status: 'paid', provider_order_id: id });
    const sales = await h.salesOf(c.session.id);
    expect(sales).toHaveLength(1);
    expect(sales[0].provider_order_id).toBe(id);
    expect(appmax.orders.length).toBe(orders);
    expect((await h.view(c.session.token)).json().data.status).toBe('paid');
    expect(await h.salesOf(c.session.id)).toHaveLength(1);
  });

  it("'cancelado': the claim is freed and a new attempt charges a new order", async () => {
    const id = await order('cancelado');
    const c = await h.crashedAttempt({ provider: 'appmax', providerRef: id });
    const res = await h.pay(c.session.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('approved');
    expect(res.json().data.order_id).not.toBe(id);
    expect(await h.paymentRow(c.payment.id)).toMatchObject({ status: 'failed', message: INTERRUPTED_MESSAGE });
  });

  it("'pendente': the session stays claimed and no new order is made", async () => {
    const id = await order('pendente');
    const c = await h.crashedAttempt({ provider: 'appmax', providerRef: id });
    const orders = appmax.orders.length;
    expect((await h.pay(c.session.token)).statusCode).toBe(409);
    expect(orderReads(id)).toBe(1);
    expect(appmax.orders.length).toBe(orders);
    expect((await h.sessionRow(c.session.id)).status).toBe('processing');
    // Renewed: the next read within the lease does not ask Appmax again.
    await h.view(c.session.token);
    expect(orderReads(id)).toBe(1);
  });

  it('no order id stored (the crash came before the order): freed without asking Appmax', async () => {
    const c = await h.crashedAttempt({ provider: 'appmax', providerRef: null });
    const reads = appmax.requests.filter((r) => r.method === 'GET').length;
    expect((await h.view(c.session.token)).json().data.status).toBe('open');
    expect(appmax.requests.filter((r) => r.method === 'GET').length).toBe(reads);
  });

  it('Appmax unreachable: the session stays claimed rather than risk a second charge', async () => {
    const id = await order('aprovado');
    const c = await h.crashedAttempt({ provider: 'appmax', providerRef: id });
    appmax.control.badGateway = true;
    try {
      expect((await h.pay(c.session.token)).statusCode).toBe(409);
    } finally {
      appmax.control.badGateway = false;
    }
    expect((await h.sessionRow(c.session.id)).status).toBe('processing');
    expect(await h.salesOf(c.session.id)).toHaveLength(0);
  });

  it('the order id is stored as soon as the order exists, before the payment call', async () => {
    const c = await h.crashedAttempt({ provider: 'appmax', providerRef: null });
    await h.view(c.session.token);
    const before = appmax.orders.length;
    // The payment call dies after the order was created (a proxy error page), as a crash there would.
    Object.assign(appmax.control, { badGateway: true, failPath: '/payment/' });
    try {
      expect((await h.pay(c.session.token)).statusCode).toBe(503);
    } finally {
      Object.assign(appmax.control, { badGateway: false, failPath: null });
    }
    const created = appmax.orders.slice(before);
    expect(created).toHaveLength(1);
    const [, attempt] = await h.paymentsOf(c.session.id);
    expect(attempt.provider_ref).toBe(String(created[0].id));
  });
});
