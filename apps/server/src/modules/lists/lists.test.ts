import { describe, expect, it } from 'vitest';
import { listText, type ListPage, type ShoppingList } from '@ponte/domain/lists';
import { listSummary } from '@ponte/domain/quote';
import { nowIso } from '../../db';
import { EVOLUTION_KEY, startEvolution } from '../../../test/fakes/evolution';
import { sendJson, startPeer } from '../../../test/fakes/http-peer';
import { bearer, configureGateway, type TestContext, newBotKey, postAsBot } from '../../../test/helpers';
import { buildListsTestApp } from '../../../test/lists-app';
import { useTestAppWithPeer } from '../../../test/peer-apps';
import { forgetKgRate } from './quote';

let t: TestContext;
let evo: Awaited<ReturnType<typeof startEvolution>>;
let botKey: string;
useTestAppWithPeer(
  startEvolution,
  async (built) => {
    ({ t, peer: evo } = built);
    botKey = await newBotKey(t);
  },
  buildListsTestApp,
);

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = t.adminToken) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

let phoneSeq = 0;
async function customer(name = 'Maria Conceição', opts: { email?: string; storeEmail?: string } = {}) {
  phoneSeq += 1;
  const res = await api('POST', '/api/customers', {
    phone: `55119${String(10000000 + phoneSeq).slice(-8)}`,
    name,
    ...(opts.email ? { email: opts.email } : {}),
  });
  const id = res.json().data.id as number;
  if (opts.storeEmail)
    await t.db.updateTable('customers').set({ email_woocomerce: opts.storeEmail }).where('id', '=', id).execute();
  return { id, phone: res.json().data.phone as string };
}
const createList = async (userId: number, name = 'Lista de Natal', extra: object = {}) => {
  const res = await api('POST', '/api/shopping-lists', { user_id: userId, name, ...extra });
  expect(res.statusCode).toBe(201);
  return res.json().data as ShoppingList;
};
const addFree = (listId: number, price: number, quantity: number, extra: object = {}) =>
  api('POST', '/api/shopping-lists/add-product', {
    list_id: listId,
    product_name: 'Tênis',
    product_price: price,
    quantity,
    ...extra,
  });
