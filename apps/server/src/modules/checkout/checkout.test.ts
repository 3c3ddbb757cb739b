import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { hasError, parsePix } from 'pix-utils';
import { checkoutText, TEST_CARDS, type PaymentResult } from '@ponte/domain/checkout';
import { type FakeEvolution } from '../../../test/fakes/evolution';
import { SHOP_PIX } from '../../../test/checkout-session';
import { checkoutForm } from '../../../test/fixtures/checkout-form';
import { bearer, type TestContext, buildGatewayTestApp } from '../../../test/helpers';

let t: TestContext;
let evo: FakeEvolution;
beforeAll(async () => {
  ({ t, evo } = await buildGatewayTestApp({ publicUrl: 'https://loja.exemplo.com.br' }));
});
afterAll(async () => {
  await t.close();
  await evo.close();
});

const staff = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = t.adminToken) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const pub = (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method,
    url,
    headers,
    remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    ...(payload ? { payload } : {}),
  });

let seq = 0;
/** A customer with a seller, a list with two items and an open checkout session. */
async function session(opts: { sellerId?: number } = {}) {
  seq += 1;
  const customer = (
    await staff('POST', '/api/customers', { phone: `5511977${String(100000 + seq)}`, name: `Cliente Checkout ${seq}` })
  ).json().data;
  if (opts.sellerId)
    await t.db.updateTable('customers').set({ seller_id: opts.sellerId }).where('id', '=', customer.id).execute();
  const list = (await staff('POST', '/api/shopping-lists', { user_id: customer.id, name: `Lista ${seq}` })).json().data;
  await staff('POST', '/api/shopping-lists/add-product', {
    list_id: list.id,
    product_name: 'Tênis',
    product_price: 100,
    quantity: 2,
  });
  const created = (await staff('POST', '/api/checkout/create-session', { shopping_list_id: list.id })).json().data;
  return { customer, list, token: created.token as string, amount: created.amount_brl as number };
}

const body = checkoutForm;
const card = (number: string) => ({
  number,
  holder_name: 'helena prado',
  expiry_month: '12',
  expiry_year: String(new Date().getFullYear() + 2),
  cvv: '123',
});
/** The id of the checkout session behind a link token. */
const sessionIdOf = async (token: string) =>
  (await t.db.selectFrom('checkout_sessions').select('id').where('token', '=', token).executeTakeFirstOrThrow()).id;
/** The sales confirmed for a checkout session. */
const salesOfSession = (sessionId: number) =>
  t.db.selectFrom('sales').select('id').where('checkout_session_id', '=', sessionId).execute();
const pay = (token: string, payload: object, key?: string) =>
  pub('POST', `/api/checkout/${token}/process-payment`, payload, key ? { 'idempotency-key': key } : {});
const setPix = () => staff('POST', '/api/configurations', SHOP_PIX);

