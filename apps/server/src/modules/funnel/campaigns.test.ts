import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignText } from '@ponte/domain/funnel-campaigns';
import { activityAbout, bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import { newEventId, newFbclid, saveSettings, SHOP_SITE, track } from '../../../test/fixtures/funnel';
import { postCustomer } from '../../../test/customer-api';
import { insertSaleRow, saleRow } from '../../../test/sale-rows';
import { recordSaleConversion } from './service';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
  await saveSettings(t, { shop_site_url: SHOP_SITE });
});
afterAll(() => t.close());

const admin = () => bearer(t.adminToken);
const report = async (query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/meta/campaigns${query}`, headers: admin() });
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    attribution_window_days: number;
    campaigns: {
      campaign: string | null;
      clicks: number;
      purchases: number;
      revenue: number;
      spend: number | null;
      roas: number | null;
      net: number | null;
    }[];
    spend: { id: number; campaign: string; amount: number }[];
  };
};
const campaignIn = async (name: string | null, query: string) =>
  (await report(query)).campaigns.find((c) => c.campaign === name);
const addSpend = (payload: object, token = t.adminToken) =>
  t.app.inject({ method: 'POST', url: '/api/meta/campaign-spend', headers: bearer(token), payload });

let seq = 0;
async function customer(email: string) {
  seq += 1;
  return postCustomer(t, { phone: `55119333${String(10000 + seq).slice(-5)}`, name: `Campanha ${seq}`, email });
}

/** A site click of a campaign, moved to a given instant (the report groups clicks by their day). */
async function click(campaign: string | null, at: string, extra: object = {}) {
  const fbclid = newFbclid();
  await track(t, {
    event_name: 'PageView',
    event_id: newEventId(),
    fbclid,
    ...(campaign
      ? { event_source_url: `${SHOP_SITE}/?utm_source=facebook&utm_campaign=${encodeURIComponent(campaign)}` }
      : {}),
    ...extra,
  });
  await t.db.updateTable('funnel_clicks').set({ created_at: at }).where('click_id', '=', fbclid).execute();
  return fbclid;
}

async function sale(customerId: number, at: string, brlCents: number) {
  const saleId = await insertSaleRow(t.db, saleRow({ customerId, at, total_brl_cents: brlCents }));
  await recordSaleConversion(t.app.ctx, { customerId, saleId, totalBrlCents: brlCents, at });
  return saleId;
}

describe('revenue per campaign (GET /api/meta/campaigns)', () => {
  it('groups the period’s clicks by utm_campaign, with the purchases and revenue credited to them', async () => {
    // March 2024, São Paulo days: nothing else in this file is there.
    await click('verao-2024', '2024-03-05T15:00:00.000Z');
    await click('verao-2024', '2024-03-06T15:00:00.000Z', { email: 'ana.verao@exemplo.com' });
    await click('outono-2024', '2024-03-07T15:00:00.000Z', {
      utm_campaign: 'outono-2024',
      email: 'bia.outono@exemplo.com',
    });
    await click(null, '2024-03-08T15:00:00.000Z');
    const ana = await customer('ana.verao@exemplo.com');
    const bia = await customer('bia.outono@exemplo.com');
    await sale(ana.id, '2024-03-08T12:00:00.000Z', 123_456);
    await sale(bia.id, '2024-03-09T12:00:00.000Z', 50_000);

    const data = await report('?start_date=2024-03-01&end_date=2024-03-31');
    expect(data.attribution_window_days).toBe(7);
    expect(data.campaigns).toEqual([
      { campaign: 'verao-2024', clicks: 2, purchases: 1, revenue: 1234.56, spend: null, roas: null, net: null },
      { campaign: 'outono-2024', clicks: 1, purchases: 1, revenue: 500, spend: null, roas: null, net: null },
      { campaign: null, clicks: 1, purchases: 0, revenue: 0, spend: null, roas: null, net: null },
    ]);
    // The clicks' day decides the period: a week later there is nothing.
    expect((await report('?start_date=2024-03-10&end_date=2024-03-16')).campaigns).toEqual([]);
  });

  it('a sale is one purchase of the campaign of the latest click it converted', async () => {
    await click('primeiro-toque', '2024-04-02T15:00:00.000Z', { email: 'caio.toques@exemplo.com' });
    await click('ultimo-toque', '2024-04-03T15:00:00.000Z', { email: 'caio.toques@exemplo.com' });
    const caio = await customer('caio.toques@exemplo.com');
    await sale(caio.id, '2024-04-04T12:00:00.000Z', 30_000);
    const query = '?start_date=2024-04-01&end_date=2024-04-30';
    expect(await campaignIn('ultimo-toque', query)).toMatchObject({ clicks: 1, purchases: 1, revenue: 300 });
    expect(await campaignIn('primeiro-toque', query)).toMatchObject({ clicks: 1, purchases: 0, revenue: 0 });
  });

  it('a sale cancelled since brings its campaign no purchase and no revenue; confirmed again, it does', async () => {
    await click('desfeita', '2024-05-02T15:00:00.000Z', { email: 'dora.desfeita@exemplo.com' });
    const dora = await customer('dora.desfeita@exemplo.com');
    const saleId = await sale(dora.id, '2024-05-03T12:00:00.000Z', 40_000);
    const query = '?start_date=2024-05-01&end_date=2024-05-31';
    expect(await campaignIn('desfeita', query)).toMatchObject({ purchases: 1, revenue: 400 });
    const status = (to: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/sales/${saleId}/status`,
        headers: admin(),
        payload: { status: to, reason: 'cliente desistiu' },
      });
    expect((await status('cancelled')).statusCode).toBe(200);
    expect(await campaignIn('desfeita', query)).toMatchObject({ clicks: 1, purchases: 0, revenue: 0 });
    expect((await status('confirmed')).statusCode).toBe(200);
    expect(await campaignIn('desfeita', query)).toMatchObject({ purchases: 1, revenue: 400 });
  });

  it('the return on a spend entry: revenue / spend and revenue − spend, with the spend prorated by days', async () => {
    await click('maio-2024', '2024-05-12T15:00:00.000Z', { email: 'duda.maio@exemplo.com' });
    const duda = await customer('duda.maio@exemplo.com');
    await sale(duda.id, '2024-05-13T12:00:00.000Z', 40_000);
    // R$ 310 for the 31 days of May: R$ 10 a day.
    const created = await addSpend({
      campaign: 'maio-2024',
      starts_on: '2024-05-01',
      ends_on: '2024-05-31',
      amount: '310,00',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ campaign: 'maio-2024', amount: 310, starts_on: '2024-05-01' });

    expect(await campaignIn('maio-2024', '?start_date=2024-05-01&end_date=2024-05-31')).toEqual({
      campaign: 'maio-2024',
      clicks: 1,
      purchases: 1,
      revenue: 400,
      spend: 310,
      roas: 1.29,
      net: 90,
    });
    // Ten days of the entry fall in 10–19 May: R$ 100 of it.
    expect(await campaignIn('maio-2024', '?start_date=2024-05-10&end_date=2024-05-19')).toMatchObject({
      revenue: 400,
      spend: 100,
      roas: 4,
      net: 300,
    });
    // From 30 May to 5 June: two days of May's entry (R$ 20), no click of the campaign.
    expect(await campaignIn('maio-2024', '?start_date=2024-05-30&end_date=2024-06-05')).toEqual({
      campaign: 'maio-2024',
      clicks: 0,
      purchases: 0,
      revenue: 0,
      spend: 20,
      roas: 0,
      net: -20,
    });
    // A second entry of the same campaign counts too: a boost of R$ 1.000,50 over two days.
    await addSpend({ campaign: 'maio-2024', starts_on: '2024-05-12', ends_on: '2024-05-13', amount: 1000.5 });
    expect(await campaignIn('maio-2024', '?start_date=2024-05-12&end_date=2024-05-12')).toMatchObject({
      spend: 510.25,
      net: -110.25,
    });
  });

  it('edits and deletes a spend entry; the report follows', async () => {
    const created = (
      await addSpend({ campaign: 'junho-2024', starts_on: '2024-06-01', ends_on: '2024-06-30', amount: 600 })
    ).json().data as { id: number };
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/meta/campaign-spend/${created.id}`,
      headers: admin(),
      payload: { campaign: 'junho-2024', starts_on: '2024-06-01', ends_on: '2024-06-30', amount: '1.234,56' },
    });
    expect([put.statusCode, put.json().data.amount]).toEqual([200, 1234.56]);
    const june = '?start_date=2024-06-01&end_date=2024-06-30';
    expect(await campaignIn('junho-2024', june)).toMatchObject({ spend: 1234.56 });
    expect((await report(june)).spend.map((s) => s.id)).toEqual([created.id]);

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/meta/campaign-spend/${created.id}`,
      headers: admin(),
    });
    expect(del.json()).toEqual({ success: true, data: null });
    expect(await campaignIn('junho-2024', june)).toBeUndefined();
    const log = await activityAbout(t.db, 'campaign_spend', created.id);
    expect(log.map((l) => l.action)).toEqual(['create', 'update', 'delete']);
  });
});

