import { CSAT_DEFAULT_QUESTION } from '@ponte/domain/csat';
import { describe, expect, it } from 'vitest';
import { QUOTE_RATE_DEFAULTS, settingsText } from '@ponte/domain/settings';
import { bearer, type TestContext, useTestApp } from '../../../test/helpers';
import { readQuoteRates, readStoreSettings } from './service';
import { openStored } from '../../lib/sealing';

let t: TestContext;
useTestApp((built) => (t = built));

const save = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/configurations', headers: bearer(token), payload });
const read = (token: string) => t.app.inject({ method: 'GET', url: '/api/configurations', headers: bearer(token) });

const TOKEN = 'EAAGm0PX4ZCpsBAKZC1234567890secretoken';

describe('/api/configurations', () => {
  it("starts with the spec's rates, no Meta settings and apply_taxes_on_payment true", async () => {
    expect((await read(t.adminToken)).json().data).toEqual({
      exchange_rate: 5.9,
      service_fee_percent: 3.5,
      taxes_percent: 8.5,
      import_tax_percent: 60,
      icms_percent: 20,
      brazil_taxes_percent: 80,
      shipping_per_kg: 5,
      kg_fee_fallback: 5,
      kg_fee_url: '',
      meta_pixel_id: '',
      meta_access_token: '',
      meta_access_token_set: false,
      apply_taxes_on_payment: true,
      woocommerce_url: '',
      woocommerce_consumer_key: '',
      woocommerce_consumer_secret: '',
      woocommerce_consumer_secret_set: false,
      pix_key: '',
      pix_merchant_name: '',
      pix_merchant_city: '',
      appmax_access_token: '',
      appmax_access_token_set: false,
      appmax_url: '',
      public_url: '',
      shop_whatsapp: '',
      shop_site_url: '',
      meta_graph_version: '',
      meta_test_event_code: '',
      csat_enabled: false,
      csat_question: CSAT_DEFAULT_QUESTION,
      public_url_source: 'env',
      public_url_in_use: 'https://ponte.test',
    });
  });

  it('PIX key, merchant and city are saved; a key of no PIX format is 400; the Appmax token goes out masked', async () => {
    const bad = await save(t.adminToken, { pix_key: '123' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toMatchObject({
      pix_key: 'Chave PIX inválida (CPF, CNPJ, e-mail, telefone +55 ou chave aleatória)',
    });
    expect((await save(t.adminToken, { pix_merchant_city: 'São José dos Campos' })).statusCode).toBe(400);
    const res = await save(t.adminToken, {
      pix_key: '+5511987654321',
      pix_merchant_name: 'Ponte Compras',
      pix_merchant_city: 'Campinas',
      appmax_access_token: 'appmax-secret-token-123',
    });
    expect(res.json().data).toMatchObject({
      pix_key: '+5511987654321',
      pix_merchant_name: 'Ponte Compras',
      pix_merchant_city: 'Campinas',
      appmax_access_token_set: true,
    });
    expect(res.json().data.appmax_access_token).not.toContain('appmax-secret');
    // Sending the masked value back keeps the token.
    await save(t.adminToken, { appmax_access_token: res.json().data.appmax_access_token });
    const row = await t.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'appmax_access_token')
      .executeTakeFirstOrThrow();
    expect(openStored('appmax_access_token', row.value)).toBe('appmax-secret-token-123');
    await save(t.adminToken, { pix_key: '', appmax_access_token: '' });
  });

  it('an admin changes the quote rates, and the server quotes with them', async () => {
    const res = await save(t.adminToken, {
      exchange_rate: 5.45,
      service_fee_percent: 4,
      kg_fee_url: 'https://loja.example/wp-json/prc-tax/v1/taxa-kg',
      kg_fee_fallback: 7.5,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      exchange_rate: 5.45,
      service_fee_percent: 4,
      kg_fee_fallback: 7.5,
      kg_fee_url: 'https://loja.example/wp-json/prc-tax/v1/taxa-kg',
    });
    const rates = await readQuoteRates(t.db);
    expect(rates).toMatchObject({
      exchangeRate: 5.45,
      serviceFeePercent: 4,
      taxesPercent: 8.5,
      applyTaxesOnPayment: true,
    });
    await save(t.adminToken, { exchange_rate: 5.9, service_fee_percent: 3.5 });
  });

  it("reads rates typed the Brazilian way ('5,45', '3,5 %') and refuses a digit more than the quote keeps (issue 28)", async () => {
    const res = await save(t.adminToken, { exchange_rate: '5,4512', service_fee_percent: '3,5' });
    expect(res.statusCode).toBe(200);
    expect((await readQuoteRates(t.db)).exchangeRate).toBe(5.4512);
    expect((await readQuoteRates(t.db)).serviceFeePercent).toBe(3.5);
    const refused = await save(t.adminToken, { icms_percent: '20,555', exchange_rate: 5.12345 });
    expect([refused.statusCode, refused.json().details]).toEqual([
      400,
      { icms_percent: 'ICMS: use no máximo 2 casas decimais', exchange_rate: 'Câmbio: use no máximo 4 casas decimais' },
    ]);
    expect((await readQuoteRates(t.db)).icmsPercent).toBe(20);
    await save(t.adminToken, { exchange_rate: 5.9, service_fee_percent: 3.5 });
  });

  it.each([
    [{ exchange_rate: 0 }, 'exchange_rate'],
    [{ exchange_rate: -1 }, 'exchange_rate'],
    [{ service_fee_percent: 101 }, 'service_fee_percent'],
    [{ icms_percent: 'vinte' }, 'icms_percent'],
    [{ kg_fee_url: 'ftp://x' }, 'kg_fee_url'],
    [{ woocommerce_url: 'loja.example' }, 'woocommerce_url'],
    [{ woocommerce_url: 'ftp://loja.example' }, 'woocommerce_url'],
    [{ woocommerce_consumer_key: 'ck_' + 'x'.repeat(300) }, 'woocommerce_consumer_key'],
    [{ woocommerce_consumer_secret: 42 }, 'woocommerce_consumer_secret'],
  ])('refuses %o with 400 naming %s', async (payload, field) => {
    const res = await save(t.adminToken, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toHaveProperty(field);
  });

  it.each(['123', '12345678901234', '12345678901234567', '12345678901234a'])(
    "refuses Pixel ID '%s' with 400",
    async (id) => {
      const res = await save(t.adminToken, { meta_pixel_id: id });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(settingsText.invalidPixelId);
      expect(res.json().details).toHaveProperty('meta_pixel_id');
    },
  );

  it.each(['123456789012345', '1234567890123456'])("accepts Pixel ID '%s' (15 or 16 digits)", async (id) => {
    const res = await save(t.adminToken, { meta_pixel_id: id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.meta_pixel_id).toBe(id);
  });

  it('stores the access token server-side and only ever returns it masked', async () => {
    const res = await save(t.adminToken, { meta_pixel_id: '123456789012345', meta_access_token: TOKEN });
    expect(res.json().data.meta_access_token).not.toContain(TOKEN);
    expect(res.json().data.meta_access_token).toMatch(/^•+oken$/);
    const again = await read(t.adminToken);
    expect(again.body).not.toContain(TOKEN);
    expect(again.json().data.meta_access_token_set).toBe(true);
    const row = await t.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'meta_access_token')
      .executeTakeFirstOrThrow();
    expect(openStored('meta_access_token', row.value)).toBe(TOKEN);
  });

  it('sending the masked value back keeps the stored token; an empty one clears it', async () => {
    const masked = (await read(t.adminToken)).json().data.meta_access_token;
    await save(t.adminToken, { meta_pixel_id: '123456789012345', meta_access_token: masked });
    const kept = await t.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'meta_access_token')
      .executeTakeFirstOrThrow();
    expect(openStored('meta_access_token', kept.value)).toBe(TOKEN);
    await save(t.adminToken, { meta_access_token: '' });
    expect((await read(t.adminToken)).json().data.meta_access_token_set).toBe(false);
  });

  it('apply_taxes_on_payment is false only when explicitly saved false', async () => {
    await save(t.adminToken, { apply_taxes_on_payment: false });
    expect((await read(t.adminToken)).json().data.apply_taxes_on_payment).toBe(false);
    await save(t.adminToken, { apply_taxes_on_payment: true });
    expect((await read(t.adminToken)).json().data.apply_taxes_on_payment).toBe(true);
  });

  it('refuses unknown keys with 400', async () => {
    expect((await save(t.adminToken, { jwt_secret: 'x' })).statusCode).toBe(400);
  });

  it.each(['operador', 'trainee'] as const)(
    'a %s reads only the quote rates and apply_taxes_on_payment, nothing of the store, PIX or tokens',
    async (role) => {
      await save(t.adminToken, {
        pix_key: 'pix@ponte.com.br',
        woocommerce_url: 'https://loja.example',
        woocommerce_consumer_key: 'ck_role_test_key',
        woocommerce_consumer_secret: 'cs_role_test_secret',
        appmax_access_token: 'appmax-role-test-token',
        meta_access_token: TOKEN,
        public_url: 'https://ponte.exemplo.com.br',
      });
      const member = await t.staff(role);
      const res = await read(member.token);
      expect(res.statusCode).toBe(200);
      const admin = (await read(t.adminToken)).json().data;
      const quoteKeys = [...Object.keys(QUOTE_RATE_DEFAULTS), 'apply_taxes_on_payment'];
      expect(res.json().data).toEqual(Object.fromEntries(quoteKeys.map((k) => [k, admin[k]])));
      for (const secret of ['pix@ponte', 'ck_role', 'cs_role', 'appmax-role', TOKEN, 'loja.example', 'ponte.exemplo'])
        expect(res.body).not.toContain(secret);

      expect(admin).toMatchObject({
        pix_key: 'pix@ponte.com.br',
        woocommerce_url: 'https://loja.example',
        public_url: 'https://ponte.exemplo.com.br',
        woocommerce_consumer_secret_set: true,
        appmax_access_token_set: true,
      });
      for (const secret of ['ck_role', 'cs_role', 'appmax-role', TOKEN])
        expect(JSON.stringify(admin)).not.toContain(secret);
      expect(admin.woocommerce_consumer_key).toMatch(/^•+_key$/);
      await save(t.adminToken, {
        pix_key: '',
        woocommerce_url: '',
        woocommerce_consumer_key: '',
        woocommerce_consumer_secret: '',
        appmax_access_token: '',
        meta_access_token: '',
        public_url: '',
      });
    },
  );

  it('only an admin may save (403) and nothing changes', async () => {
    const sup = await t.staff('operador');
    const res = await save(sup.token, { meta_pixel_id: '999999999999999' });
    expect(res.statusCode).toBe(403);
    expect((await read(t.adminToken)).json().data.meta_pixel_id).not.toBe('999999999999999');
  });

  describe('WooCommerce', () => {
    const SECRET = 'cs_0123456789abcdef0123456789abcdef';
    const secretRow = () =>
      t.db.selectFrom('settings').select('value').where('key', '=', 'woocommerce_consumer_secret').executeTakeFirst();

    it('stores the store address and keys; consumer key and secret only ever go out masked', async () => {
      const res = await save(t.adminToken, {
        woocommerce_url: 'https://loja.example',
        woocommerce_consumer_key: 'ck_abc',
        woocommerce_consumer_secret: SECRET,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        woocommerce_url: 'https://loja.example',
        woocommerce_consumer_key: '••••••••',
        woocommerce_consumer_secret_set: true,
      });
      expect(res.json().data.woocommerce_consumer_secret).toMatch(/^•+cdef$/);
      const trainee = await t.staff('trainee');
      const again = await read(trainee.token);
      expect(again.body).not.toContain(SECRET);
      expect(openStored('woocommerce_consumer_secret', (await secretRow())!.value)).toBe(SECRET);
      expect(await readStoreSettings(t.db)).toEqual({
        url: 'https://loja.example',
        consumerKey: 'ck_abc',
        consumerSecret: SECRET,
      });
    });

    it('the masked secret sent back keeps the stored one; an empty one clears it and the own catalogue is used again', async () => {
      const stored = (await read(t.adminToken)).json().data;
      await save(t.adminToken, {
        woocommerce_url: 'https://loja2.example',
        woocommerce_consumer_key: stored.woocommerce_consumer_key,
        woocommerce_consumer_secret: stored.woocommerce_consumer_secret,
      });
      expect(openStored('woocommerce_consumer_secret', (await secretRow())!.value)).toBe(SECRET);
      expect((await readStoreSettings(t.db))?.consumerKey).toBe('ck_abc');
      expect((await readStoreSettings(t.db))?.url).toBe('https://loja2.example');
      const cleared = await save(t.adminToken, { woocommerce_consumer_secret: '' });
      expect(cleared.json().data).toMatchObject({
        woocommerce_consumer_secret: '',
        woocommerce_consumer_secret_set: false,
      });
      expect(await readStoreSettings(t.db)).toBeNull();
    });

    it('only an admin may change the store connection (403)', async () => {
      const seller = await t.staff('operador');
      const res = await save(seller.token, { woocommerce_url: 'https://outra.example' });
      expect(res.statusCode).toBe(403);
      expect((await read(t.adminToken)).json().data.woocommerce_url).toBe('https://loja2.example');
    });
  });
});
