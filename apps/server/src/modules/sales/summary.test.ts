import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysInPeriod, previousPeriod, shopDayRange, shopToday } from '@ponte/domain/dates';
import { fromCents } from '@ponte/domain/money';
import { averageTicketCents, type SaleStatus } from '@ponte/domain/sales';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import { insertCustomer } from '../../../test/fixtures/sales';
import { saleRow } from '../../../test/sale-rows';

/**
 * Issue 30 (docs/0051): /vendas stats, /estatisticas (sales and overview) and /comissoes read the
 * daily summary the triggers keep. Over random sales (instants around São Paulo's midnight, in
 * the daylight-saving years and now), then status changes, amount and seller changes, upserts
 * and deletes, every figure must be the one computed from the raw rows as the reports computed
 * it before: a period is the UTC instants of its shop days (shopDayRange), a sale's day is
 * shopToday of its instant.
 */
let t: TestContext;
let sellers: number[];
let customerId: number;
beforeAll(async () => {
  t = await buildTestApp();
  sellers = [(await t.staff('operador')).id, (await t.staff('operador')).id, (await t.staff('trainee')).id];
  customerId = await insertCustomer(t.db, 'Cliente do resumo');
});
afterAll(() => t.close());

/** Eras with a São Paulo midnight worth testing: daylight saving starting and ending, and today's fixed offset. */
const ERAS = ['2018-11-01T00:00:00Z', '2019-02-14T00:00:00Z', '2025-12-29T00:00:00Z'].map(Date.parse);
const STATUSES: SaleStatus[] = ['confirmed', 'pending', 'cancelled'];

type SaleSeed = { era: number; day: number; minute: number; seller: number; status: number; usd: number; rate: number };
type Change =
  | { kind: 'status'; sale: number; status: number }
  | { kind: 'amounts'; sale: number; usd: number; rate: number }
  | { kind: 'seller'; sale: number; seller: number }
  | { kind: 'upsert'; sale: number; usd: number }
  | { kind: 'delete'; sale: number };

const sale: fc.Arbitrary<SaleSeed> = fc.record({
  era: fc.integer({ min: 0, max: ERAS.length - 1 }),
  // A few days, or weeks across month ends (the monthly roll-up, docs/0055).
  day: fc.oneof(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 80 })),
  // Mostly within two hours of São Paulo's midnight (02:00–03:00 UTC, 03:00 in the summers of old).
  minute: fc.oneof(fc.integer({ min: 60, max: 300 }), fc.integer({ min: 0, max: 1439 })),
  seller: fc.integer({ min: 0, max: 3 }),
  status: fc.integer({ min: 0, max: 2 }),
  usd: fc.integer({ min: 0, max: 500_000 }),
  rate: fc.integer({ min: 400, max: 700 }),
});
const change: fc.Arbitrary<Change> = fc.oneof(
  fc.record({ kind: fc.constant('status' as const), sale: fc.nat(), status: fc.integer({ min: 0, max: 2 }) }),
  fc.record({
    kind: fc.constant('amounts' as const),
    sale: fc.nat(),
    usd: fc.integer({ min: 0, max: 500_000 }),
    rate: fc.integer({ min: 400, max: 700 }),
  }),
  fc.record({ kind: fc.constant('seller' as const), sale: fc.nat(), seller: fc.integer({ min: 0, max: 3 }) }),
  fc.record({ kind: fc.constant('upsert' as const), sale: fc.nat(), usd: fc.integer({ min: 1, max: 500_000 }) }),
  fc.record({ kind: fc.constant('delete' as const), sale: fc.nat() }),
);
type Query = { era: number; first: number; length: number; seller: number; status: number };
const query: fc.Arbitrary<Query> = fc.record({
  era: fc.integer({ min: 0, max: ERAS.length - 1 }),
  first: fc.oneof(fc.integer({ min: -1, max: 6 }), fc.integer({ min: -35, max: 60 })),
  length: fc.oneof(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 100 })),
  seller: fc.integer({ min: -1, max: 3 }),
  status: fc.integer({ min: -1, max: 2 }),
});

const sellerOf = (n: number) => (n === 0 ? null : sellers[n - 1]!);
const instant = (s: SaleSeed) => new Date(ERAS[s.era]! + s.day * 86_400_000 + s.minute * 60_000).toISOString();
const commissionOf = (usd: number) => Math.floor(usd / 20);

