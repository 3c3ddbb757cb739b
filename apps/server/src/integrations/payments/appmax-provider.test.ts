import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkoutText, TEST_CARDS } from '@ponte/domain/checkout';
import { parsePixPayload } from '@ponte/domain/pix';
import { startAppmax } from '../../../test/fakes/appmax';
import { resetAppmax } from '../../../test/appmax-reset';
import { held, sendJson, startPeer } from '../../../test/fakes/http-peer';
import { ProviderUnavailable, type ChargeRequest } from './types';
import { AppmaxClient, AppmaxError } from './appmax-client';
import { AppmaxProvider, appmaxTimeToIso, splitName } from './appmax-provider';
import { confirmOrderPaid, parseAppmaxNotification } from './appmax-notification';

let appmax: Awaited<ReturnType<typeof startAppmax>>;
let client: AppmaxClient;
let provider: AppmaxProvider;

beforeAll(async () => {
  appmax = await startAppmax();
  // Its default limit (30 s), not a shorter one: an answer of the fake on a busy machine is never cut.
  client = new AppmaxClient({ baseUrl: appmax.baseUrl, accessToken: appmax.token });
  provider = new AppmaxProvider(client);
});
afterAll(() => appmax.close());
beforeEach(() => resetAppmax(appmax));

const CARD_CVV = '737';
const request = (over: Partial<ChargeRequest> = {}): ChargeRequest => ({
  reference: 'sess-1',
  amountCents: 15000,
  customer: {
    name: 'Maria da Silva Souza',
    email: 'maria@example.com',
    phone: '11987654321',
    cpf: '52998224725',
    address: {
      street: 'Rua das Flores',
      number: '100',
      complement: 'Apto 12',
      neighborhood: 'Centro',
      city: 'São Paulo',
      state: 'SP',
      zipcode: '01001000',
    },
    ip: '200.100.50.25',
  },
  items: [
    { name: 'Tênis', sku: 'TEN-1', quantity: 2, priceCents: 5000 },
    { name: 'Boné', sku: null, quantity: 1, priceCents: 4000 },
  ],
  method: 'credit_card',
  card: {
    number: TEST_CARDS.approved,
    holder_name: 'MARIA D SOUZA',
    expiry_month: 12,
    expiry_year: 2030,
    cvv: CARD_CVV,
  },
  installments: 3,
  ...over,
});

const bodyOf = (path: string) =>
  appmax.requests.find((r) => r.method === 'POST' && r.path === `/api/v3${path}`)?.json as Record<string, unknown>;

