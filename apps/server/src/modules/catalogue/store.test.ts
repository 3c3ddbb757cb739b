import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueText } from '@ponte/domain/catalogue';
import { bearer, type TestContext, useTestApp } from '../../../test/helpers';
import { startWooCommerce, WOO_CONSUMER_KEY, WOO_CONSUMER_SECRET } from '../../../test/fakes/woocommerce';
import { held } from '../../../test/fakes/http-peer';
import { WooCommerceClient } from '../../integrations/woocommerce/client';
import { findStoreProduct } from './store';

let t: TestContext;
useTestApp((built) => (t = built));

const search = (token: string, term?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/woocommerce/search-products${term === undefined ? '' : `?search=${encodeURIComponent(term)}`}`,
    headers: bearer(token),
  });
const create = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/woocommerce/create-product', headers: bearer(token), payload });

async function configureStore(settings: { url: string; key?: string; secret?: string }) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/configurations',
    headers: bearer(t.adminToken),
    payload: {
      woocommerce_url: settings.url,
      woocommerce_consumer_key: settings.key ?? WOO_CONSUMER_KEY,
      woocommerce_consumer_secret: settings.secret ?? WOO_CONSUMER_SECRET,
    },
  });
  if (res.statusCode !== 200) throw new Error(`configureStore: ${res.body}`);
}

describe("Ponte's own catalogue (WooCommerce not configured)", () => {
  it('a trainee creates a product (201, price in USD, created_by recorded) and finds it by name', async () => {
    const trainee = await t.staff('trainee');
    const res = await create(trainee.token, {
      name: 'Câmera Ação Pro',
      regular_price: '199,90',
      sku: 'CAM-1',
      weight: '0,5',
      description: 'À prova d’água',
    });
    expect(res.statusCode).toBe(201);
    const product = res.json().product;
    expect(res.json()).toEqual({
      success: true,
      product: {
        id: expect.any(Number),
        name: 'Câmera Ação Pro',
        price: 199.9,
        description: 'À prova d’água',
        short_description: '',
        sku: 'CAM-1',
        weight: '0.5',
        stock_quantity: null,
        images: [],
      },
    });
    const row = await t.db
      .selectFrom('store_products')
      .selectAll()
      .where('id', '=', product.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ price_cents: 19990, created_by: trainee.id, search_text: 'camera acao pro cam-1' });
    const logged = await t.db
      .selectFrom('activity_log')
      .selectAll()
      .where('entity_type', '=', 'product')
      .where('entity_id', '=', String(product.id))
      .executeTakeFirstOrThrow();
    expect(logged).toMatchObject({ user_id: trainee.id, action: 'create' });
  });

  it('search is accent-insensitive over name and SKU, ordered by name, and answers `products`', async () => {
    const sup = await t.staff('operador');
    await create(sup.token, { name: 'Cafeteira Elétrica', regular_price: 49.5, sku: 'CAF-9' });
    await create(sup.token, { name: 'Açúcar Mascavo', regular_price: 3 });
    await create(sup.token, { name: 'Acessório de câmera', regular_price: 10 });

    const byName = await search(sup.token, 'CAMERA');
    expect(byName.statusCode).toBe(200);
    expect(byName.json().success).toBe(true);
    expect(byName.json().products.map((p: { name: string }) => p.name)).toEqual([
      'Acessório de câmera',
      'Câmera Ação Pro',
    ]);
    expect((await search(sup.token, 'acucar')).json().products.map((p: { name: string }) => p.name)).toEqual([
      'Açúcar Mascavo',
    ]);
    expect((await search(sup.token, 'caf-9')).json().products).toMatchObject([
      { name: 'Cafeteira Elétrica', price: 49.5, sku: 'CAF-9' },
    ]);
    expect((await search(sup.token, 'nada disso')).json()).toEqual({ success: true, products: [] });
  });

  it("search treats '%' and '_' as plain characters", async () => {
    expect((await search(t.adminToken, '%%')).json().products).toEqual([]);
    expect((await search(t.adminToken, '__')).json().products).toEqual([]);
  });

  it('returns at most 20 products', async () => {
    for (let i = 0; i < 22; i++)
      await create(t.adminToken, { name: `Lote ${String(i).padStart(2, '0')}`, regular_price: 1 });
    const products = (await search(t.adminToken, 'lote')).json().products;
    expect(products).toHaveLength(20);
    expect(products[0].name).toBe('Lote 00');
  });

  it('a SKU already in the catalogue is refused with 409; products without a SKU never clash', async () => {
    const res = await create(t.adminToken, { name: 'Outra câmera', regular_price: 5, sku: 'CAM-1' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      error: catalogueText.skuTaken,
      code: 'sku_taken',
      details: { sku: catalogueText.skuTaken },
    });
    expect((await create(t.adminToken, { name: 'Sem SKU 1', regular_price: 5, sku: '' })).statusCode).toBe(201);
    expect((await create(t.adminToken, { name: 'Sem SKU 2', regular_price: 5 })).statusCode).toBe(201);
  });

  it.each([
    [{ regular_price: 10 }, 'name', catalogueText.nameRequired],
    [{ name: '   ', regular_price: 10 }, 'name', catalogueText.nameRequired],
    [{ name: 'X' }, 'regular_price', catalogueText.priceRequired],
    [{ name: 'X', regular_price: 0 }, 'regular_price', catalogueText.priceRequired],
    [{ name: 'X', regular_price: 'dez' }, 'regular_price', catalogueText.priceInvalid],
    [{ name: 'X', regular_price: 10, weight: 'pesado' }, 'weight', catalogueText.weightInvalid],
  ])('refuses %o with 400 naming %s', async (payload, field, message) => {
    const res = await create(t.adminToken, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().details[field]).toBe(message);
  });

  it("a search under 2 characters is refused with 400 and 'Digite pelo menos 2 caracteres'", async () => {
    for (const term of [undefined, '', 'a', ' a ']) {
      const res = await search(t.adminToken, term);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        error: catalogueText.searchTooShort,
        details: { search: catalogueText.searchTooShort },
      });
    }
  });

  it('both calls answer 401 without a token', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/woocommerce/search-products?search=cafe' })).statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/woocommerce/create-product',
          payload: { name: 'X', regular_price: 1 },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('findStoreProduct reads a product by id (number or text); unknown or malformed ids are null', async () => {
    const id = (await search(t.adminToken, 'cafeteira')).json().products[0].id;
    expect(await findStoreProduct(t.db, id)).toMatchObject({ id, name: 'Cafeteira Elétrica', price: 49.5 });
    expect(await findStoreProduct(t.db, String(id))).toMatchObject({ id });
    expect(await findStoreProduct(t.db, 999_999)).toBeNull();
    expect(await findStoreProduct(t.db, 'abc')).toBeNull();
    expect(await findStoreProduct(t.db, -1)).toBeNull();
  });
});

describe('WooCommerce catalogue (configured in /configuracoes)', () => {
  let woo: Awaited<ReturnType<typeof startWooCommerce>>;
  beforeAll(async () => {
    woo = await startWooCommerce({
      products: [
        {
          id: 11,
          name: 'iPhone 15 Case',
          sku: 'IP15-C',
          price: '19.90',
          regular_price: '24.90',
          sale_price: '19.90',
          weight: '0.1',
          stock_quantity: 7,
          images: [{ id: 1, src: 'https://loja.example/case.jpg', alt: '' }],
        },
        { id: 12, name: 'iPhone Charger', sku: 'IP-CH', price: '', regular_price: '35.00', weight: '0.3' },
        { id: 13, name: 'Kindle', sku: 'KND', price: '99.99' },
      ],
    });
    await configureStore({ url: `${woo.url}/` });
  });
  afterAll(async () => {
    await woo.close();
    await t.app.inject({
      method: 'POST',
      url: '/api/configurations',
      headers: bearer(t.adminToken),
      payload: { woocommerce_url: '', woocommerce_consumer_key: '', woocommerce_consumer_secret: '' },
    });
  });

  it('searches the shop with Basic auth and per_page=20, and parses its string prices', async () => {
    const res = await search(t.adminToken, 'iphone');
    expect(res.statusCode).toBe(200);
    expect(res.json().products).toEqual([
      {
        id: 11,
        name: 'iPhone 15 Case',
        price: 19.9,
        description: '',
        short_description: '',
        sku: 'IP15-C',
        weight: '0.1',
        stock_quantity: 7,
        images: [{ src: 'https://loja.example/case.jpg' }],
      },
      {
        id: 12,
        name: 'iPhone Charger',
        price: 35,
        description: '',
        short_description: '',
        sku: 'IP-CH',
        weight: '0.3',
        stock_quantity: null,
        images: [],
      },
    ]);
    const sent = woo.requests.at(-1)!;
    expect(sent.method).toBe('GET');
    const url = new URL(sent.path, 'http://x');
    expect(url.pathname).toBe('/wp-json/wc/v3/products');
    expect(Object.fromEntries(url.searchParams)).toEqual({ search: 'iphone', per_page: '20', page: '1' });
    expect(sent.headers.authorization).toBe(
      `Basic ${Buffer.from(`${WOO_CONSUMER_KEY}:${WOO_CONSUMER_SECRET}`).toString('base64')}`,
    );
  });

  it('creates the product in the shop sending price and weight as strings', async () => {
    const seller = await t.staff('operador');
    const res = await create(seller.token, {
      name: 'AirPods Pro',
      regular_price: 199.9,
      sku: 'APP-2',
      weight: 0.5,
      description: 'Fones',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().product).toMatchObject({
      name: 'AirPods Pro',
      price: 199.9,
      sku: 'APP-2',
      weight: '0.5',
      description: 'Fones',
    });
    expect(woo.requests.at(-1)).toMatchObject({ method: 'POST', path: '/wp-json/wc/v3/products' });
    expect(woo.requests.at(-1)!.json).toEqual({
      name: 'AirPods Pro',
      type: 'simple',
      regular_price: '199.90',
      sku: 'APP-2',
      weight: '0.5',
      description: 'Fones',
      status: 'publish',
    });
    // Nothing is written to Ponte's own table while the shop is the catalogue.
    expect(
      await t.db.selectFrom('store_products').select('id').where('sku', '=', 'APP-2').executeTakeFirst(),
    ).toBeUndefined();
  });

  it('a SKU the shop already has answers 409 with the Portuguese message', async () => {
    const res = await create(t.adminToken, { name: 'Capa repetida', regular_price: 10, sku: 'IP15-C' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(catalogueText.skuTaken);
  });

  it("any other refusal by the shop answers 502 'Erro ao criar produto no WooCommerce'", async () => {
    woo.control.failWith = { status: 500, code: 'woocommerce_rest_cannot_create', message: 'Falha interna' };
    try {
      const res = await create(t.adminToken, { name: 'Qualquer', regular_price: 10 });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ success: false, error: catalogueText.storeCreateFailed, code: 'bad_gateway' });
    } finally {
      woo.control.failWith = null;
    }
  });

  it('findStoreProduct reads a shop product by id; an id the shop lacks is null', async () => {
    expect(await findStoreProduct(t.db, '12')).toMatchObject({
      id: 12,
      name: 'iPhone Charger',
      price: 35,
      weight: '0.3',
    });
    expect(woo.requests.at(-1)).toMatchObject({ method: 'GET', path: '/wp-json/wc/v3/products/12' });
    expect(await findStoreProduct(t.db, 4040)).toBeNull();
  });

  it("wrong keys read as 502 'Erro ao conectar com WooCommerce' and nothing leaks the shop's reason", async () => {
    await configureStore({ url: woo.url, secret: 'cs_wrong' });
    try {
      const res = await search(t.adminToken, 'iphone');
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ success: false, error: 'Erro ao conectar com WooCommerce', code: 'bad_gateway' });
    } finally {
      await configureStore({ url: woo.url });
    }
  });

  it("a shop that is down answers 502 'Erro ao conectar com WooCommerce' for search, lookup and create", async () => {
    const down = await startWooCommerce();
    await down.close();
    await configureStore({ url: down.url });
    try {
      const res = await search(t.adminToken, 'iphone');
      expect(res.statusCode).toBe(502);
      expect(res.json().error).toBe(catalogueText.storeUnreachable);
      const made = await create(t.adminToken, { name: 'X', regular_price: 1 });
      expect(made.statusCode).toBe(502);
      expect(made.json().error).toBe(catalogueText.storeUnreachable);
      await expect(findStoreProduct(t.db, 11)).rejects.toMatchObject({
        statusCode: 502,
        message: catalogueText.storeUnreachable,
      });
    } finally {
      await configureStore({ url: woo.url });
    }
  });
});

describe('WooCommerce client', () => {
  it('gives up after its timeout with an unreachable error', async () => {
    const slow = await startWooCommerce({ products: [{ name: 'Lento', price: '1.00' }] });
    // The shop does not answer until the check is done: only the client's limit can end the call.
    const answer = held();
    slow.control.hold = answer.released;
    try {
      const client = new WooCommerceClient({
        url: slow.url,
        consumerKey: WOO_CONSUMER_KEY,
        consumerSecret: WOO_CONSUMER_SECRET,
        timeoutMs: 50,
      });
      await expect(client.searchProducts('lento')).rejects.toMatchObject({
        name: 'WooError',
        status: 0,
        unreachable: true,
      });
    } finally {
      answer.release();
      await slow.close();
    }
  });

  it('reads the pagination headers and turns the WP error shape into a typed error', async () => {
    const shop = await startWooCommerce({
      products: Array.from({ length: 5 }, (_, i) => ({ name: `Meia ${i}`, regular_price: `${i}.50` })),
    });
    try {
      const client = new WooCommerceClient({
        url: shop.url,
        consumerKey: WOO_CONSUMER_KEY,
        consumerSecret: WOO_CONSUMER_SECRET,
      });
      const page = await client.searchProducts('meia', { perPage: 2, page: 3 });
      expect(page).toMatchObject({ total: 5, totalPages: 3, products: [{ name: 'Meia 4', price: 4.5 }] });
      const bad = new WooCommerceClient({ url: shop.url, consumerKey: 'ck_x', consumerSecret: 'cs_x' });
      await expect(bad.searchProducts('meia')).rejects.toMatchObject({
        name: 'WooError',
        status: 401,
        code: 'woocommerce_rest_cannot_view',
      });
    } finally {
      await shop.close();
    }
  });
});
