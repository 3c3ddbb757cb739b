import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listText, type ShoppingList } from '@ponte/domain/lists';
import { toCents } from '@ponte/domain/money';
import { nowIso } from '../../db';
import { bearer, type TestContext } from '../../../test/helpers';
import { buildListsTestApp } from '../../../test/lists-app';

/**
 * Fifty calls at once at each list path that checks and then writes. SQLite runs one write at
 * a time, so these matter most on PostgreSQL, where each request gets its own connection.
 */
const CALLS = 50;

let t: TestContext;
beforeAll(async () => {
  t = await buildListsTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const api = (method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(t.adminToken), ...(payload ? { payload } : {}) });
const times = <T>(n: number, call: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => call(i)));

let phoneSeq = 0;
async function newList(extra: object = {}) {
  phoneSeq += 1;
  const c = await api('POST', '/api/customers', {
    phone: `55219${String(20000000 + phoneSeq).slice(-8)}`,
    name: 'Cliente Concorrente',
  });
  const customerId = c.json().data.id as number;
  await t.db
    .updateTable('customers')
    .set({ email_woocomerce: 'loja@exemplo.com' })
    .where('id', '=', customerId)
    .execute();
  const res = await api('POST', '/api/shopping-lists', { user_id: customerId, name: 'Lista disputada', ...extra });
  expect(res.statusCode).toBe(201);
  return res.json().data as ShoppingList;
}

async function storeProduct(stock: number | null) {
  const at = nowIso();
  const row = await t.db
    .insertInto('store_products')
    .values({
      name: 'Perfume',
      price_cents: 1999,
      sku: null,
      weight: '0.3',
      stock_quantity: stock,
      image_url: null,
      created_by: null,
      created_at: at,
      updated_at: at,
      search_text: 'perfume',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const addProduct = (listId: number, productId: number, quantity: number) =>
  api('POST', '/api/shopping-lists/add-product', {
    list_id: listId,
    woocommerce_product_id: productId,
    product_name: 'Perfume',
    product_price: 19.99,
    quantity,
  });
const linesOf = (listId: number) =>
  t.db.selectFrom('shopping_list_items').selectAll().where('list_id', '=', listId).execute();
const activityOf = (listId: number, like: string) =>
  t.db
    .selectFrom('activity_log')
    .select('id')
    .where('entity_type', '=', 'shopping_list')
    .where('entity_id', '=', String(listId))
    .where('details', 'like', like)
    .execute();
const openSessionsOf = (listId: number) =>
  t.db
    .selectFrom('checkout_sessions')
    .selectAll()
    .where('shopping_list_id', '=', listId)
    .where('status', 'in', ['open', 'pending'])
    .execute();

describe('adding the same store product 50 times at once', () => {
  it('makes one line whose quantity is the sum of every acknowledged addition', async () => {
    const list = await newList();
    const productId = await storeProduct(null);
    const replies = await times(CALLS, (i) => addProduct(list.id, productId, (i % 3) + 1));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(CALLS).fill(200));
    const lines = await linesOf(list.id);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.quantity).toBe(Array.from({ length: CALLS }, (_, i) => (i % 3) + 1).reduce((a, b) => a + b, 0));
  });

  it('stops exactly at the stock: the rest answer 409 and nothing beyond the stock is written', async () => {
    const list = await newList();
    const productId = await storeProduct(20);
    const replies = await times(CALLS, () => addProduct(list.id, productId, 1));
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(20);
    for (const r of replies.filter((r) => r.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().error).toBe(`${listText.outOfStock} (disponível: 20)`);
    }
    expect((await linesOf(list.id)).map((l) => l.quantity)).toEqual([20]);
  });

  it('stops at 999 per line: the rest answer 400 with the rule and the line keeps what was acknowledged', async () => {
    const list = await newList();
    const productId = await storeProduct(null);
    const replies = await times(CALLS, () => addProduct(list.id, productId, 30));
    const acknowledged = replies.filter((r) => r.statusCode === 200).length;
    expect(acknowledged).toBe(33);
    for (const r of replies.filter((r) => r.statusCode !== 200)) {
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({ error: listText.quantityMax, details: { quantity: listText.quantityMax } });
    }
    expect((await linesOf(list.id)).map((l) => l.quantity)).toEqual([30 * acknowledged]);
  });

  it('free items (no product id) are separate lines, none lost', async () => {
    const list = await newList();
    const replies = await times(CALLS, (i) =>
      api('POST', '/api/shopping-lists/add-product', {
        list_id: list.id,
        product_name: `Item ${i}`,
        product_price: 5,
        quantity: 1,
      }),
    );
    expect(replies.every((r) => r.statusCode === 200)).toBe(true);
    expect(await linesOf(list.id)).toHaveLength(CALLS);
  });
});

describe('list status, items and subscription under 50 calls at once', () => {
  it("completing: one call completes and freezes the kg rate, the other 49 answer 409 'Lista já foi concluída'", async () => {
    const list = await newList();
    await addProduct(list.id, await storeProduct(null), 1);
    const replies = await times(CALLS, () =>
      api('PUT', `/api/shopping-lists/${list.id}`, { updates: { status: 'completed' } }),
    );
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of replies.filter((r) => r.statusCode !== 200))
      expect([r.statusCode, r.json().error]).toEqual([409, listText.alreadyCompleted]);
    const row = await t.db.selectFrom('shopping_lists').selectAll().where('id', '=', list.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'completed', kg_fee_cents: 750 });
    expect(await activityOf(list.id, '%"status":"completed"%')).toHaveLength(1);
  });

  it('adding while the list is being completed: every acknowledged addition is on the completed list', async () => {
    const list = await newList();
    const productId = await storeProduct(null);
    const replies = await times(CALLS, (i) =>
      i === CALLS / 2
        ? api('PUT', `/api/shopping-lists/${list.id}`, { updates: { status: 'completed' } })
        : addProduct(list.id, productId, 1),
    );
    expect(replies[CALLS / 2]!.statusCode).toBe(200);
    const adds = replies.filter((_, i) => i !== CALLS / 2);
    for (const r of adds.filter((r) => r.statusCode !== 200))
      expect([r.statusCode, r.json().error]).toEqual([409, listText.lockedCompleted]);
    const acknowledged = adds.filter((r) => r.statusCode === 200).length;
    expect((await linesOf(list.id)).reduce((n, l) => n + l.quantity, 0)).toBe(acknowledged);
  });

  it('deleting one item: one call deletes it, the other 49 answer 404 and the basket change is recorded once', async () => {
    const list = await newList();
    await addProduct(list.id, await storeProduct(null), 2);
    const [line] = await linesOf(list.id);
    const replies = await times(CALLS, () => api('DELETE', `/api/shopping-list-items/${line!.id}`));
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of replies.filter((r) => r.statusCode !== 200))
      expect([r.statusCode, r.json().error]).toEqual([404, listText.itemNotFound]);
    expect(await linesOf(list.id)).toHaveLength(0);
    expect(await activityOf(list.id, '%"removed":"Perfume"%')).toHaveLength(1);
  });

  it("removing the subscription: one call removes it, the other 49 answer 409 'A lista não tem assinatura'", async () => {
    const list = await newList({ subscription_id: 1 });
    const replies = await times(CALLS, () => api('POST', `/api/shopping-lists/${list.id}/remove-subscription`));
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of replies.filter((r) => r.statusCode !== 200))
      expect([r.statusCode, r.json().error]).toEqual([409, listText.noSubscription]);
    expect(await activityOf(list.id, '%"removed_subscription_id":1%')).toHaveLength(1);
  });
});

