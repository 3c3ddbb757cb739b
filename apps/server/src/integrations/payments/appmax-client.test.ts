import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startAppmax } from '../../../test/fakes/appmax';
import { resetAppmax } from '../../../test/appmax-reset';
import { held } from '../../../test/fakes/http-peer';
import { AppmaxClient, AppmaxError, APPMAX_PRODUCTION_URL, APPMAX_SANDBOX_URL } from './appmax-client';

let appmax: Awaited<ReturnType<typeof startAppmax>>;
let client: AppmaxClient;

beforeAll(async () => {
  appmax = await startAppmax();
  // Its default limit (30 s), not a shorter one: an answer of the fake on a busy machine is never cut.
  client = new AppmaxClient({ baseUrl: appmax.baseUrl, accessToken: appmax.token });
});
afterAll(() => appmax.close());
beforeEach(() => resetAppmax(appmax));

const bodyOf = (path: string) =>
  appmax.requests.find((r) => r.method === 'POST' && r.path === `/api/v3${path}`)?.json as Record<string, unknown>;

/** A buyer the fake accepts. */
const ANA = { firstname: 'Ana', lastname: 'Lima', email: 'ana@example.com', telephone: '11999998888', ip: '10.0.0.1' };

describe('Appmax client (API v3)', () => {
  it('exports the production and sandbox hosts', () => {
    expect(APPMAX_PRODUCTION_URL).toBe('https://admin.appmax.com.br/api/v3');
    expect(APPMAX_SANDBOX_URL).toBe('https://homolog.sandboxappmax.com.br/api/v3');
  });

  it('sends access-token in the JSON body of POSTs and as a header on GETs', async () => {
    const customer = await client.createCustomer(ANA);
    const post = appmax.requests.at(-1)!;
    expect(post.method).toBe('POST');
    expect((post.json as Record<string, unknown>)['access-token']).toBe(appmax.token);
    expect(post.headers['access-token']).toBeUndefined();

    const order = await client.createOrder({
      customerId: customer.id,
      products: [{ sku: 'A', name: 'A', qty: 1, priceCents: 1000 }],
      totalCents: 1000,
    });
    expect(await client.getOrder(order.id)).toMatchObject({ id: order.id, status: 'pendente' });
    const get = appmax.requests.at(-1)!;
    expect(get).toMatchObject({ method: 'GET', path: `/api/v3/order/${order.id}`, body: '' });
    expect(get.headers['access-token']).toBe(appmax.token);
  });

  it('writes amounts in reais with two decimals, from integer cents', async () => {
    const customer = await client.createCustomer(ANA);
    await client.createOrder({
      customerId: customer.id,
      products: [
        { sku: 'A', name: 'A', qty: 1, priceCents: 15000 },
        { sku: 'B', name: 'B', qty: 1, priceCents: 1005 },
      ],
      totalCents: 16495,
      discountCents: 510,
    });
    const raw = appmax.requests.at(-1)!.body;
    expect(raw).toContain('"price":150.00');
    expect(raw).toContain('"price":10.05');
    expect(raw).toContain('"total":164.95');
    expect(raw).toContain('"discount":5.10');
    await client.installments(15000, 12);
    expect(appmax.requests.at(-1)!.body).toContain('"total":150.00');
  });

  it('turns a success:false envelope into AppmaxError with the text and field errors, even on HTTP 200', async () => {
    const err = await client
      .createCustomer({ firstname: 'Ana', lastname: 'Lima', email: '', telephone: '123456789012', ip: '10.0.0.1' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppmaxError);
    expect(err).toMatchObject({ message: 'Dados do cliente inválidos', kind: 'refused', status: 400 });
    expect((err as AppmaxError).fields).toMatchObject({ email: [expect.any(String)], telephone: [expect.any(String)] });

    appmax.control.failWith = { httpStatus: 200, text: 'Loja bloqueada', data: { loja: ['Contrato suspenso'] } };
    const err200 = await client.installments(15000, 12).catch((e: unknown) => e);
    expect(err200).toMatchObject({
      name: 'AppmaxError',
      message: 'Loja bloqueada',
      kind: 'refused',
      status: 200,
      fields: { loja: ['Contrato suspenso'] },
    });
  });

  it('refuses a wrong token with the envelope', async () => {
    const bad = new AppmaxClient({ baseUrl: appmax.baseUrl, accessToken: 'errado' });
    await expect(bad.getOrder(1)).rejects.toMatchObject({ kind: 'refused', message: 'Access token inválido' });
    await expect(bad.installments(1000, 2)).rejects.toMatchObject({ kind: 'refused' });
  });

  it('reports an answer without the envelope as bad_answer, and no answer as unreachable', async () => {
    appmax.control.badGateway = true;
    await expect(client.getOrder(1)).rejects.toMatchObject({ kind: 'bad_answer', status: 502 });
    appmax.control.badGateway = false;

    const down = new AppmaxClient({ baseUrl: 'http://127.0.0.1:9/api/v3', accessToken: 't' });
    const err = await down.getOrder(1).catch((e: unknown) => e);
    expect(err).toMatchObject({ kind: 'unreachable', status: 0, unreachable: true });

    // An Appmax of its own (a request it gets late touches no later test's), answering nothing
    // until the check is done: only the client's limit can end the call.
    const silent = await startAppmax();
    const answer = held();
    silent.control.hold = answer.released;
    const impatient = new AppmaxClient({ baseUrl: silent.baseUrl, accessToken: silent.token, timeoutMs: 50 });
    try {
      await expect(impatient.getOrder(1)).rejects.toMatchObject({
        kind: 'unreachable',
        message: 'Appmax não respondeu em 50 ms',
      });
    } finally {
      answer.release();
      await silent.close();
    }
  });

  it('reads the installments map (format 1) as cents, ordered by count', async () => {
    const list = await client.installments(15000, 4);
    expect(bodyOf('/payment/installments')).toMatchObject({ installments: 4, total: 150, format: 1 });
    expect(list.map((o) => o.count)).toEqual([1, 2, 3, 4]);
    expect(list[0]).toEqual({ count: 1, amountCents: 15000 });
    expect(list[1]!.amountCents).toBeGreaterThan(7500);
  });
});
