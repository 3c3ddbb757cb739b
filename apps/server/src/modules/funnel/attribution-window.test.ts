import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { campaignText, DEFAULT_ATTRIBUTION_WINDOW_DAYS } from '@ponte/domain/funnel-campaigns';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import { newEventId, newFbclid, saveSettings, SHOP_SITE, track } from '../../../test/fixtures/funnel';
import { postCustomer } from '../../../test/customer-api';
import { insertSaleRow, saleRow } from '../../../test/sale-rows';
import { recordSaleConversion, recordWhatsAppAdClick } from './service';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
  await saveSettings(t, { shop_site_url: SHOP_SITE });
});
afterAll(() => t.close());
// Each test starts from the default window.
afterEach(() => t.db.deleteFrom('settings').where('key', '=', 'meta_attribution_window_days').execute());

const DAY = 24 * 60 * 60_000;
const MINUTE = 60_000;
const before = (iso: string, ms: number) => new Date(Date.parse(iso) - ms).toISOString();

let seq = 0;
async function customer() {
  seq += 1;
  const phone = `55119444${String(10000 + seq).slice(-5)}`;
  return { ...(await postCustomer(t, { phone, name: `Janela ${seq}` })), phone };
}

async function sale(customerId: number, at: string, brlCents = 10_000) {
  return insertSaleRow(t.db, saleRow({ customerId, at, total_usd_cents: 2_000, total_brl_cents: brlCents }));
}

const clickOf = (clickId: string) =>
  t.db.selectFrom('funnel_clicks').selectAll().where('click_id', '=', clickId).executeTakeFirstOrThrow();

const setWindow = (days: unknown, token = t.adminToken) =>
  t.app.inject({ method: 'PUT', url: '/api/meta/attribution-window', headers: bearer(token), payload: { days } });

/** A customer's WhatsApp-ad click made `ago` ms before a sale at `saleAt`, and the sale's conversion. */
async function clickThenSale(ago: number, clickName: string) {
  const c = await customer();
  const saleAt = new Date().toISOString();
  await recordWhatsAppAdClick(t.app.ctx, {
    customerId: c.id,
    phone: c.phone,
    ctwaClid: clickName,
    at: before(saleAt, ago),
  });
  const saleId = await sale(c.id, saleAt, 12_345);
  const result = await recordSaleConversion(t.app.ctx, { customerId: c.id, saleId, totalBrlCents: 12_345, at: saleAt });
  return { result, saleId, click: await clickOf(clickName) };
}

