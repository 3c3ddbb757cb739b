import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueText } from '@ponte/domain/catalogue';
import { tooPreciseText } from '@ponte/domain/decimal-schema';
import { listText, type ShoppingList } from '@ponte/domain/lists';
import { BAD_NUMBERS, sendRawJson, withRawField } from '../../../test/bad-numbers';
import { bearer, type TestContext } from '../../../test/helpers';
import { buildListsTestApp } from '../../../test/lists-app';

/**
 * Issue 11: numbers that become money or weight are bounded on the server. Each bad value is
 * a 400 with a Portuguese message naming the field, and nothing is written.
 */
let t: TestContext;
beforeAll(async () => {
  t = await buildListsTestApp();
});
afterAll(() => t.close());

const rawJson = (method: 'POST' | 'PUT', url: string, json: string) => sendRawJson(t, method, url, json);

/** POST `url` as the admin. */
const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(t.adminToken), payload });
const addProduct = (payload: object) => post('/api/shopping-lists/add-product', payload);

let phoneSeq = 0;
async function newList() {
  phoneSeq += 1;
  const c = await post('/api/customers', {
    phone: `55419${String(40000000 + phoneSeq).slice(-8)}`,
    name: 'Cliente Limites',
  });
  const res = await post('/api/shopping-lists', { user_id: c.json().data.id, name: 'Lista' });
  return res.json().data as ShoppingList;
}
const linesOf = (listId: number) =>
  t.db.selectFrom('shopping_list_items').selectAll().where('list_id', '=', listId).execute();