type Raw = {
  id: number;
  created_at: string;
  seller_id: number | null;
  status: SaleStatus;
  total_usd_cents: number;
  total_brl_cents: number;
  commission_cents: number;
};

async function rawSales(): Promise<Raw[]> {
  const rows = await t.db
    .selectFrom('sales')
    .select(['id', 'created_at', 'seller_id', 'status', 'total_usd_cents', 'total_brl_cents', 'commission_cents'])
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    ...r,
    total_usd_cents: Number(r.total_usd_cents),
    total_brl_cents: Number(r.total_brl_cents),
    commission_cents: Number(r.commission_cents),
  }));
}

/** A sale's commission in R$ at its own rate, truncated as the integer division of both engines does. */
const commissionBrl = (r: Raw) =>
  r.total_usd_cents === 0 ? 0 : Math.trunc((r.commission_cents * r.total_brl_cents) / r.total_usd_cents);

async function build(seeds: SaleSeed[], changes: Change[]) {
  await t.db.deleteFrom('sales').execute();
  const ids: number[] = [];
  for (const s of seeds) {
    const created = instant(s);
    const row = await t.db
      .insertInto('sales')
      .values(
        saleRow({
          customerId,
          at: created,
          seller_id: sellerOf(s.seller),
          total_usd_cents: s.usd,
          total_brl_cents: Math.round((s.usd * s.rate) / 100),
          commission_cents: commissionOf(s.usd),
          status: STATUSES[s.status]!,
          confirmed_at: null,
        }),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  const alive = new Set(ids);
  for (const c of changes) {
    if (ids.length === 0) break;
    const id = ids[c.sale % ids.length]!;
    if (!alive.has(id)) continue;
    const sales = t.db.updateTable('sales').where('id', '=', id);
    if (c.kind === 'status') await sales.set({ status: STATUSES[c.status]! }).execute();
    if (c.kind === 'seller') await sales.set({ seller_id: sellerOf(c.seller) }).execute();
    if (c.kind === 'amounts')
      await sales
        .set({
          total_usd_cents: c.usd,
          total_brl_cents: Math.round((c.usd * c.rate) / 100),
          commission_cents: commissionOf(c.usd) + 1,
        })
        .execute();
    if (c.kind === 'delete') {
      await t.db.deleteFrom('sales').where('id', '=', id).execute();
      alive.delete(id);
    }
    if (c.kind === 'upsert')
      // The checkout's pending row is rewritten by INSERT … ON CONFLICT DO UPDATE: an update to the summary.
      await t.db
        .insertInto('sales')
        .values({
          id,
          customer_id: customerId,
          seller_id: null,
          total_usd_cents: c.usd,
          total_brl_cents: c.usd * 5,
          commission_cents: commissionOf(c.usd),
          payment_method: 'pix',
          status: 'pending',
          created_at: '2000-01-01T00:00:00.000Z',
        })
        .onConflict((oc) =>
          oc.column('id').doUpdateSet({ total_usd_cents: c.usd, total_brl_cents: c.usd * 5, status: 'pending' }),
        )
        .execute();
  }
}

const get = async <T>(url: string): Promise<T> => {
  const res = await t.app.inject({ method: 'GET', url, headers: bearer(t.adminToken) });
  expect(res.statusCode, url).toBe(200);
  return (res.json() as { data: T }).data;
};

/** The /vendas card figures of some raw rows, as docs/0045 defines them. */
function salesFigures(rows: Raw[]) {
  const kept = rows.filter((r) => r.status !== 'cancelled');
  const revenue = kept.reduce((sum, r) => sum + r.total_usd_cents, 0);
  return {
    totalSales: rows.length,
    totalRevenue: fromCents(revenue),
    totalCommissions: fromCents(kept.reduce((sum, r) => sum + r.commission_cents, 0)),
    averageTicket: fromCents(averageTicketCents(revenue, kept.length)),
    totalPaidBrl: fromCents(
      rows.filter((r) => r.status === 'confirmed').reduce((sum, r) => sum + r.total_brl_cents, 0),
    ),
  };
}

const inPeriod = (start: string, end: string) => {
  const { from, to } = shopDayRange(start, end);
  return (r: Raw) => r.created_at >= from! && r.created_at < to!;
};

const bySeller = <T extends { seller_id: number | null }>(rows: T[]) =>
  [...rows].sort((a, b) => (a.seller_id ?? 0) - (b.seller_id ?? 0));

async function compare(q: Query) {
  const raw = await rawSales();
  const start = new Date(ERAS[q.era]! + q.first * 86_400_000).toISOString().slice(0, 10);
  const end = new Date(ERAS[q.era]! + (q.first + q.length - 1) * 86_400_000).toISOString().slice(0, 10);
  const seller = q.seller < 1 ? undefined : sellers[q.seller - 1]!;
  const status = q.status < 0 ? undefined : STATUSES[q.status]!;

  // The summary itself: one row per shop day, seller and status with sales, each figure exact.
  const expectedRows = new Map<string, number[]>();
  for (const r of raw) {
    const key = `${shopToday(new Date(r.created_at))}|${r.seller_id ?? 0}|${r.status}`;
    const sums = expectedRows.get(key) ?? [0, 0, 0, 0, 0];
    const add = [1, r.total_usd_cents, r.total_brl_cents, r.commission_cents, commissionBrl(r)];
    expectedRows.set(
      key,
      sums.map((v, i) => v + add[i]!),
    );
  }
  const summary = await t.db.selectFrom('sales_daily').selectAll().execute();
  expect(
    new Map(
      summary.map((d) => [
        `${d.day}|${d.seller_id}|${d.status}`,
        [d.sale_count, d.total_usd_cents, d.total_brl_cents, d.commission_cents, d.commission_brl_cents].map(Number),
      ]),
    ),
  ).toEqual(expectedRows);

  // The roll-ups (docs/0055): every seller per day, and per seller per calendar month.
  const rollUp = (keyOf: (r: Raw) => string) => {
    const sums = new Map<string, number[]>();
    for (const r of raw) {
      const key = keyOf(r);
      const add = [1, r.total_usd_cents, r.total_brl_cents, r.commission_cents, commissionBrl(r)];
      sums.set(
        key,
        (sums.get(key) ?? [0, 0, 0, 0, 0]).map((v, i) => v + add[i]!),
      );
    }
    return sums;
  };
  const figures = (d: {
    sale_count: number;
    total_usd_cents: number;
    total_brl_cents: number;
    commission_cents: number;
    commission_brl_cents: number;
  }) => [d.sale_count, d.total_usd_cents, d.total_brl_cents, d.commission_cents, d.commission_brl_cents].map(Number);
  const dayTotals = await t.db.selectFrom('sales_day_totals').selectAll().execute();
  expect(new Map(dayTotals.map((d) => [`${d.day}|${d.status}`, figures(d)]))).toEqual(
    rollUp((r) => `${shopToday(new Date(r.created_at))}|${r.status}`),
  );
  const months = await t.db.selectFrom('sales_month_sellers').selectAll().execute();
  expect(new Map(months.map((d) => [`${d.month}|${d.seller_id}|${d.status}`, figures(d)]))).toEqual(
    rollUp((r) => `${shopToday(new Date(r.created_at)).slice(0, 7)}|${r.seller_id ?? 0}|${r.status}`),
  );

  // /vendas stats: the cards, the chart's days and the previous period's cards.
  const filter = new URLSearchParams({ start_date: start, end_date: end });
  if (seller) filter.set('seller_id', String(seller));
  if (status) filter.set('status', status);
  const scoped = (s: string, e: string) =>
    raw.filter((r) => inPeriod(s, e)(r) && (!seller || r.seller_id === seller) && (!status || r.status === status));
  const stats = await get<
    ReturnType<typeof salesFigures> & {
      daily: { day: string; sales: number; revenue: number; commission: number }[];
      previous: ReturnType<typeof salesFigures> | null;
    }
  >(`/api/sales/stats?${filter}`);
  const mine = scoped(start, end);
  expect(stats).toMatchObject(salesFigures(mine));
  expect(stats.daily).toHaveLength(daysInPeriod(start, end));
  for (const d of stats.daily) {
    const of = mine.filter((r) => shopToday(new Date(r.created_at)) === d.day && r.status !== 'cancelled');
    expect(d.sales).toBe(mine.filter((r) => shopToday(new Date(r.created_at)) === d.day).length);
    expect(d.revenue).toBe(fromCents(of.reduce((sum, r) => sum + r.total_usd_cents, 0)));
    expect(d.commission).toBe(fromCents(of.reduce((sum, r) => sum + r.commission_cents, 0)));
  }
  const before = previousPeriod(start, end);
  expect(stats.previous).toMatchObject(salesFigures(scoped(before.start_date, before.end_date)));

  // /estatisticas-vendas and the overview: confirmed sales in R$, per day and per seller.
  const confirmed = raw.filter((r) => r.status === 'confirmed' && inPeriod(start, end)(r));
  const period = `start_date=${start}&end_date=${end}`;
  const statistics = await get<{
    totalValue: number;
    totalCount: number;
    totalCommission: number;
    salesByDay: { day: string; value: number; count: number }[];
    sellerSales: { seller_id: number | null; value: number; count: number; commission: number }[];
  }>(`/api/stats/sales?${period}&group=day`);
  const sellerIds = [...new Set(confirmed.map((r) => r.seller_id))];
  const perSeller = sellerIds.map((id) => {
    const of = confirmed.filter((r) => r.seller_id === id);
    return {
      seller_id: id,
      count: of.length,
      value: fromCents(of.reduce((sum, r) => sum + r.total_brl_cents, 0)),
      commission: fromCents(of.reduce((sum, r) => sum + commissionBrl(r), 0)),
    };
  });
  expect(
    bySeller(statistics.sellerSales).map(({ seller_id, count, value, commission }) => ({
      seller_id,
      count,
      value,
      commission,
    })),
  ).toEqual(bySeller(perSeller));
  expect(statistics.totalCount).toBe(confirmed.length);
  expect(statistics.totalValue).toBe(fromCents(confirmed.reduce((sum, r) => sum + r.total_brl_cents, 0)));
  expect(statistics.totalCommission).toBe(fromCents(confirmed.reduce((sum, r) => sum + commissionBrl(r), 0)));
  for (const d of statistics.salesByDay) {
    const of = confirmed.filter((r) => shopToday(new Date(r.created_at)) === d.day);
    expect({ count: d.count, value: d.value }).toEqual({
      count: of.length,
      value: fromCents(of.reduce((sum, r) => sum + r.total_brl_cents, 0)),
    });
  }
  const overview = await get<{ totalSales: number; salesCount: number }>(`/api/stats/overview?${period}`);
  expect(overview).toMatchObject({ totalSales: statistics.totalValue, salesCount: confirmed.length });

  // /comissoes: confirmed sales per seller in USD.
  const report = await get<{
    sellers: { seller_id: number | null; sales_count: number; total_revenue: number; total_commission: number }[];
  }>(`/api/commissions/report?${period}`);
  expect(
    bySeller(report.sellers).map(({ seller_id, sales_count, total_revenue, total_commission }) => ({
      seller_id,
      sales_count,
      total_revenue,
      total_commission,
    })),
  ).toEqual(
    bySeller(
      sellerIds.map((id) => {
        const of = confirmed.filter((r) => r.seller_id === id);
        return {
          seller_id: id,
          sales_count: of.length,
          total_revenue: fromCents(of.reduce((sum, r) => sum + r.total_usd_cents, 0)),
          total_commission: fromCents(of.reduce((sum, r) => sum + r.commission_cents, 0)),
        };
      }),
    ),
  );
}

describe('sales summaries (issue 30)', () => {
  it('every report read from sales_daily equals the same report computed from the raw sales', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(sale, { maxLength: 25 }),
        fc.array(change, { maxLength: 15 }),
        fc.array(query, { minLength: 1, maxLength: 3 }),
        async (seeds, changes, queries) => {
          await build(seeds, changes);
          for (const q of queries) await compare(q);
        },
      ),
      { numRuns: process.env.TEST_DB === 'postgres' ? 60 : 150 },
    );
  }, 120_000);

  it("a sale's seller cleared (a staff member removed: ON DELETE SET NULL) moves its figures under no seller", async () => {
    await build([{ era: 2, day: 1, minute: 100, seller: 1, status: 0, usd: 10_000, rate: 550 }], []);
    await t.db.updateTable('sales').set({ seller_id: null }).where('seller_id', '=', sellers[0]!).execute();
    const rows = await t.db.selectFrom('sales_daily').select(['day', 'seller_id', 'sale_count']).execute();
    expect(rows.map((r) => ({ ...r, sale_count: Number(r.sale_count) }))).toEqual([
      { day: '2025-12-29', seller_id: 0, sale_count: 1 },
    ]);
  });

  // On PostgreSQL the writes run at once (10 pooled connections); on SQLite one after another.
  it('50 status changes and sales written at once on one day and seller leave the summary equal to the rows', async () => {
    await build([], []);
    const seller = sellers[1]!;
    const seed = (status: SaleStatus, i: number) =>
      t.db
        .insertInto('sales')
        .values({
          customer_id: customerId,
          seller_id: seller,
          total_usd_cents: 10_000 + i,
          total_brl_cents: 55_000 + i,
          commission_cents: 500 + i,
          payment_method: 'pix',
          status,
          created_at: `2026-03-10T${String(3 + (i % 20)).padStart(2, '0')}:00:00.000Z`,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const confirmed = await Promise.all(Array.from({ length: 15 }, (_, i) => seed('confirmed', i)));
    const cancelled = await Promise.all(Array.from({ length: 15 }, (_, i) => seed('cancelled', 100 + i)));
    const move = (id: number, status: SaleStatus) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/sales/${id}/status`,
        headers: bearer(t.adminToken),
        payload: { status, reason: 'teste de concorrência' },
      });
    // Opposite moves between the same two summary rows, and new sales into both, all at once.
    const results = await Promise.all([
      ...confirmed.map((r) => move(r.id, 'cancelled')),
      ...cancelled.map((r) => move(r.id, 'confirmed')),
      ...Array.from({ length: 20 }, (_, i) => seed(i % 2 ? 'confirmed' : 'cancelled', 200 + i)),
    ]);
    for (const r of results) if ('statusCode' in r) expect(r.statusCode, r.body).toBe(200);
    const rows = (await rawSales()).filter((r) => r.seller_id === seller);
    expect(rows).toHaveLength(50);
    const summary = await t.db
      .selectFrom('sales_daily')
      .selectAll()
      .where('seller_id', '=', seller)
      .orderBy('status')
      .execute();
    const sums = (status: SaleStatus) => {
      const of = rows.filter((r) => r.status === status);
      return {
        day: '2026-03-10',
        seller_id: seller,
        status,
        sale_count: of.length,
        total_usd_cents: of.reduce((sum, r) => sum + r.total_usd_cents, 0),
        total_brl_cents: of.reduce((sum, r) => sum + r.total_brl_cents, 0),
        commission_cents: of.reduce((sum, r) => sum + r.commission_cents, 0),
        commission_brl_cents: of.reduce((sum, r) => sum + commissionBrl(r), 0),
      };
    };
    expect(
      summary.map((d) => ({
        ...d,
        sale_count: Number(d.sale_count),
        total_usd_cents: Number(d.total_usd_cents),
        total_brl_cents: Number(d.total_brl_cents),
        commission_cents: Number(d.commission_cents),
        commission_brl_cents: Number(d.commission_brl_cents),
      })),
    ).toEqual([sums('cancelled'), sums('confirmed')]);
    // The roll-ups the same triggers keep (docs/0055) hold the same figures.
    const number = <T extends Record<string, unknown>>(d: T) =>
      Object.fromEntries(
        Object.entries(d).map(([k, v]) => [k, typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v]),
      );
    const without = (key: 'day' | 'seller_id', o: ReturnType<typeof sums>) =>
      Object.fromEntries(Object.entries(o).filter(([k]) => k !== key));
    const month = await t.db
      .selectFrom('sales_month_sellers')
      .selectAll()
      .where('seller_id', '=', seller)
      .where('month', '=', '2026-03')
      .orderBy('status')
      .execute();
    expect(month.map(number)).toEqual(
      (['cancelled', 'confirmed'] as const).map((st) => ({ ...without('day', sums(st)), month: '2026-03' })),
    );
    // build() left no other sale: the day's totals are this seller's.
    const day = await t.db
      .selectFrom('sales_day_totals')
      .selectAll()
      .where('day', '=', '2026-03-10')
      .orderBy('status')
      .execute();
    expect(day.map(number)).toEqual((['cancelled', 'confirmed'] as const).map((st) => without('seller_id', sums(st))));
  });
});