const product = (values: {
  name: string;
  price_cents: number;
  stock_quantity?: number | null;
  weight?: string | null;
  sku?: string | null;
}) =>
  t.db
    .insertInto('store_products')
    .values({
      sku: null,
      weight: null,
      stock_quantity: null,
      image_url: 'https://img.exemplo/p.png',
      created_by: null,
      created_at: nowIso(),
      updated_at: nowIso(),
      search_text: values.name.toLowerCase(),
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

describe('POST /api/shopping-lists (staff or bot)', () => {
  it('staff create a list for a customer; it starts active, empty, with the customer embedded', async () => {
    const c = await customer('Ana Souza');
    const list = await createList(c.id, 'Presentes');
    expect(list).toMatchObject({
      name: 'Presentes',
      status: 'active',
      shopping_list_items: [],
      subscriptions: null,
      user: { id: c.id, name: 'Ana Souza' },
    });
    expect(list.quote.summary.total_usd).toBe(0);
  });

  it('the bot creates lists with its x-bot-key; a wrong key is 401 and no key is 401', async () => {
    const c = await customer('Via Bot');
    const ok = await postAsBot(t, botKey, '/api/shopping-lists', { user_id: c.id, name: 'Do bot' });
    expect(ok.statusCode).toBe(201);
    const bad = await postAsBot(t, 'errada', '/api/shopping-lists', { user_id: c.id, name: 'x' });
    expect(bad.statusCode).toBe(401);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/shopping-lists',
      payload: { user_id: c.id, name: 'x' },
    });
    expect(none.statusCode).toBe(401);
  });

  it('name is required (400 naming the field), an unknown customer is 404, and nothing is written', async () => {
    const c = await customer();
    const before = await t.db
      .selectFrom('shopping_lists')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const blank = await api('POST', '/api/shopping-lists', { user_id: c.id, name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().details).toMatchObject({ name: listText.nameRequired });
    const missing = await api('POST', '/api/shopping-lists', { user_id: 999999, name: 'Fantasma' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(listText.customerNotFound);
    const after = await t.db
      .selectFrom('shopping_lists')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('a subscription can be applied at creation; an inactive plan is refused with 409', async () => {
    const c = await customer();
    const list = await createList(c.id, 'Com plano', { subscription_id: 1 });
    expect(list.subscriptions).toMatchObject({ id: 1, name: 'Just One' });
    await t.db.updateTable('subscription_plans').set({ active: 0 }).where('id', '=', 2).execute();
    const res = await api('POST', '/api/shopping-lists', { user_id: c.id, name: 'Inativo', subscription_id: 2 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(listText.planInactive);
    await t.db.updateTable('subscription_plans').set({ active: 1 }).where('id', '=', 2).execute();
  });
});

describe('GET /api/shopping-lists', () => {
  it('searches list name, customer name and phone without accents; filters status; counters cover every list', async () => {
    const c = await customer('Joana Brandão');
    const natal = await createList(c.id, 'Eletrônicos de Natal');
    const other = await createList(c.id, 'Roupas');
    await api('PUT', `/api/shopping-lists/${other.id}`, { updates: { status: 'abandoned' } });

    const byList = (await api('GET', '/api/shopping-lists?search=eletronicos')).json() as ListPage;
    expect(byList.data.map((l) => l.id)).toEqual([natal.id]);
    const byCustomer = (await api('GET', '/api/shopping-lists?search=BRANDAO')).json() as ListPage;
    expect(byCustomer.data.map((l) => l.id).sort()).toEqual([natal.id, other.id].sort());
    const byPhone = (await api('GET', `/api/shopping-lists?search=${c.phone.slice(-8)}`)).json() as ListPage;
    expect(byPhone.data.map((l) => l.id).sort()).toEqual([natal.id, other.id].sort());
    const abandoned = (await api('GET', '/api/shopping-lists?status=abandoned&search=brandao')).json() as ListPage;
    expect(abandoned.data.map((l) => l.id)).toEqual([other.id]);

    const page = (await api('GET', '/api/shopping-lists?search=zzzz-nada')).json() as ListPage;
    expect(page.data).toEqual([]);
    const counts = await t.db.selectFrom('shopping_lists').select(['status', 'applied_subscription_id']).execute();
    expect(page.counters).toEqual({
      total: counts.length,
      active: counts.filter((r) => r.status === 'active').length,
      completed: counts.filter((r) => r.status === 'completed').length,
      with_subscription: counts.filter((r) => r.applied_subscription_id !== null).length,
    });
  });

  it("'%' and '_' in the search are plain characters", async () => {
    const c = await customer('Sublinhado');
    const list = await createList(c.id, 'Lista_especial 100%');
    const underscore = (await api('GET', `/api/shopping-lists?search=${encodeURIComponent('_')}`)).json() as ListPage;
    expect(underscore.data.map((l) => l.id)).toEqual([list.id]);
    const percent = (
      await api('GET', `/api/shopping-lists?search=${encodeURIComponent('especial 100%')}`)
    ).json() as ListPage;
    expect(percent.data.map((l) => l.id)).toEqual([list.id]);
  });

  it('paginates newest first', async () => {
    const c = await customer('Paginada');
    for (const n of [1, 2, 3]) await createList(c.id, `Página ${n}`);
    const first = (await api('GET', `/api/shopping-lists?user_id=${c.id}&limit=2`)).json() as ListPage;
    expect(first.pagination).toEqual({ page: 1, limit: 2, total: 3, pages: 2 });
    const second = (await api('GET', `/api/shopping-lists?user_id=${c.id}&limit=2&page=2`)).json() as ListPage;
    expect([...first.data, ...second.data].map((l) => l.name)).toEqual(['Página 3', 'Página 2', 'Página 1']);
  });

  it('a bad status filter is 400, and every staff role can read lists', async () => {
    expect((await api('GET', '/api/shopping-lists?status=pago')).statusCode).toBe(400);
    const trainee = await t.staff('trainee');
    expect((await api('GET', '/api/shopping-lists', undefined, trainee.token)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/shopping-lists' })).statusCode).toBe(401);
  });
});

describe('POST /api/shopping-lists/add-product', () => {
  it('a free item keeps the typed price; the quote follows spec 2 §9 with the kg fallback rate', async () => {
    const c = await customer();
    const list = await createList(c.id);
    const res = await addFree(list.id, 49.9, 2, { product_weight: '0,8' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as ShoppingList;
    expect(data.shopping_list_items).toMatchObject([
      { product_name: 'Tênis', product_price: 49.9, quantity: 2, product_weight: '0.8' },
    ]);
    const expected = listSummary([{ productId: 'x', priceCents: 4990, quantity: 2 }], new Map([['x', '0,8']]), 7.5);
    expect(data.quote.kg_rate).toBe(7.5);
    expect(data.quote.summary.total_kg).toBe(1.6);
    expect(data.quote.summary.service_fee).toBe(15); // 2 kg × $7.50
    expect(data.quote.summary.total_brl).toBe(expected.totalBrlCents / 100);
    expect(data.quote.amount_due_brl).toBe(expected.totalBrlCents / 100);
  });

  it("uses the tax service's taxa_por_kg when it answers", async () => {
    const tax = await startPeer((_req, res) => sendJson(res, 200, { taxa_por_kg: '12,5' }));
    await api('POST', '/api/configurations', { kg_fee_url: `${tax.url}/wp-json/prc-tax/v1/taxa-kg` });
    try {
      const list = await createList((await customer()).id);
      const data = (await addFree(list.id, 10, 1)).json().data as ShoppingList;
      expect(data.quote.kg_rate).toBe(12.5);
      expect(data.quote.summary.service_fee).toBe(12.5);
    } finally {
      await api('POST', '/api/configurations', { kg_fee_url: '' });
      await tax.close();
    }
  });

  it('a store product takes its price from the store, not the request, and the weight catalogue wins', async () => {
    const { id } = await product({ name: 'Fone Bluetooth', price_cents: 12990, weight: '0.3' });
    await t.db
      .insertInto('product_weights')
      .values({ product_id: String(id), weight: '2', updated_at: nowIso() })
      .execute();
    const list = await createList((await customer()).id);
    const res = await api('POST', '/api/shopping-lists/add-product', {
      list_id: list.id,
      woocommerce_product_id: id,
      product_name: 'Qualquer',
      product_price: 0.01,
      quantity: 1,
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as ShoppingList;
    expect(data.shopping_list_items[0]).toMatchObject({
      product_name: 'Fone Bluetooth',
      product_price: 129.9,
      woocommerce_product_id: String(id),
    });
    expect(data.quote.summary.total_kg).toBe(2);
  });

  it('the same product twice is one line; stock limits the total quantity (409, nothing written)', async () => {
    const { id } = await product({ name: 'Perfume', price_cents: 5000, stock_quantity: 3 });
    const list = await createList((await customer()).id);
    const add = (quantity: number) =>
      api('POST', '/api/shopping-lists/add-product', {
        list_id: list.id,
        woocommerce_product_id: String(id),
        product_name: 'Perfume',
        product_price: 50,
        quantity,
      });
    expect((await add(2)).statusCode).toBe(200);
    const merged = await add(1);
    expect((merged.json().data as ShoppingList).shopping_list_items).toMatchObject([{ quantity: 3 }]);
    const over = await add(1);
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toBe(`${listText.outOfStock} (disponível: 3)`);
    const items = await t.db.selectFrom('shopping_list_items').selectAll().where('list_id', '=', list.id).execute();
    expect(items.map((i) => i.quantity)).toEqual([3]);
  });

  it('quantity must be an integer from 1 to 999; an unknown product or list is 404', async () => {
    const list = await createList((await customer()).id);
    for (const [quantity, message] of [
      [0, listText.quantityMin],
      [1.5, listText.quantityInteger],
      [1000, listText.quantityMax],
    ] as const) {
      const res = await addFree(list.id, 10, quantity);
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toMatchObject({ quantity: message });
    }
    const noQty = await api('POST', '/api/shopping-lists/add-product', {
      list_id: list.id,
      product_name: 'X',
      product_price: 1,
    });
    expect(noQty.statusCode).toBe(400);
    expect(noQty.json().details.quantity).toBeDefined();
    const unknownProduct = await api('POST', '/api/shopping-lists/add-product', {
      list_id: list.id,
      woocommerce_product_id: 987654,
      product_name: 'X',
      product_price: 1,
      quantity: 1,
    });
    expect(unknownProduct.statusCode).toBe(404);
    expect(unknownProduct.json().error).toBe(listText.productNotFound);
    expect((await addFree(999999, 10, 1)).statusCode).toBe(404);
  });

  it('the bot adds items with its key', async () => {
    const list = await createList((await customer()).id);
    const res = await postAsBot(t, botKey, '/api/shopping-lists/add-product', {
      list_id: list.id,
      product_name: 'Relógio',
      product_price: 199,
      quantity: 1,
    });
    expect(res.statusCode).toBe(200);
    const row = await t.db
      .selectFrom('shopping_list_items')
      .selectAll()
      .where('list_id', '=', list.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ product_name: 'Relógio', price_cents: 19900, added_by: null });
  });

  it("moves the customer's chat version, so the detail poll sees the change", async () => {
    const c = await customer();
    const list = await createList(c.id);
    const first = await api('GET', `/api/users/${c.id}`);
    await addFree(list.id, 10, 1);
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/users/${c.id}`,
      headers: { ...bearer(t.adminToken), 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(200);
    expect((again.json().data.shoppingLists as ShoppingList[])[0]!.shopping_list_items).toHaveLength(1);
  });
});

describe('status, rename, amounts and items', () => {
  it('completing needs the store e-mail (409 until saved), records the kg rate, and a second completion is "Lista já foi concluída"', async () => {
    const c = await customer('Carla Dias', { email: 'carla@exemplo.com' });
    const list = await createList(c.id);
    await addFree(list.id, 10, 1);
    const refused = await api('PUT', `/api/shopping-lists/${list.id}`, {
      updates: { status: 'completed', taxaPorKG: 99 },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(listText.storeEmailRequired);

    const bad = await api('POST', '/api/users/carla@exemplo.com/email_woocomerce', { email_woocomerce: 'não é email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toMatchObject({ email_woocomerce: listText.storeEmailInvalid });
    const saved = await api('POST', '/api/users/Carla@Exemplo.com/email_woocomerce', {
      email_woocomerce: '  Carla.Loja@Exemplo.com ',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({ user_id: c.id, email_woocomerce: 'carla.loja@exemplo.com' });

    const done = await api('PUT', `/api/shopping-lists/${list.id}`, {
      updates: { status: 'completed', taxaPorKG: 99 },
    });
    expect(done.statusCode).toBe(200);
    const completed = done.json().data as ShoppingList;
    expect(completed.status).toBe('completed');
    expect(completed.completed_at).toMatch(/Z$/);
    // The server's own rate (the fallback), not the 99 the browser sent.
    expect(completed.quote.kg_rate).toBe(7.5);
    const row = await t.db
      .selectFrom('shopping_lists')
      .select('kg_fee_cents')
      .where('id', '=', list.id)
      .executeTakeFirstOrThrow();
    expect(row.kg_fee_cents).toBe(750);

    // The frozen rate survives a change of the setting.
    await api('POST', '/api/configurations', { kg_fee_fallback: 9 });
    forgetKgRate();
    expect(((await api('GET', `/api/shopping-lists/${list.id}`)).json().data as ShoppingList).quote.kg_rate).toBe(7.5);
    await api('POST', '/api/configurations', { kg_fee_fallback: 7.5 });
    forgetKgRate();

    const again = await api('PUT', `/api/shopping-lists/${list.id}`, { updates: { status: 'completed' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(listText.alreadyCompleted);

    // A completed list is what staff charge: a checkout session for it is made at the frozen rate.
    const session = await api('POST', '/api/checkout/create-session', { shopping_list_id: list.id });
    expect(session.statusCode).toBe(200);
    expect((await api('GET', `/api/shopping-lists/${list.id}`)).json().data.status).toBe('completed');

    // Items of a completed list are locked; going back to active unlocks and forgets the rate.
    expect((await addFree(list.id, 10, 1)).statusCode).toBe(409);
    const reopened = await api('PUT', `/api/shopping-lists/${list.id}`, { updates: { status: 'active' } });
    expect((reopened.json().data as ShoppingList).completed_at).toBeNull();
    expect((await addFree(list.id, 10, 1)).statusCode).toBe(200);
  });

  it('the store e-mail can be saved by customer id; an unknown customer is 404', async () => {
    const c = await customer();
    expect(
      (await api('POST', `/api/users/${c.id}/email_woocomerce`, { email_woocomerce: 'x@loja.com' })).statusCode,
    ).toBe(200);
    const row = await t.db
      .selectFrom('customers')
      .select('email_woocomerce')
      .where('id', '=', c.id)
      .executeTakeFirstOrThrow();
    expect(row.email_woocomerce).toBe('x@loja.com');
    expect(
      (await api('POST', '/api/users/999999/email_woocomerce', { email_woocomerce: 'x@loja.com' })).statusCode,
    ).toBe(404);
    expect(
      (await api('POST', '/api/users/ninguem@lugar.com/email_woocomerce', { email_woocomerce: 'x@loja.com' }))
        .statusCode,
    ).toBe(404);
  });

  it('rename, typed BRL amount, empty update 400, bad status 400, unknown list 404', async () => {
    const list = await createList((await customer()).id, 'Antigo');
    const renamed = await api('PUT', `/api/shopping-lists/${list.id}`, { name: '  Novo nome ' });
    expect((renamed.json().data as ShoppingList).name).toBe('Novo nome');
    const amount = await api('PUT', `/api/shopping-lists/${list.id}`, { updates: { total_brl: 1234.56 } });
    expect((amount.json().data as ShoppingList).total_brl).toBe(1234.56);
    expect((amount.json().data as ShoppingList).quote.amount_due_brl).toBe(1234.56);
    const empty = await api('PUT', `/api/shopping-lists/${list.id}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe(listText.nothingToChange);
    expect((await api('PUT', `/api/shopping-lists/${list.id}`, { updates: { status: 'pago' } })).statusCode).toBe(400);
    expect((await api('PUT', `/api/shopping-lists/${list.id}`, { updates: { total_brl: -5 } })).statusCode).toBe(400);
    expect((await api('PUT', '/api/shopping-lists/999999', { name: 'x' })).statusCode).toBe(404);
  });

  it('deleting an item and a list; unknown ids are 404', async () => {
    const list = await createList((await customer()).id);
    const item = ((await addFree(list.id, 5, 1)).json().data as ShoppingList).shopping_list_items[0]!;
    expect((await api('DELETE', `/api/shopping-list-items/${item.id}`)).statusCode).toBe(200);
    expect((await api('DELETE', `/api/shopping-list-items/${item.id}`)).statusCode).toBe(404);
    await addFree(list.id, 5, 1);
    expect((await api('DELETE', `/api/shopping-lists/${list.id}`)).statusCode).toBe(200);
    const left = await t.db.selectFrom('shopping_list_items').selectAll().where('list_id', '=', list.id).execute();
    expect(left).toEqual([]);
    expect((await api('DELETE', `/api/shopping-lists/${list.id}`)).statusCode).toBe(404);
  });

  it("a plan's fixed fees replace the kg fee; removing the subscription brings the kg fee back", async () => {
    const list = await createList((await customer()).id, 'Plano', { subscription_id: 1 });
    const withPlan = (await addFree(list.id, 100, 1)).json().data as ShoppingList;
    expect(withPlan.quote.summary.service_fee).toBe(25); // Just One: $10 shipping + $15 handling
    // The screen shows the plan's shipping and handling as their own lines, not hidden in one fee.
    expect(withPlan.quote.summary).toMatchObject({ plan_shipping: 10, plan_handling: 15 });
    expect(withPlan.quote.with_club_discount).toMatchObject({ plan_shipping: 10, plan_handling: 15 });
    expect(withPlan.quote.budget.shipping).toBe(10);
    expect(withPlan.quote.budget.handling).toBe(15);
    const removed = await api('POST', `/api/shopping-lists/${list.id}/remove-subscription`);
    expect(removed.json()).toEqual({ success: true, message: listText.subscriptionRemovedServer });
    const after = (await api('GET', `/api/shopping-lists/${list.id}`)).json().data as ShoppingList;
    expect(after.subscriptions).toBeNull();
    expect(after.quote.summary.service_fee).toBe(7.5); // 1 kg × $7.50
    expect(after.quote.summary).toMatchObject({ plan_shipping: null, plan_handling: null });
    const again = await api('POST', `/api/shopping-lists/${list.id}/remove-subscription`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(listText.noSubscription);
  });
});

describe('payment link and checkout session', () => {
  it('an empty list cannot be charged (400)', async () => {
    const list = await createList((await customer()).id);
    const res = await api('POST', `/api/shopping-lists/${list.id}/payment-link`, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(listText.emptyListPayment);
  });

  it("charges the server's quote, sends the link on WhatsApp and keeps the message in the chat", async () => {
    await configureGateway(t, { url: evo.url, apiKey: EVOLUTION_KEY });
    const c = await customer('Bruno Lima');
    const list = await createList(c.id, 'Eletrônicos');
    const quoted = (await addFree(list.id, 100, 3)).json().data as ShoppingList;
    const trainee = await t.staff('trainee');
    const res = await api('POST', `/api/shopping-lists/${list.id}/payment-link`, {}, trainee.token);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.amount_brl).toBe(quoted.quote.summary.total_brl);
    expect(data.payment_link).toMatch(/^https:\/\/loja\.exemplo\.com\.br\/checkout\/[A-Za-z0-9_-]{43}$/);
    expect(data.order_summary).toContain('3x Tênis');
    expect(data.message_status).toBe('sent');

    const sent = evo.requests.filter((r) => r.path === '/message/sendText/ponte').at(-1)!.json as {
      number: string;
      text: string;
    };
    expect(sent.number).toBe(c.phone);
    expect(sent.text).toContain(data.payment_link);
    expect(sent.text).toContain('Olá, Bruno!');
    const messages = await t.db.selectFrom('messages').selectAll().where('customer_id', '=', c.id).execute();
    expect(messages).toMatchObject([
      { direction: 'outgoing', status: 'sent', sender_id: trainee.id, content: sent.text },
    ]);

    const token = data.payment_link.split('/').at(-1);
    const session = await t.db
      .selectFrom('checkout_sessions')
      .selectAll()
      .where('token', '=', token)
      .executeTakeFirstOrThrow();
    expect(session.amount_brl_cents).toBe(Math.round(data.amount_brl * 100));
    expect(session.status).toBe('open');
    const hours = (Date.parse(session.expires_at) - Date.parse(session.created_at)) / 3600_000;
    expect(hours).toBe(72);
    const listRow = (await api('GET', `/api/shopping-lists/${list.id}`)).json().data as ShoppingList;
    expect(listRow.payment_link).toBe(data.payment_link);
  });

  it('a typed amount_brl is charged as typed; the club discount uses the server quote; bad amounts are 400', async () => {
    const list = await createList((await customer()).id);
    const quoted = (await addFree(list.id, 100, 2)).json().data as ShoppingList;
    const typed = await api('POST', `/api/shopping-lists/${list.id}/payment-link`, { amount_brl: 999.99 });
    expect(typed.json().data.amount_brl).toBe(999.99);
    // The amount typed with an accepted link is kept on the list: the next link charges it again.
    const again = await api('POST', `/api/shopping-lists/${list.id}/payment-link`, {});
    expect(again.json().data.amount_brl).toBe(999.99);
    await api('PUT', `/api/shopping-lists/${list.id}`, { updates: { total_brl: null } });
    const club = await api('POST', `/api/shopping-lists/${list.id}/payment-link`, { club_discount: true });
    expect(club.json().data.amount_brl).toBe(quoted.quote.with_club_discount.total_brl);
    expect(club.json().data.amount_brl).toBeLessThan(quoted.quote.summary.total_brl);
    for (const amount_brl of [0, -1, 'abc']) {
      expect((await api('POST', `/api/shopping-lists/${list.id}/payment-link`, { amount_brl })).statusCode).toBe(400);
    }
  });

  it('without a gateway the message is still kept, marked not sent', async () => {
    await configureGateway(t, { url: evo.url, apiKey: EVOLUTION_KEY, enabled: false });
    const c = await customer();
    const list = await createList(c.id);
    await addFree(list.id, 10, 1);
    const res = await api('POST', `/api/shopping-lists/${list.id}/payment-link`, {});
    expect(res.json().data.message_status).toBe('not_configured');
    const msg = await t.db.selectFrom('messages').selectAll().where('customer_id', '=', c.id).executeTakeFirstOrThrow();
    expect(msg.status).toBe('not_configured');
  });

  it('create-session with club_discount charges the club total, like the payment link', async () => {
    const list = await createList((await customer()).id);
    const quoted = (await addFree(list.id, 100, 2)).json().data as ShoppingList;
    const res = await api('POST', '/api/checkout/create-session', { shopping_list_id: list.id, club_discount: true });
    expect(res.json().data.amount_brl).toBe(quoted.quote.with_club_discount.total_brl);
  });

  it('POST /api/checkout/create-session answers the checkout URL and stores the session', async () => {
    const list = await createList((await customer()).id);
    await addFree(list.id, 10, 1);
    const res = await api('POST', '/api/checkout/create-session', { shopping_list_id: list.id });
    expect(res.statusCode).toBe(200);
    const { checkout_url, token } = res.json().data;
    expect(checkout_url).toBe(`https://loja.exemplo.com.br/checkout/${token}`);
    expect(
      await t.db.selectFrom('checkout_sessions').select('id').where('token', '=', token).executeTakeFirst(),
    ).toBeDefined();
    expect((await api('POST', '/api/checkout/create-session', { shopping_list_id: 999999 })).statusCode).toBe(404);
    expect((await api('POST', '/api/checkout/create-session', {})).statusCode).toBe(400);
  });
});
