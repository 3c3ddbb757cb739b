import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsText } from '@ponte/domain/settings';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import { checkoutForm } from '../../../test/fixtures/checkout-form';

/** Headers anyone can send: none of them may choose the host of a link sent to a customer. */
const FORGED = {
  host: 'golpe.example',
  'x-forwarded-host': 'golpe.example',
  'x-forwarded-proto': 'http',
  forwarded: 'host=golpe.example',
};

let seq = 0;
async function chargeableList(t: TestContext) {
  const api = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(t.adminToken), payload });
  seq += 1;
  const customer = (
    await api('/api/customers', { phone: `5511966${String(100000 + seq).slice(-6)}`, name: 'Cliente Link' })
  ).json().data;
  const list = (await api('/api/shopping-lists', { user_id: customer.id, name: 'Lista' })).json().data;
  expect(
    (
      await api('/api/shopping-lists/add-product', {
        list_id: list.id,
        product_name: 'Tênis',
        product_price: 50,
        quantity: 1,
      })
    ).statusCode,
  ).toBe(200);
  return { customerId: customer.id as number, listId: list.id as number };
}
const paymentLink = (t: TestContext, listId: number, token = t.adminToken) =>
  t.app.inject({
    method: 'POST',
    url: `/api/shopping-lists/${listId}/payment-link`,
    headers: { ...bearer(token), ...FORGED },
    payload: {},
  });
const createSession = (t: TestContext, listId: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/checkout/create-session',
    headers: { ...bearer(t.adminToken), ...FORGED },
    payload: { shopping_list_id: listId },
  });
const adminView = async (t: TestContext) =>
  (await t.app.inject({ method: 'GET', url: '/api/configurations', headers: bearer(t.adminToken) })).json().data;
const saveAddress = (t: TestContext, public_url: string) =>
  t.app.inject({ method: 'POST', url: '/api/configurations', headers: bearer(t.adminToken), payload: { public_url } });

describe('links sent to customers without PUBLIC_URL', () => {
  let t: TestContext;
  beforeAll(async () => {
    // Even behind a trusted proxy, X-Forwarded-Host must not reach a link.
    t = await buildTestApp({ publicUrl: null, trustProxy: true });
  });
  afterAll(() => t.close());

  it('with no address saved, a payment or checkout link answers 409 and writes nothing; admins are told none is in use', async () => {
    expect(await adminView(t)).toMatchObject({ public_url: '', public_url_source: null, public_url_in_use: null });
    const { customerId, listId } = await chargeableList(t);
    for (const res of [await paymentLink(t, listId), await createSession(t, listId)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ success: false, error: settingsText.publicUrlMissing, code: 'public_url_missing' });
    }
    expect(
      await t.db.selectFrom('checkout_sessions').select('id').where('shopping_list_id', '=', listId).execute(),
    ).toHaveLength(0);
    expect(await t.db.selectFrom('messages').select('id').where('customer_id', '=', customerId).execute()).toHaveLength(
      0,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/checkout/appmax-webhook', headers: bearer(t.adminToken) }))
        .statusCode,
    ).toBe(409);
  });

  it('an invalid address is refused with 400 naming the field, and nothing is saved', async () => {
    const res = await saveAddress(t, 'https://ponte.exemplo.com.br/checkout?x=1');
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({ public_url: settingsText.invalidPublicUrl });
    expect(
      await t.db.selectFrom('settings').select('value').where('key', '=', 'public_url').executeTakeFirst(),
    ).toBeUndefined();
  });

  it('the address an admin saved is used, never the forged Host or X-Forwarded-Host', async () => {
    const saved = await saveAddress(t, ' https://Ponte.Exemplo.com.br/ ');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      public_url: 'https://ponte.exemplo.com.br',
      public_url_source: 'settings',
      public_url_in_use: 'https://ponte.exemplo.com.br',
    });

    const { customerId, listId } = await chargeableList(t);
    const trainee = await t.staff('trainee');
    const link = await paymentLink(t, listId, trainee.token);
    expect(link.statusCode).toBe(200);
    expect(link.json().data.payment_link).toMatch(/^https:\/\/ponte\.exemplo\.com\.br\/checkout\/[A-Za-z0-9_-]{43}$/);
    const message = await t.db
      .selectFrom('messages')
      .select('content')
      .where('customer_id', '=', customerId)
      .executeTakeFirstOrThrow();
    expect(message.content).toContain(link.json().data.payment_link);
    expect(message.content).not.toContain('golpe');

    const session = await createSession(t, listId);
    expect(session.json().data.checkout_url).toMatch(/^https:\/\/ponte\.exemplo\.com\.br\/checkout\//);
    const webhook = await t.app.inject({
      method: 'GET',
      url: '/api/checkout/appmax-webhook',
      headers: { ...bearer(t.adminToken), ...FORGED },
    });
    expect(webhook.json().data.url).toMatch(/^https:\/\/ponte\.exemplo\.com\.br\/api\/webhook\/appmax\//);
  });

  it("the customer's test boleto link is never built from a forged Host", async () => {
    const { listId } = await chargeableList(t);
    const token = (await createSession(t, listId)).json().data.token;
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/checkout/${token}/process-payment`,
      headers: FORGED,
      payload: checkoutForm({
        customer_name: 'Cliente Link',
        customer_email: 'cliente@exemplo.com',
        customer_phone: '11966100000',
        payment_method: 'boleto',
      }),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.boleto_url).toMatch(/^https:\/\/ponte\.exemplo\.com\.br\/api\/checkout\/boleto-teste\//);
  });
});

describe('links sent to customers with PUBLIC_URL', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp({ publicUrl: 'https://env.exemplo.com.br', trustProxy: true });
  });
  afterAll(() => t.close());

  it('PUBLIC_URL wins over the saved address and the request headers', async () => {
    await saveAddress(t, 'https://salvo.exemplo.com.br');
    expect(await adminView(t)).toMatchObject({
      public_url: 'https://salvo.exemplo.com.br',
      public_url_source: 'env',
      public_url_in_use: 'https://env.exemplo.com.br',
    });
    const { listId } = await chargeableList(t);
    const link = await paymentLink(t, listId);
    expect(link.json().data.payment_link).toMatch(/^https:\/\/env\.exemplo\.com\.br\/checkout\//);
  });
});