describe('GET /api/checkout/{token}', () => {
  it('shows the session without a token: amount, items, customer, test mode', async () => {
    const s = await session();
    const res = await pub('GET', `/api/checkout/${s.token}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      token: s.token,
      status: 'open',
      total_amount: s.amount,
      test_mode: true,
      shopping_list: {
        name: s.list.name,
        shopping_list_items: [{ quantity: 2, product_name: 'Tênis' }],
        user: { name: s.customer.name },
      },
      payment: null,
    });
  });

  it("an unknown token is 404 'Sessão não encontrada'; an expired one is 410", async () => {
    const unknown = await pub('GET', `/api/checkout/${'x'.repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Sessão não encontrada');
    const s = await session();
    await t.db
      .updateTable('checkout_sessions')
      .set({ expires_at: '2020-01-01T00:00:00.000Z' })
      .where('token', '=', s.token)
      .execute();
    const expired = await pub('GET', `/api/checkout/${s.token}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error).toBe(checkoutText.sessionExpired);
    expect((await pay(s.token, body())).statusCode).toBe(410);
  });

  it('installments: 12 options, the first three without interest and exactly the total', async () => {
    const s = await session();
    const options = (await pub('GET', `/api/checkout/${s.token}/installments`)).json().data;
    expect(options).toHaveLength(12);
    expect(
      options
        .slice(0, 3)
        .map((o: { total_amount: number; interest_free: boolean }) => [o.total_amount, o.interest_free]),
    ).toEqual([
      [s.amount, true],
      [s.amount, true],
      [s.amount, true],
    ]);
    expect(options[11].interest_free).toBe(false);
    expect(options[11].total_amount).toBeGreaterThan(s.amount);
  });
});

describe('PIX', () => {
  it('without a PIX key the attempt fails with a clear message and the session stays payable', async () => {
    const s = await session();
    const res = await pay(s.token, body());
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'failed', message: checkoutText.pixNotConfigured });
    const view = (await pub('GET', `/api/checkout/${s.token}`)).json().data;
    expect(view.status).toBe('open');
  });

  it("answers a real static BR Code for the session's amount, and a QR PNG that decodes to it", async () => {
    await setPix();
    const s = await session();
    const res = await pay(s.token, body({ amount: 0.01, total_amount: 0.01 }));
    expect(res.statusCode).toBe(200);
    const data = res.json().data as PaymentResult;
    expect(data.status).toBe('pending');
    expect(data.amount).toBe(s.amount);
    expect(data.pix_code).toBe(data.pix_emv);
    const parsed = parsePix(data.pix_emv!);
    expect(hasError(parsed)).toBe(false);
    expect(parsed).toMatchObject({
      type: 'STATIC',
      pixKey: 'pix@ponte.com.br',
      merchantName: 'Ponte Importacoes',
      merchantCity: 'Sao Paulo',
      transactionAmount: s.amount,
    });
    const png = PNG.sync.read(Buffer.from(data.pix_qrcode!, 'base64'));
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(data.pix_emv);
    expect(Date.parse(data.pix_expiration!)).toBeGreaterThan(Date.now() + 25 * 60_000);
    const view = (await pub('GET', `/api/checkout/${s.token}`)).json().data;
    expect(view).toMatchObject({
      status: 'pending',
      pix_available: true,
      payment: { status: 'pending', pix_emv: data.pix_emv },
    });
  });

  it('staff confirm the PIX from the lists screen: one sale, list completed, customer told; trainees cannot', async () => {
    await setPix();
    const seller = await t.staff('operador');
    const s = await session({ sellerId: seller.id });
    await pay(s.token, body());
    const listBefore = (await staff('GET', `/api/shopping-lists/${s.list.id}`)).json().data;
    expect(listBefore.pending_payment).toMatchObject({ method: 'pix', amount_brl: s.amount });
    const trainee = await t.staff('trainee');
    expect(
      (await staff('POST', `/api/shopping-lists/${s.list.id}/confirm-payment`, undefined, trainee.token)).statusCode,
    ).toBe(403);
    const before = evo.requests.length;
    const res = await staff('POST', `/api/shopping-lists/${s.list.id}/confirm-payment`, undefined, seller.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      customer_id: s.customer.id,
      seller_id: seller.id,
      total_brl: s.amount,
      payment_method: 'pix',
    });
    const sales = await t.db.selectFrom('sales').selectAll().where('shopping_list_id', '=', s.list.id).execute();
    expect(sales).toHaveLength(1);
    expect(sales[0]).toMatchObject({
      status: 'confirmed',
      commission_cents: 0,
      total_brl_cents: Math.round(s.amount * 100),
    });
    const list = (await staff('GET', `/api/shopping-lists/${s.list.id}`)).json().data;
    expect(list).toMatchObject({ status: 'completed', pending_payment: null });
    expect(list.woocommerce_order_id).toBeTruthy();
    // The job runner tells the customer after the sale committed; the answer above did not wait for it.
    expect(evo.requests.slice(before).some((r) => r.path === '/message/sendText/ponte')).toBe(false);
    await t.app.jobs.drain();
    const sent = evo.requests.slice(before).find((r) => r.path === '/message/sendText/ponte')!.json as { text: string };
    expect(sent.text).toContain('Recebemos o seu pagamento');
    const told = await t.db
      .selectFrom('messages')
      .select(['status', 'external_id'])
      .where('customer_id', '=', s.customer.id)
      .where('content', 'like', '%Recebemos o seu pagamento%')
      .execute();
    expect(told).toEqual([{ status: 'sent', external_id: expect.any(String) }]);
    expect((await staff('POST', `/api/shopping-lists/${s.list.id}/confirm-payment`)).statusCode).toBe(409);
    expect((await pay(s.token, body())).json().error).toBe(checkoutText.alreadyPaid);
  });
});

describe('cards (test mode)', () => {
  it('the approved test card pays at once: sale for the customer and its seller, list completed, session paid', async () => {
    const seller = await t.staff('operador');
    const s = await session({ sellerId: seller.id });
    const res = await pay(
      s.token,
      body({ payment_method: 'credit_card', card_data: card(TEST_CARDS.approved), installments: 3 }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'approved',
      amount: s.amount,
      installments: 3,
      card_last4: '1111',
    });
    const sale = await t.db
      .selectFrom('sales')
      .selectAll()
      .where('shopping_list_id', '=', s.list.id)
      .executeTakeFirstOrThrow();
    expect(sale).toMatchObject({ customer_id: s.customer.id, seller_id: seller.id, payment_method: 'credit_card' });
    const view = (await pub('GET', `/api/checkout/${s.token}`)).json().data;
    expect(view.status).toBe('paid');
    expect(view.completed_at).toBeTruthy();
    // The checkout e-mail became the store e-mail the list needs.
    const customer = await t.db
      .selectFrom('customers')
      .select('email_woocomerce')
      .where('id', '=', s.customer.id)
      .executeTakeFirstOrThrow();
    expect(customer.email_woocomerce).toBe('helena@exemplo.com');
    const again = await pay(s.token, body({ payment_method: 'credit_card', card_data: card(TEST_CARDS.approved) }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(checkoutText.alreadyPaid);
  });

  it('12 installments with interest charge the total the select showed: on the payment, the answer and the sale (issue 28)', async () => {
    const s = await session();
    const options = (await pub('GET', `/api/checkout/${s.token}/installments`)).json().data as {
      number: number;
      total_amount: number;
    }[];
    const twelve = options.find((o) => o.number === 12)!;
    expect(twelve.total_amount).toBeGreaterThan(s.amount);
    const res = await pay(
      s.token,
      body({ payment_method: 'credit_card', card_data: card(TEST_CARDS.approved), installments: 12 }),
    );
    expect(res.json().data).toMatchObject({ status: 'approved', amount: twelve.total_amount, installments: 12 });
    const interest = Math.round(twelve.total_amount * 100) - Math.round(s.amount * 100);
    const payment = await t.db
      .selectFrom('payments')
      .innerJoin('checkout_sessions', 'checkout_sessions.id', 'payments.session_id')
      .select(['payments.amount_brl_cents', 'payments.interest_brl_cents'])
      .where('checkout_sessions.shopping_list_id', '=', s.list.id)
      .executeTakeFirstOrThrow();
    expect([Number(payment.amount_brl_cents), payment.interest_brl_cents]).toEqual([
      Math.round(twelve.total_amount * 100),
      interest,
    ]);
    const sale = await t.db
      .selectFrom('sales')
      .select(['total_brl_cents', 'interest_brl_cents'])
      .where('shopping_list_id', '=', s.list.id)
      .executeTakeFirstOrThrow();
    expect([Number(sale.total_brl_cents), sale.interest_brl_cents]).toEqual([
      Math.round(twelve.total_amount * 100),
      interest,
    ]);
  });

  it('interest-free installments charge exactly the total, and every option adds up to its total to the centavo', async () => {
    const s = await session();
    const options = (await pub('GET', `/api/checkout/${s.token}/installments`)).json().data as {
      number: number;
      installment_amount: number;
      last_installment_amount: number;
      total_amount: number;
    }[];
    for (const o of options)
      expect(
        Math.round(o.installment_amount * 100) * (o.number - 1) + Math.round(o.last_installment_amount * 100),
      ).toBe(Math.round(o.total_amount * 100));
    const res = await pay(
      s.token,
      body({ payment_method: 'credit_card', card_data: card(TEST_CARDS.approved), installments: 3 }),
    );
    expect(res.json().data.amount).toBe(s.amount);
  });

  it('the declined test card is refused with a message; the session can be paid again', async () => {
    const s = await session();
    const res = await pay(s.token, body({ payment_method: 'credit_card', card_data: card(TEST_CARDS.declined) }));
    expect(res.json().data).toMatchObject({ status: 'declined', message: checkoutText.declined });
    const other = await pay(s.token, body({ payment_method: 'credit_card', card_data: card('4242424242424242') }));
    expect(other.json().data).toMatchObject({ status: 'declined', message: checkoutText.testCardOnly });
    const ok = await pay(s.token, body({ payment_method: 'credit_card', card_data: card(TEST_CARDS.approved) }));
    expect(ok.json().data.status).toBe('approved');
  });

  it('a retried request with the same Idempotency-Key charges once and answers the same result', async () => {
    const s = await session();
    const first = await pay(
      s.token,
      body({ payment_method: 'credit_card', card_data: card(TEST_CARDS.approved) }),
      'retry-key-0001',
    );
    const second = await pay(
      s.token,
      body({ payment_method: 'credit_card', card_data: card(TEST_CARDS.approved) }),
      'retry-key-0001',
    );
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toEqual(first.json().data);
    const sessionId = await sessionIdOf(s.token);
    expect(await t.db.selectFrom('payments').select('id').where('session_id', '=', sessionId).execute()).toHaveLength(
      1,
    );
    expect(await salesOfSession(sessionId)).toHaveLength(1);
  });

  it('a double click (two requests at once) charges once', async () => {
    const s = await session();
    const results = await Promise.all(
      [1, 2, 3].map((n) =>
        pay(
          s.token,
          body({ payment_method: 'credit_card', card_data: card(TEST_CARDS.approved) }),
          `double-click-${n}-key`,
        ),
      ),
    );
    const approved = results.filter((r) => r.statusCode === 200 && r.json().data.status === 'approved');
    expect(approved).toHaveLength(1);
    for (const r of results.filter((x) => x !== approved[0])) expect(r.statusCode).toBe(409);
    const sessionId = await sessionIdOf(s.token);
    expect(await salesOfSession(sessionId)).toHaveLength(1);
  });
});

describe('boleto (test mode)', () => {
  it('answers a digitable line and a test boleto page that says it is not payable', async () => {
    const s = await session();
    const data = (await pay(s.token, body({ payment_method: 'boleto' }))).json().data as PaymentResult;
    expect(data.status).toBe('pending');
    expect(data.boleto_line!.replace(/\D/g, '')).toHaveLength(47);
    expect(data.boleto_url).toMatch(/^https:\/\/loja\.exemplo\.com\.br\/api\/checkout\/boleto-teste\//);
    const page = await pub('GET', new URL(data.boleto_url!).pathname);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('NÃO PAGÁVEL');
  });
});

describe('validation', () => {
  it('bad CPF, CEP, UF and a card payment without a card are 400 naming the fields; nothing is written', async () => {
    const s = await session();
    const bad = await pay(
      s.token,
      body({
        customer_cpf: '11111111111',
        customer_address: { ...body().customer_address, zipcode: '123', state: 'XX' },
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toMatchObject({
      customer_cpf: checkoutText.cpfInvalid,
      'customer_address.zipcode': checkoutText.cepInvalid,
      'customer_address.state': checkoutText.stateInvalid,
    });
    const noCard = await pay(s.token, body({ payment_method: 'credit_card', card_data: null }));
    expect(noCard.statusCode).toBe(400);
    expect(noCard.json().details).toMatchObject({ card_data: 'Por favor, preencha os dados do cartão' });
    const badCard = await pay(s.token, body({ payment_method: 'credit_card', card_data: card('4111111111111112') }));
    expect(badCard.json().details).toMatchObject({ 'card_data.number': 'Número de cartão inválido' });
    const sessionRow = await t.db
      .selectFrom('checkout_sessions')
      .select(['id', 'status'])
      .where('token', '=', s.token)
      .executeTakeFirstOrThrow();
    expect(sessionRow.status).toBe('open');
    expect(await t.db.selectFrom('payments').select('id').where('session_id', '=', sessionRow.id).execute()).toEqual(
      [],
    );
  });

  it('process-payment is rate-limited per address', async () => {
    const s = await session();
    const codes: number[] = [];
    for (let i = 0; i < 22; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/checkout/${s.token}/process-payment`,
        payload: body({ customer_cpf: '1' }),
        remoteAddress: '10.77.0.1',
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 20).every((c) => c === 400)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });
});

describe('one list, one payment', () => {
  it('a new link retires the older one; a paid list gets no new link and the old links cannot pay', async () => {
    const s = await session();
    const second = (await staff('POST', '/api/checkout/create-session', { shopping_list_id: s.list.id })).json().data;
    const old = await pay(s.token, body({ payment_method: 'credit_card', card_data: card(TEST_CARDS.approved) }));
    expect(old.statusCode).toBe(410);
    expect(old.json().error).toBe(checkoutText.superseded);
    expect((await pub('GET', `/api/checkout/${s.token}`)).statusCode).toBe(410);
    expect(
      (await pay(second.token, body({ payment_method: 'credit_card', card_data: card(TEST_CARDS.approved) }))).json()
        .data.status,
    ).toBe('approved');
    const again = await staff('POST', '/api/checkout/create-session', { shopping_list_id: s.list.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('Esta lista já foi paga');
    expect(
      await t.db.selectFrom('sales').select('id').where('shopping_list_id', '=', s.list.id).execute(),
    ).toHaveLength(1);
  });

  it('changing the basket retires the links made for the old one and the typed amount', async () => {
    const s = await session();
    await staff('PUT', `/api/shopping-lists/${s.list.id}`, { updates: { total_brl: 999 } });
    await staff('POST', '/api/shopping-lists/add-product', {
      list_id: s.list.id,
      product_name: 'Meia',
      product_price: 5,
      quantity: 1,
    });
    expect((await pay(s.token, body())).statusCode).toBe(410);
    const list = (await staff('GET', `/api/shopping-lists/${s.list.id}`)).json().data;
    expect(list).toMatchObject({ total_brl: null, payment_link: null });
    const fresh = (await staff('POST', '/api/checkout/create-session', { shopping_list_id: s.list.id })).json().data;
    expect(fresh.amount_brl).toBe(list.quote.summary.total_brl);
  });

  it('a pending PIX of a retired link can no longer be confirmed by staff', async () => {
    await setPix();
    const s = await session();
    await pay(s.token, body());
    await staff('POST', '/api/checkout/create-session', { shopping_list_id: s.list.id });
    const res = await staff('POST', `/api/shopping-lists/${s.list.id}/confirm-payment`);
    expect(res.statusCode).toBe(409);
    expect(await t.db.selectFrom('sales').select('id').where('shopping_list_id', '=', s.list.id).execute()).toEqual([]);
  });
});