describe('payment links under 50 calls at once', () => {
  it.each([
    ['payment-link', (id: number) => api('POST', `/api/shopping-lists/${id}/payment-link`, {})],
    ['checkout/create-session', (id: number) => api('POST', '/api/checkout/create-session', { shopping_list_id: id })],
  ])(
    '%s: each link retires the older ones, so one link is left and it is the one the list shows',
    async (_, create) => {
      const list = await newList();
      await addProduct(list.id, await storeProduct(null), 2);
      const replies = await times(CALLS, () => create(list.id));
      expect(replies.map((r) => r.statusCode)).toEqual(Array(CALLS).fill(200));
      const open = await openSessionsOf(list.id);
      expect(open).toHaveLength(1);
      const row = await t.db
        .selectFrom('shopping_lists')
        .select('payment_link')
        .where('id', '=', list.id)
        .executeTakeFirstOrThrow();
      expect(row.payment_link).toBe(`https://loja.exemplo.com.br/checkout/${open[0]!.token}`);
    },
  );

  it('a link made while the plan changes back and forth charges the plan the list ends with, or is retired', async () => {
    for (let round = 0; round < 3; round += 1) {
      const list = await newList();
      await addProduct(list.id, await storeProduct(null), 2);
      const replies = await times(CALLS, (i) =>
        i % 3 === 2
          ? api('POST', '/api/checkout/create-session', { shopping_list_id: list.id })
          : api('PUT', `/api/shopping-lists/${list.id}`, { updates: { applied_subscription_id: (i % 3) + 1 } }),
      );
      expect(replies.map((r) => r.statusCode)).toEqual(Array(CALLS).fill(200));
      const open = await openSessionsOf(list.id);
      expect(open.length).toBeLessThanOrEqual(1);
      if (open.length === 1) {
        const now = (await api('GET', `/api/shopping-lists/${list.id}`)).json().data as ShoppingList;
        expect(open[0]!.amount_brl_cents).toBe(toCents(now.quote.amount_due_brl));
      }
    }
  });

  it('a link made while products are added charges the basket it was made for, or is retired', async () => {
    const list = await newList();
    const productId = await storeProduct(null);
    await addProduct(list.id, productId, 1);
    const replies = await times(CALLS, (i) =>
      i % 2 === 0
        ? addProduct(list.id, productId, 1)
        : api('POST', '/api/checkout/create-session', { shopping_list_id: list.id }),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(CALLS).fill(200));
    expect((await linesOf(list.id))[0]!.quantity).toBe(1 + CALLS / 2);
    const open = await openSessionsOf(list.id);
    expect(open.length).toBeLessThanOrEqual(1);
    if (open.length === 1) {
      const now = (await api('GET', `/api/shopping-lists/${list.id}`)).json().data as ShoppingList;
      expect(open[0]!.amount_brl_cents).toBe(toCents(now.quote.amount_due_brl));
    }
  });
});