describe('spend entries are checked and for admins only', () => {
  const valid = { campaign: 'julho-2024', starts_on: '2024-07-01', ends_on: '2024-07-31', amount: 100 };

  it.each([
    [{ ...valid, campaign: '  ' }, { campaign: campaignText.campaignRequired }],
    [{ ...valid, amount: 'cem reais' }, { amount: campaignText.amountInvalid }],
    [{ ...valid, amount: '' }, { amount: campaignText.amountRequired }],
    [{ ...valid, amount: -5 }, { amount: campaignText.amountNegative }],
    [{ ...valid, amount: '10,005' }, { amount: 'Use no máximo 2 casas decimais' }],
    [{ ...valid, starts_on: '2024-02-30' }, { starts_on: campaignText.dayInvalid }],
    [{ ...valid, ends_on: '2024-06-30' }, { ends_on: campaignText.periodReversed }],
  ])('refuses %j with 400 and the Portuguese message on the field', async (payload, details) => {
    const res = await addSpend(payload);
    expect([res.statusCode, res.json().code, res.json().details]).toEqual([400, 'invalid_input', details]);
  });

  it('an unknown entry is 404 for edit and delete; a bad id is 400', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/meta/campaign-spend/999999',
      headers: admin(),
      payload: valid,
    });
    expect([put.statusCode, put.json().error]).toEqual([404, campaignText.spendNotFound]);
    const del = await t.app.inject({ method: 'DELETE', url: '/api/meta/campaign-spend/999999', headers: admin() });
    expect(del.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'DELETE', url: '/api/meta/campaign-spend/abc', headers: admin() });
    expect(bad.statusCode).toBe(400);
  });

  it('other roles get 403 on every call, and the period is checked', async () => {
    const { token } = await t.staff('operador');
    expect((await addSpend(valid, token)).statusCode).toBe(403);
    const read = await t.app.inject({ method: 'GET', url: '/api/meta/campaigns', headers: bearer(token) });
    expect(read.statusCode).toBe(403);
    const reversed = await t.app.inject({
      method: 'GET',
      url: '/api/meta/campaigns?start_date=2024-07-10&end_date=2024-07-01',
      headers: admin(),
    });
    expect([reversed.statusCode, reversed.json().details]).toEqual([400, { end_date: campaignText.periodReversed }]);
  });
});