describe('POST /api/shopping-lists/add-product bounds price, quantity and weight', () => {
  const fields = {
    product_price: listText.productPriceInvalid,
    quantity: listText.quantityRequired,
    product_weight: catalogueText.weightInvalid,
  } as const;

  describe.each(Object.entries(fields))('%s', (field, message) => {
    it.each(BAD_NUMBERS)('%s answers 400 naming the field and adds nothing', async (bad) => {
      const list = await newList();
      const body = { list_id: list.id, product_name: 'Tênis', product_price: 10, quantity: 1, product_weight: 1 };
      const res = await rawJson('POST', '/api/shopping-lists/add-product', withRawField(body, field, bad));
      expect(res.statusCode).toBe(400);
      const expected =
        field === 'quantity' && ['1e308', '9007199254740993'].includes(bad) ? listText.quantityMax : message;
      expect(res.json()).toMatchObject({ success: false, details: { [field]: expected } });
      expect(await linesOf(list.id)).toHaveLength(0);
    });
  });

  it.each([
    [{ product_price: 1_000_000.01 }, 'product_price', listText.productPriceInvalid],
    [{ product_price: -1 }, 'product_price', listText.productPriceInvalid],
    [{ quantity: 1000 }, 'quantity', listText.quantityMax],
    [{ quantity: 0 }, 'quantity', listText.quantityMin],
    [{ quantity: 1.5 }, 'quantity', listText.quantityInteger],
    [{ product_weight: 1_000_001 }, 'product_weight', catalogueText.weightInvalid],
    [{ product_weight: -0.5 }, 'product_weight', catalogueText.weightInvalid],
  ])('%j is out of range: 400 on %s', async (change, field, message) => {
    const list = await newList();
    const res = await addProduct({
      list_id: list.id,
      product_name: 'Tênis',
      product_price: 10,
      quantity: 1,
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toMatchObject({ [field]: message });
    expect(await linesOf(list.id)).toHaveLength(0);
  });

  it('decimal text with a comma is read as a number at the bounds', async () => {
    const list = await newList();
    const res = await addProduct({
      list_id: list.id,
      product_name: 'Relógio',
      product_price: '1000000,00',
      quantity: '999',
      product_weight: '1000000',
    });
    expect(res.statusCode).toBe(200);
    expect(await linesOf(list.id)).toMatchObject([
      { price_cents: 100_000_000, quantity: 999, product_weight: '1000000' },
    ]);
    // The largest list line still quotes in whole cents.
    const quote = (res.json().data as ShoppingList).quote;
    for (const value of [quote.summary.total_brl, quote.budget.total_brl, quote.with_club_discount.total_brl]) {
      expect(Number.isSafeInteger(Math.round(value * 100))).toBe(true);
    }
  });

  it(`a list takes at most 100 different lines (409), so a full list still quotes in safe cents`, async () => {
    const list = await newList();
    await t.db
      .insertInto('shopping_list_items')
      .values(
        Array.from({ length: 100 }, (_, i) => ({
          list_id: list.id,
          product_id: null,
          product_name: `Item ${i}`,
          price_cents: 100_000_000,
          quantity: 999,
          product_sku: null,
          product_weight: '1000000',
          product_image: null,
          added_by: null,
          created_at: new Date().toISOString(),
        })),
      )
      .execute();
    const res = await addProduct({ list_id: list.id, product_name: 'Mais um', product_price: 1, quantity: 1 });
    expect([res.statusCode, res.json().error]).toEqual([409, listText.tooManyLines]);
    expect(await linesOf(list.id)).toHaveLength(100);
    const full = (
      await t.app.inject({ method: 'GET', url: `/api/shopping-lists/${list.id}`, headers: bearer(t.adminToken) })
    ).json().data as ShoppingList;
    expect(Number.isSafeInteger(Math.round(full.quote.budget.total_brl * 100))).toBe(true);
    const link = await t.app.inject({
      method: 'POST',
      url: `/api/shopping-lists/${list.id}/payment-link`,
      headers: bearer(t.adminToken),
      payload: {},
    });
    expect(link.statusCode).toBe(200);
    const session = await t.db
      .selectFrom('checkout_sessions')
      .selectAll()
      .where('shopping_list_id', '=', list.id)
      .executeTakeFirstOrThrow();
    expect(Number.isSafeInteger(Number(session.amount_brl_cents))).toBe(true);
    expect(Number(session.amount_brl_cents)).toBe(Math.round(full.quote.summary.total_brl * 100));
  });
});

it('a store product priced beyond the bound is refused (409) instead of quoting it', async () => {
  const list = await newList();
  const at = new Date().toISOString();
  const product = await t.db
    .insertInto('store_products')
    .values({
      name: 'Iate',
      price_cents: 200_000_000,
      sku: null,
      weight: null,
      stock_quantity: null,
      image_url: null,
      created_by: null,
      created_at: at,
      updated_at: at,
      search_text: 'iate',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const res = await addProduct({
    list_id: list.id,
    woocommerce_product_id: product.id,
    product_name: 'Iate',
    product_price: 1,
    quantity: 1,
  });
  expect([res.statusCode, res.json().error]).toEqual([409, listText.storePriceOutOfRange]);
  expect(await linesOf(list.id)).toHaveLength(0);
});

describe('BRL amounts typed for a payment link are bounded', () => {
  it.each([...BAD_NUMBERS, '0', '1000000.01', '-5'])('amount_brl %s: 400 naming the field, no link', async (bad) => {
    const list = await newList();
    await addProduct({ list_id: list.id, product_name: 'Tênis', product_price: 10, quantity: 1 });
    const res = await rawJson('POST', `/api/shopping-lists/${list.id}/payment-link`, `{"amount_brl":${bad}}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      error: listText.amountInvalid,
      details: { amount_brl: listText.amountInvalid },
    });
    expect(
      await t.db.selectFrom('checkout_sessions').select('id').where('shopping_list_id', '=', list.id).execute(),
    ).toHaveLength(0);
  });

  it.each(['0.001', '"1.234,567"', '"0,005"'])(
    'amount_brl %s keeps more than cents: 400 naming the field, never rounded, no link (issue 28)',
    async (bad) => {
      const list = await newList();
      const res = await rawJson('POST', `/api/shopping-lists/${list.id}/payment-link`, `{"amount_brl":${bad}}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual({ amount_brl: tooPreciseText(2) });
      expect(
        await t.db.selectFrom('checkout_sessions').select('id').where('shopping_list_id', '=', list.id).execute(),
      ).toHaveLength(0);
    },
  );

  it.each([...BAD_NUMBERS, '0', '1000000.01'])(
    'updates.total_brl %s: 400 naming the field, the list unchanged',
    async (bad) => {
      const list = await newList();
      const res = await rawJson('PUT', `/api/shopping-lists/${list.id}`, `{"updates":{"total_brl":${bad}}}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toMatchObject({ 'updates.total_brl': listText.amountInvalid });
      const row = await t.db
        .selectFrom('shopping_lists')
        .select(['total_brl_cents', 'updated_at'])
        .where('id', '=', list.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ total_brl_cents: null, updated_at: list.updated_at });
    },
  );
});
