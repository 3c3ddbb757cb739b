import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsText } from '@ponte/domain/settings';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import { readQuoteRates } from './service';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

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
    });
  });

  it('an admin changes the quote rates, and the server quotes with them', async () => {
    const res = await save(t.adminToken, { exchange_rate: 5.45, service_fee_percent: 4, kg_fee_url: 'https://loja.example/wp-json/prc-tax/v1/taxa-kg', kg_fee_fallback: 7.5 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ exchange_rate: 5.45, service_fee_percent: 4, kg_fee_fallback: 7.5, kg_fee_url: 'https://loja.example/wp-json/prc-tax/v1/taxa-kg' });
    const rates = await readQuoteRates(t.db);
    expect(rates).toMatchObject({ exchangeRate: 5.45, serviceFeePercent: 4, taxesPercent: 8.5, applyTaxesOnPayment: true });
    await save(t.adminToken, { exchange_rate: 5.9, service_fee_percent: 3.5 });
  });

  it.each([
    [{ exchange_rate: 0 }, 'exchange_rate'],
    [{ exchange_rate: -1 }, 'exchange_rate'],
    [{ service_fee_percent: 101 }, 'service_fee_percent'],
    [{ icms_percent: 'vinte' }, 'icms_percent'],
    [{ kg_fee_url: 'ftp://x' }, 'kg_fee_url'],
  ])('refuses %o with 400 naming %s', async (payload, field) => {
    const res = await save(t.adminToken, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toHaveProperty(field);
  });

  it.each(['123', '12345678901234', '12345678901234567', '12345678901234a'])("refuses Pixel ID '%s' with 400", async (id) => {
    const res = await save(t.adminToken, { meta_pixel_id: id });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(settingsText.invalidPixelId);
    expect(res.json().details).toHaveProperty('meta_pixel_id');
  });

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
    const row = await t.db.selectFrom('settings').select('value').where('key', '=', 'meta_access_token').executeTakeFirstOrThrow();
    expect(row.value).toBe(TOKEN);
  });

  it('sending the masked value back keeps the stored token; an empty one clears it', async () => {
    const masked = (await read(t.adminToken)).json().data.meta_access_token;
    await save(t.adminToken, { meta_pixel_id: '123456789012345', meta_access_token: masked });
    const kept = await t.db.selectFrom('settings').select('value').where('key', '=', 'meta_access_token').executeTakeFirstOrThrow();
    expect(kept.value).toBe(TOKEN);
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

  it('any staff member may read; only an admin may save (403) and nothing changes', async () => {
    const sup = await t.staff('operador');
    expect((await read(sup.token)).statusCode).toBe(200);
    const res = await save(sup.token, { meta_pixel_id: '999999999999999' });
    expect(res.statusCode).toBe(403);
    expect((await read(t.adminToken)).json().data.meta_pixel_id).not.toBe('999999999999999');
  });
});
