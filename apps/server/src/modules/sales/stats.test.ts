import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopToday } from '@ponte/domain/dates';
import { salesText, type SalesStats } from '@ponte/domain/sales';
import { bearer, type TestContext } from '../../../test/helpers';
import { buildSalesTestApp } from '../../../test/sales-app';
import { insertSale } from '../../../test/fixtures/sales';

/* GET /api/sales/stats: the four cards and the chart add up the rows of the table's filters. */
let t: TestContext;
let ana: Awaited<ReturnType<TestContext['staff']>>;
let bia: Awaited<ReturnType<TestContext['staff']>>;
let maria: number;

beforeAll(async () => {
  ({ t, ana, bia, maria } = await buildSalesTestApp());
});
afterAll(() => t.close());

const stats = async (token: string, query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/sales/stats${query}`, headers: bearer(token) });
  return { status: res.statusCode, body: res.json() };
};
const statsOk = async (token: string, query: string) => {
  const res = await stats(token, query);
  expect(res.status).toBe(200);
  return res.body.data as SalesStats;
};
const sale = (
  sellerId: number | null,
  createdAt: string,
  usdCents: number,
  commissionCents: number,
  status = 'confirmed',
) =>
  insertSale(t.db, {
    customerId: maria,
    sellerId,
    createdAt,
    usdCents,
    commissionCents,
    status: status as 'confirmed',
  });

describe('totals', () => {
  beforeAll(async () => {
    await sale(ana.id, '2024-05-01T15:00:00.000Z', 10_000, 500);
    await sale(bia.id, '2024-05-03T15:00:00.000Z', 5_050, 253);
    await sale(ana.id, '2024-05-03T16:00:00.000Z', 3_000, 150, 'pending');
    await sale(bia.id, '2024-05-03T17:00:00.000Z', 7_000, 350, 'cancelled');
  });
  const may = '?start_date=2024-05-01&end_date=2024-05-04';

  it('every figure follows the status filter; a cancelled sale brings no revenue and owes no commission (issue 28)', async () => {
    const all = await statsOk(t.adminToken, may);
    expect([all.totalSales, all.totalRevenue, all.totalCommissions, all.averageTicket]).toEqual([
      4, 180.5, 9.03, 60.17,
    ]);
    const confirmed = await statsOk(t.adminToken, `${may}&status=confirmed`);
    expect([confirmed.totalSales, confirmed.totalRevenue, confirmed.totalCommissions, confirmed.averageTicket]).toEqual(
      [2, 150.5, 7.53, 75.25],
    );
    const pending = await statsOk(t.adminToken, `${may}&status=pending`);
    expect([pending.totalSales, pending.totalRevenue, pending.totalCommissions]).toEqual([1, 30, 1.5]);
    const cancelled = await statsOk(t.adminToken, `${may}&status=cancelled`);
    expect([cancelled.totalSales, cancelled.totalRevenue, cancelled.totalCommissions, cancelled.averageTicket]).toEqual(
      [1, 0, 0, 0],
    );
    expect(cancelled.daily.find((d) => d.day === '2024-05-03')).toEqual({
      day: '2024-05-03',
      sales: 1,
      revenue: 0,
      commission: 0,
    });
  });

  it('the paid R$ total and the figures of the period of the same length just before (issue 28)', async () => {
    const s = await statsOk(t.adminToken, '?start_date=2024-05-04&end_date=2024-05-06&status=confirmed');
    expect(s.previous).toMatchObject({
      start_date: '2024-05-01',
      end_date: '2024-05-03',
      totalSales: 2,
      totalRevenue: 150.5,
      totalCommissions: 7.53,
    });
    const may = await statsOk(t.adminToken, '?start_date=2024-05-01&end_date=2024-05-04');
    const paid = await t.db
      .selectFrom('sales')
      .select((eb) => eb.fn.sum<number>('total_brl_cents').as('cents'))
      .where('created_at', '>=', '2024-05-01T03:00:00.000Z')
      .where('created_at', '<', '2024-05-05T03:00:00.000Z')
      .where('status', '=', 'confirmed')
      .executeTakeFirstOrThrow();
    // Paid means confirmed: a pending sale's PIX has not arrived, a cancelled one was undone.
    expect(may.totalPaidBrl).toBe(Number(paid.cents) / 100);
    expect((await statsOk(t.adminToken, '?start_date=2024-05-01')).previous).toBeNull();
  });

  it("a cancelled sale's commission shows as none in the table too", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/sales${may}&status=cancelled`,
      headers: bearer(t.adminToken),
    });
    expect(res.json().data.sales.map((s: { commission_amount: number }) => s.commission_amount)).toEqual([0]);
  });

  it('the chart has every day of the period, a day without sales at zero', async () => {
    expect((await statsOk(t.adminToken, `${may}&status=confirmed`)).daily).toEqual([
      { day: '2024-05-01', sales: 1, revenue: 100, commission: 5 },
      { day: '2024-05-02', sales: 0, revenue: 0, commission: 0 },
      { day: '2024-05-03', sales: 1, revenue: 50.5, commission: 2.53 },
      { day: '2024-05-04', sales: 0, revenue: 0, commission: 0 },
    ]);
  });

  it('a supervisor or trainee gets the figures of their own sales; an admin may pick a seller', async () => {
    const own = await statsOk(bia.token, `${may}&status=confirmed`);
    expect([own.totalSales, own.totalRevenue, own.totalCommissions]).toEqual([1, 50.5, 2.53]);
    const anas = await statsOk(ana.token, `${may}&status=confirmed`);
    expect([anas.totalSales, anas.totalRevenue]).toEqual([1, 100]);
    const picked = await statsOk(t.adminToken, `${may}&status=confirmed&seller_id=${ana.id}`);
    expect([picked.totalSales, picked.totalRevenue]).toEqual([1, 100]);
    const res = await stats(ana.token, `${may}&seller_id=${bia.id}`);
    expect([res.status, res.body.error]).toEqual([403, salesText.otherSeller]);
  });

  it('a sale cancelled by an admin leaves the totals', async () => {
    const id = await sale(ana.id, '2024-05-04T15:00:00.000Z', 2_000, 100);
    expect((await statsOk(t.adminToken, `${may}&status=confirmed`)).totalRevenue).toBe(170.5);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/sales/${id}/status`,
      headers: bearer(t.adminToken),
      payload: { status: 'cancelled', reason: 'Cliente desistiu' },
    });
    expect(res.statusCode).toBe(200);
    const after = await statsOk(t.adminToken, `${may}&status=confirmed`);
    expect([after.totalSales, after.totalRevenue, after.totalCommissions]).toEqual([2, 150.5, 7.53]);
  });
});

describe('days', () => {
  it("a sale late in the evening counts on São Paulo's day, not on the UTC day", async () => {
    // 2023-08-10 22:30 in São Paulo is 01:30Z on the 11th.
    await sale(ana.id, '2023-08-11T01:30:00.000Z', 1_000, 0);
    const s = await statsOk(t.adminToken, '?start_date=2023-08-10&end_date=2023-08-11');
    expect(s.daily.map((d) => [d.day, d.sales])).toEqual([
      ['2023-08-10', 1],
      ['2023-08-11', 0],
    ]);
  });

  it('under the old daylight saving (UTC-2) 02:30Z is already the next day', async () => {
    await sale(ana.id, '2019-02-16T02:30:00.000Z', 1_000, 0);
    const s = await statsOk(t.adminToken, '?start_date=2019-02-15&end_date=2019-02-16');
    expect(s.daily.map((d) => [d.day, d.sales])).toEqual([
      ['2019-02-15', 0],
      ['2019-02-16', 1],
    ]);
  });

  it('without an end the chart runs to today, not to the last day with a sale (issue 28)', async () => {
    const s = await statsOk(bia.token, '');
    expect(s.daily[0].day).toBe('2024-05-03');
    expect(s.daily.at(-1)!.day).toBe(shopToday());
    const fromMay = await statsOk(bia.token, '?start_date=2024-05-03');
    expect(fromMay.daily.at(-1)!.day).toBe(shopToday());
  });

  it('no sales: zeros and an empty chart', async () => {
    const zero = { totalSales: 0, totalRevenue: 0, totalCommissions: 0, averageTicket: 0, totalPaidBrl: 0 };
    expect(await statsOk(t.adminToken, '?start_date=2010-01-01&end_date=2010-01-01')).toEqual({
      ...zero,
      daily: [{ day: '2010-01-01', sales: 0, revenue: 0, commission: 0 }],
      previous: { ...zero, start_date: '2009-12-31', end_date: '2009-12-31' },
    });
    const trainee = await t.staff('trainee');
    expect((await statsOk(trainee.token, '')).daily).toEqual([]);
  });

  it('answers 400 for a day that does not exist or a reversed period', async () => {
    expect((await stats(t.adminToken, '?start_date=2024-02-30')).body.details.start_date).toBe(salesText.invalidDay);
    expect((await stats(t.adminToken, '?start_date=2024-05-02&end_date=2024-05-01')).body.details.end_date).toBe(
      salesText.periodReversed,
    );
  });
});
