import { describe, expect, it } from 'vitest';
import { catalogueText } from '@ponte/domain/catalogue';
import { BAD_NUMBERS, sendRawJson, withRawField } from '../../../test/bad-numbers';
import { bearer, countRows, type TestContext, useTestApp } from '../../../test/helpers';

/** Issue 11: prices and weights of the store catalogue are bounded on the server. */
let t: TestContext;
useTestApp((built) => (t = built));

/** POST /api/woocommerce/create-product as the admin. */
const createProduct = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/woocommerce/create-product', headers: bearer(t.adminToken), payload });
/** Uploads a weights CSV as the admin. */
const uploadCsv = (payload: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/produtos-csv',
    headers: { ...bearer(t.adminToken), 'content-type': 'text/csv' },
    payload,
  });
const productCount = () => countRows(t.db, 'store_products');
const body = { name: 'Tênis de corrida', regular_price: 199.9, weight: 0.8 };

describe('POST /api/woocommerce/create-product', () => {
  it.each(BAD_NUMBERS)('regular_price %s: 400 naming the field, no product', async (bad) => {
    const before = await productCount();
    const res = await sendRawJson(
      t,
      'POST',
      '/api/woocommerce/create-product',
      withRawField(body, 'regular_price', bad),
    );
    expect(res.statusCode).toBe(400);
    const message = bad === '""' ? catalogueText.priceRequired : catalogueText.priceInvalid;
    expect(res.json()).toMatchObject({ success: false, error: message, details: { regular_price: message } });
    expect(await productCount()).toBe(before);
  });

  it.each(BAD_NUMBERS.filter((b) => b !== '""'))('weight %s: 400 naming the field, no product', async (bad) => {
    const before = await productCount();
    const res = await sendRawJson(t, 'POST', '/api/woocommerce/create-product', withRawField(body, 'weight', bad));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, details: { weight: catalogueText.weightInvalid } });
    expect(await productCount()).toBe(before);
  });

  it.each([
    [{ regular_price: 1_000_000.01 }, 'regular_price', catalogueText.priceInvalid],
    [{ regular_price: 0 }, 'regular_price', catalogueText.priceRequired],
    [{ weight: 1_000_001 }, 'weight', catalogueText.weightInvalid],
    [{ weight: -1 }, 'weight', catalogueText.weightInvalid],
  ])('%j is out of range: 400 on %s', async (change, field, message) => {
    const res = await createProduct({ ...body, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toMatchObject({ [field]: message });
  });

  it("a blank weight ('' as the form sends it) is no weight; comma decimals are read", async () => {
    const res = await createProduct({ name: 'Boné', regular_price: '1000000,00', weight: '' });
    expect(res.statusCode).toBe(201);
    const row = await t.db
      .selectFrom('store_products')
      .selectAll()
      .where('id', '=', res.json().product.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ price_cents: 100_000_000, weight: null });
  });
});

describe('POST /api/produtos-csv rows', () => {
  it.each(['1e308', '9007199254740993', '0x10', 'Infinity', 'NaN', '1,2,3', '1000001'])(
    'a weight of %s refuses the file naming the row; the catalogue stays',
    async (weight) => {
      await uploadCsv('ID;Peso (kg)\n1;0,5\n');
      const res = await uploadCsv(`ID;Peso (kg)\n7;1\n8;${weight}\n`);
      const error = `Linha 3: peso inválido "${weight}" para o ID 8`;
      expect([res.statusCode, res.json()]).toEqual([
        400,
        { success: false, error, code: 'invalid_input', details: { csv: error } },
      ]);
      expect(await t.db.selectFrom('product_weights').select(['product_id', 'weight']).execute()).toEqual([
        { product_id: '1', weight: '0.5' },
      ]);
    },
  );
});