describe('AppmaxProvider.charge', () => {
  it('creates the customer (split name, phone digits, address) and the order (sku, qty, price, total) before paying', async () => {
    await provider.charge(request());
    expect(bodyOf('/customer')).toMatchObject({
      firstname: 'Maria',
      lastname: 'da Silva Souza',
      email: 'maria@example.com',
      telephone: '11987654321',
      ip: '200.100.50.25',
      postcode: '01001000',
      address_street: 'Rua das Flores',
      address_street_number: '100',
      address_street_district: 'Centro',
      address_city: 'São Paulo',
      address_state: 'SP',
    });
    const order = bodyOf('/order');
    expect(order).toMatchObject({ customer_id: appmax.customers.at(-1)!.id, total: 150 });
    expect(order.products).toEqual([
      { sku: 'TEN-1', name: 'Tênis', qty: 2, price: 50 },
      { sku: expect.stringMatching(/^PONTE-[0-9A-F]{12}$/), name: 'Boné', qty: 1, price: 40 },
    ]);
    expect(order.shipping).toBe(10);
  });

  it('approves a card the acquirer accepts, with the order id as providerRef', async () => {
    const result = await provider.charge(request());
    const order = appmax.orders.at(-1)!;
    expect(result).toEqual({ status: 'approved', providerRef: String(order.id), message: null });
    expect(bodyOf('/payment/credit-card')).toMatchObject({
      cart: { order_id: order.id },
      customer: { customer_id: order.customer_id },
      payment: {
        CreditCard: {
          number: TEST_CARDS.approved,
          cvv: CARD_CVV,
          month: 12,
          year: 2030,
          name: 'MARIA D SOUZA',
          document_number: '52998224725',
          installments: 3,
        },
      },
    });
    expect(order).toMatchObject({ status: 'aprovado', installments: 3, card_last4: '1111' });
  });

  it('treats an authorized order as approved and a still-pending one as pending', async () => {
    appmax.control.cardStatus = 'autorizado';
    expect((await provider.charge(request())).status).toBe('approved');
    appmax.control.cardStatus = 'pendente';
    expect(await provider.charge(request())).toMatchObject({ status: 'pending', message: checkoutText.pending });
  });

  it("declines a refused card with Appmax's message", async () => {
    const result = await provider.charge(request({ card: { ...request().card!, number: TEST_CARDS.declined } }));
    expect(result).toEqual({
      status: 'declined',
      providerRef: String(appmax.orders.at(-1)!.id),
      message: 'Transação não autorizada',
    });
  });

  it('returns a boleto as pending with its PDF, digitable line and due date', async () => {
    const result = await provider.charge(request({ method: 'boleto', card: undefined, installments: 1 }));
    expect(result.status).toBe('pending');
    expect(result.providerRef).toBe(String(appmax.orders.at(-1)!.id));
    expect(result.boleto!.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/v3\/boleto\/\d+\.pdf$/);
    expect(result.boleto!.line).toMatch(/^\d{47}$/);
    expect(result.boleto!.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(bodyOf('/payment/boleto')).toMatchObject({ payment: { Boleto: { document_number: '52998224725' } } });
  });

  it('returns PIX as pending with a valid BR Code for the order total, a PNG and an ISO expiry', async () => {
    const before = Date.now();
    const result = await provider.charge(request({ method: 'pix', card: undefined, installments: 1 }));
    expect(result).toMatchObject({ status: 'pending', providerRef: String(appmax.orders.at(-1)!.id), message: null });
    const fields = parsePixPayload(result.pix!.emv);
    expect(fields).not.toBeNull();
    expect(fields!['54']).toBe('150.00');
    expect(fields!['26.00']).toBe('br.gov.bcb.pix');
    expect(Buffer.from(result.pix!.qrcodePng, 'base64').subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(result.pix!.expiresAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const minutes = (Date.parse(result.pix!.expiresAt) - before) / 60_000;
    expect(minutes).toBeGreaterThan(28);
    expect(minutes).toBeLessThan(31);
    expect(bodyOf('/payment/pix')).toMatchObject({ payment: { pix: { document_number: '52998224725' } } });
  });

  it('answers failed with the field error when Appmax refuses the customer', async () => {
    const result = await provider.charge(request({ customer: { ...request().customer, email: '' } }));
    expect(result).toMatchObject({ status: 'failed', providerRef: null });
    expect(result.message).toContain('Dados do cliente inválidos');
  });

  it('throws ProviderUnavailable when Appmax is down, slow or answers garbage', async () => {
    const down = new AppmaxProvider(new AppmaxClient({ baseUrl: 'http://127.0.0.1:9/api/v3', accessToken: 't' }));
    await expect(down.charge(request())).rejects.toBeInstanceOf(ProviderUnavailable);
    await expect(down.installments(15000)).rejects.toBeInstanceOf(ProviderUnavailable);

    // An Appmax of its own (a request it gets late touches no later test's), answering nothing
    // until the check is done: only the client's limit can end the call.
    const silent = await startAppmax();
    const answer = held();
    silent.control.hold = answer.released;
    const slow = new AppmaxProvider(
      new AppmaxClient({ baseUrl: silent.baseUrl, accessToken: silent.token, timeoutMs: 50 }),
    );
    try {
      await expect(slow.charge(request({ method: 'pix', card: undefined }))).rejects.toBeInstanceOf(
        ProviderUnavailable,
      );
    } finally {
      answer.release();
      await silent.close();
    }

    appmax.control.badGateway = true;
    await expect(provider.charge(request())).rejects.toBeInstanceOf(ProviderUnavailable);
  });

  it('never lets the card number reach another endpoint or an error message', async () => {
    const number = TEST_CARDS.approved;
    await provider.charge(request());
    await provider.charge(request({ card: { ...request().card!, number: TEST_CARDS.declined } }));
    const carrying = appmax.requests.filter((r) => r.body.includes(number) || r.body.includes(TEST_CARDS.declined));
    expect(carrying.length).toBe(2);
    expect(carrying.every((r) => r.path === '/api/v3/payment/credit-card')).toBe(true);
    expect(
      appmax.requests
        .filter((r) => r.path !== '/api/v3/payment/credit-card')
        .every((r) => !r.body.includes(`"${CARD_CVV}"`)),
    ).toBe(true);

    // A service that echoes the card in its error text: the error must not carry it.
    appmax.control.failWith = {
      httpStatus: 400,
      text: `Cartão ${number} recusado`,
      data: { number: [`O número ${number} é inválido`] },
    };
    appmax.control.failPath = '/payment/credit-card';
    const declined = await provider.charge(request());
    expect(declined.status).toBe('declined');
    expect(declined.message).not.toContain(number);
    appmax.control.failPath = null;

    const errors: unknown[] = [];
    const down = new AppmaxProvider(new AppmaxClient({ baseUrl: 'http://127.0.0.1:9/api/v3', accessToken: 't' }));
    errors.push(await down.charge(request()).catch((e: unknown) => e));
    const echo = await startPeer((req, res) => {
      const path = req.path;
      if (path.endsWith('/customer')) return sendJson(res, 200, { success: true, data: { id: 1 } });
      if (path.endsWith('/order')) return sendJson(res, 200, { success: true, data: { id: 2, status: 'pendente' } });
      sendJson(res, 500, { success: false, text: `Erro interno ao processar ${number}`, data: {} });
    });
    const echoClient = new AppmaxClient({ baseUrl: echo.url, accessToken: 't' });
    errors.push(
      await echoClient
        .payCreditCard({
          orderId: 2,
          customerId: 1,
          documentNumber: '52998224725',
          card: { number, cvv: CARD_CVV, month: 12, year: 2030, name: 'X' },
          installments: 1,
        })
        .catch((e: unknown) => e),
    );
    await echo.close();
    for (const e of errors) {
      expect(e).toBeInstanceOf(Error);
      expect((e as Error).message).not.toContain(number);
      expect(JSON.stringify(e)).not.toContain(number);
    }
  });
});

describe('AppmaxProvider.installments', () => {
  it('maps Appmax installments to InstallmentOption, interest-free where the total equals the cash total', async () => {
    const options = await provider.installments(15000);
    expect(options).toHaveLength(12);
    expect(options[0]).toEqual({
      number: 1,
      installment_amount: 150,
      last_installment_amount: 150,
      total_amount: 150,
      interest_free: true,
    });
    expect(options[1]!.interest_free).toBe(false);
    expect(options[1]!.total_amount).toBeCloseTo(options[1]!.installment_amount * 2, 2);
  });

  it('counts cent rounding as interest-free, and the installments add up to the total (100.00 in 3: 33.33 + 33.33 + 33.34)', async () => {
    appmax.control.interestFreeUpTo = 3;
    try {
      const options = await provider.installments(10000);
      expect(options[2]).toEqual({
        number: 3,
        installment_amount: 33.33,
        last_installment_amount: 33.34,
        total_amount: 100,
        interest_free: true,
      });
      expect(options[3]!.interest_free).toBe(false);
    } finally {
      appmax.control.interestFreeUpTo = 1;
    }
  });
});

describe('Appmax notifications', () => {
  it.each([
    [
      { event: 'OrderPaid', data: { id: 123, status: 'aprovado' } },
      { orderId: '123', event: 'OrderPaid', status: 'aprovado', paid: true, cancelled: false },
    ],
    [
      { event: 'OrderPaid|order', data: { id: '77', status: 'pendente' } },
      { orderId: '77', event: 'OrderPaid', paid: true, cancelled: false },
    ],
    [
      { event: 'OrderPaidByPix', data: { id: 5 } },
      { event: 'OrderPaidByPix', status: '', paid: true },
    ],
    [{ event: 'OrderApproved', data: { id: 5, status: 'aprovado' } }, { paid: true }],
    [
      { event: 'OrderIntegrated', data: { id: 5, status: 'integrado' } },
      { paid: true, cancelled: false },
    ],
    [
      { event: 'OrderBilletCreated', data: { id: 5, status: 'pendente' } },
      { paid: false, cancelled: false },
    ],
    [
      { event: 'OrderRefund', data: { id: 5, status: 'estornado' } },
      { paid: false, cancelled: true },
    ],
    [
      { event: 'OrderPixExpired', data: { id: 5, status: 'pendente' } },
      { paid: false, cancelled: true },
    ],
    [
      { event: 'PaymentNotAuthorized|x|y', data: { id: 5 } },
      { event: 'PaymentNotAuthorized', paid: false, cancelled: true },
    ],
    [
      { event: 'OrderRefund', data: { id: 5, status: 'aprovado' } },
      { paid: false, cancelled: true },
    ],
    [
      { event: 'Whatever', data: { id: 5, status: 'CANCELADO' } },
      { status: 'cancelado', cancelled: true },
    ],
  ])('reads %j', (body, expected) => {
    expect(parseAppmaxNotification(body)).toMatchObject(expected);
  });

  it.each([
    null,
    'OrderPaid',
    {},
    { event: 'OrderPaid' },
    { event: 'OrderPaid', data: { id: 'abc' } },
    { event: 'OrderPaid', data: { id: 1.5 } },
  ])('ignores %j', (body) => {
    expect(parseAppmaxNotification(body)).toBeNull();
  });

  it('confirmOrderPaid re-reads GET /order/{id} before trusting a notification', async () => {
    const result = await provider.charge(request({ method: 'pix', card: undefined }));
    const orderId = result.providerRef!;
    expect(await confirmOrderPaid(client, orderId)).toBe(false);

    const hook = await startPeer((_req, res) => sendJson(res, 200, { ok: true }));
    const sent = await appmax.notify(
      `${hook.url}/api/webhooks/appmax/secret`,
      'OrderPaidByPix',
      Number(orderId),
      'aprovado',
    );
    await hook.close();
    expect(sent.status).toBe(200);
    expect(hook.requests[0]).toMatchObject({ method: 'POST', path: '/api/webhooks/appmax/secret' });
    const parsed = parseAppmaxNotification(hook.requests[0]!.json);
    expect(parsed).toMatchObject({ orderId, paid: true });
    expect(hook.requests[0]!.json).toMatchObject({ data: { id: Number(orderId), payment_type: 'Pix', total: 150 } });

    const before = appmax.requests.length;
    expect(await confirmOrderPaid(client, orderId)).toBe(true);
    expect(appmax.requests.slice(before)).toMatchObject([{ method: 'GET', path: `/api/v3/order/${orderId}` }]);

    appmax.orders.find((o) => o.id === Number(orderId))!.status = 'estornado';
    expect(await confirmOrderPaid(client, orderId)).toBe(false);
    await expect(confirmOrderPaid(client, 999999)).rejects.toBeInstanceOf(AppmaxError);
  });
});

describe('helpers', () => {
  it('splits a name into firstname and lastname; one word fills both', () => {
    expect(splitName('  Maria   da Silva ')).toEqual({ firstname: 'Maria', lastname: 'da Silva' });
    expect(splitName('Cher')).toEqual({ firstname: 'Cher', lastname: 'Cher' });
  });

  it('reads Appmax zone-less times as São Paulo time', () => {
    expect(appmaxTimeToIso('2024-06-01 12:30:00')).toBe('2024-06-01T15:30:00.000Z');
    expect(appmaxTimeToIso('2024-06-01T12:30:00Z')).toBe('2024-06-01T12:30:00.000Z');
    expect(appmaxTimeToIso('amanhã')).toBeNull();
  });
});