describe('the attribution window: a sale converts only the clicks of the days before it', () => {
  it(`is ${DEFAULT_ATTRIBUTION_WINDOW_DAYS} days by default`, async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/meta/attribution-window',
      headers: bearer(t.adminToken),
    });
    expect([res.statusCode, res.json().data]).toEqual([200, { days: 7 }]);
  });

  it('a click just inside 7 days is converted with the sale’s revenue; one just outside is not', async () => {
    const inside = await clickThenSale(7 * DAY - MINUTE, 'janela-dentro');
    expect(inside.result.converted).toBe(1);
    expect(inside.click).toMatchObject({ status: 'converted', sale_id: inside.saleId, revenue_cents: 12_345 });
    expect(inside.click.converted_at).not.toBeNull();

    const outside = await clickThenSale(7 * DAY + MINUTE, 'janela-fora');
    expect(outside.result.converted).toBe(0);
    expect(outside.click).toMatchObject({ status: 'linked', sale_id: null, revenue_cents: null, converted_at: null });
    // No conversion, so no Purchase is reported to Meta for that sale.
    const purchase = await t.db
      .selectFrom('funnel_events')
      .select('id')
      .where('event_id', '=', `ponte-sale-${outside.saleId}`)
      .execute();
    expect(purchase).toHaveLength(0);
  });

  it('a changed window applies to the next sales: 3 days leaves a 5-day-old click alone, 10 days converts a 9-day-old one', async () => {
    expect((await setWindow(3)).json()).toEqual({ success: true, data: { days: 3 } });
    expect((await clickThenSale(5 * DAY, 'janela-3-dias')).click.status).toBe('linked');
    expect((await clickThenSale(3 * DAY - MINUTE, 'janela-3-dias-dentro')).click.status).toBe('converted');

    await setWindow('10');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/meta/attribution-window',
      headers: bearer(t.adminToken),
    });
    expect(res.json().data).toEqual({ days: 10 });
    expect((await clickThenSale(9 * DAY, 'janela-10-dias')).click.status).toBe('converted');
    expect((await clickThenSale(10 * DAY + MINUTE, 'janela-10-dias-fora')).click.status).toBe('linked');
  });

  it('the site’s own Purchase converts a click only inside the window; the journey still shows the purchase', async () => {
    const old = newFbclid();
    const recent = newFbclid();
    for (const fbclid of [old, recent]) await track(t, { event_name: 'PageView', event_id: newEventId(), fbclid });
    await t.db
      .updateTable('funnel_clicks')
      .set({ created_at: before(new Date().toISOString(), 8 * DAY) })
      .where('click_id', '=', old)
      .execute();
    for (const fbclid of [old, recent])
      await track(t, { event_name: 'Purchase', event_id: newEventId(), fbclid, value: 250.5, currency: 'BRL' });

    expect(await clickOf(old)).toMatchObject({
      status: 'pending',
      purchase: 1,
      revenue_cents: null,
      converted_at: null,
    });
    expect(await clickOf(recent)).toMatchObject({ status: 'converted', purchase: 1, revenue_cents: 25_050 });
  });

  it('two sales of one customer at once convert each click once, and credit one sale’s amount once', async () => {
    const c = await customer();
    const at = new Date().toISOString();
    for (const [name, ago] of [
      ['corrida-a', 2 * DAY],
      ['corrida-b', DAY],
    ] as const)
      await recordWhatsAppAdClick(t.app.ctx, { customerId: c.id, phone: c.phone, ctwaClid: name, at: before(at, ago) });
    const sales = [await sale(c.id, at, 5_000), await sale(c.id, at, 7_000)];
    const results = await Promise.all(
      sales.map((saleId, i) =>
        recordSaleConversion(t.app.ctx, { customerId: c.id, saleId, totalBrlCents: [5_000, 7_000][i]!, at }),
      ),
    );
    expect(results.map((r) => r.converted).reduce((a, b) => a + b)).toBe(2);
    const clicks = [await clickOf('corrida-a'), await clickOf('corrida-b')];
    expect(clicks.every((k) => k.status === 'converted')).toBe(true);
    const credited = clicks.filter((k) => k.revenue_cents !== null);
    expect(credited).toHaveLength(1);
    expect(credited[0]!.click_id).toBe('corrida-b');
    expect(Number(credited[0]!.revenue_cents)).toBe(credited[0]!.sale_id === sales[0] ? 5_000 : 7_000);
  });
});

describe('PUT /api/meta/attribution-window', () => {
  it.each([0, 91, 2.5, 'sete', '', null])('refuses %j with 400 and the message on the field', async (days) => {
    const res = await setWindow(days);
    expect([res.statusCode, res.json().code, res.json().details]).toEqual([
      400,
      'invalid_input',
      { days: campaignText.windowInvalid },
    ]);
  });

  it('is for admins only, and an admin’s change is in the activity log', async () => {
    for (const role of ['operador', 'trainee'] as const) {
      const { token } = await t.staff(role);
      expect((await setWindow(14, token)).statusCode).toBe(403);
      const read = await t.app.inject({ method: 'GET', url: '/api/meta/attribution-window', headers: bearer(token) });
      expect(read.statusCode).toBe(403);
    }
    expect((await setWindow(14)).statusCode).toBe(200);
    const log = await t.db
      .selectFrom('activity_log')
      .select('details')
      .where('entity_type', '=', 'settings')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(log.details!)).toEqual({ keys: ['meta_attribution_window_days'], days: 14 });
  });
});
