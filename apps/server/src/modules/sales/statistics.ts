import { nextDay } from '@ponte/domain/dates';
import { averageTicketCents } from '@ponte/domain/sales';
import { statsText, type SalesStatistics, type StatsPeriod } from '@ponte/domain/stats';
import { effectiveGroup, groupStart, type StatsGroup } from '@ponte/domain/stats-grouping';
import { fromCents } from '@ponte/domain/money';
import type { Db } from '../../db';
import { toCount } from '../../db';
import * as q from './queries';

const maxDay = (a: string, b: string) => (a > b ? a : b);

/**
 * GET /api/stats/sales (admin): the period's confirmed sales in R$, per shop day, week or month
 * (coarser than asked for a long period: stats-grouping.ts) and per seller.
 */
export async function salesStatistics(
  db: Db,
  period: StatsPeriod,
  asked: StatsGroup = 'day',
): Promise<SalesStatistics> {
  const group = effectiveGroup(asked, period.start_date, period.end_date);
  const scope = { status: 'confirmed' as const, startDay: period.start_date, endDay: period.end_date };
  const [days, sellers] = await Promise.all([q.sumSalesBrlByDay(db, scope), q.sumSalesBySeller(db, scope)]);
  // Each day's sums go to its group, keyed by the group's first day (a week cut by the period's start: that day).
  const keyOf = (day: string) => maxDay(groupStart(day, group), period.start_date);
  const groups = new Map<string, { value: number; count: number }>();
  for (const h of days) {
    const key = keyOf(h.day);
    const entry = groups.get(key) ?? { value: 0, count: 0 };
    entry.value += Number(h.value_cents ?? 0);
    entry.count += toCount(h.sales);
    groups.set(key, entry);
  }
  const salesByDay: SalesStatistics['salesByDay'] = [];
  for (let day = period.start_date; day <= period.end_date; day = nextDay(day)) {
    if (keyOf(day) !== day) continue;
    const d = groups.get(day);
    salesByDay.push({ day, value: fromCents(d?.value ?? 0), count: d?.count ?? 0 });
  }
  const sellerSales = sellers
    .map((s) => ({
      seller_id: s.seller_id,
      seller_name: s.seller_name ?? statsText.noSeller,
      valueCents: Number(s.value_cents ?? 0),
      count: toCount(s.sales),
      commissionCents: Number(s.commission_cents ?? 0),
    }))
    .sort((a, b) => b.valueCents - a.valueCents || a.seller_name.localeCompare(b.seller_name));
  const valueCents = sellerSales.reduce((sum, s) => sum + s.valueCents, 0);
  const count = sellerSales.reduce((sum, s) => sum + s.count, 0);
  const commissionCents = sellerSales.reduce((sum, s) => sum + s.commissionCents, 0);
  return {
    period,
    group,
    totalValue: fromCents(valueCents),
    totalCount: count,
    avgTicket: fromCents(averageTicketCents(valueCents, count)),
    totalCommission: fromCents(commissionCents),
    salesByDay,
    sellerSales: sellerSales.map((s) => ({
      seller_id: s.seller_id,
      seller_name: s.seller_name,
      value: fromCents(s.valueCents),
      count: s.count,
      commission: fromCents(s.commissionCents),
    })),
  };
}

/** The overview's sales figures: confirmed sales of the period and their R$ total. */
export async function salesOverview(db: Db, period: StatsPeriod) {
  const row = await q.totalsInBrl(db, { status: 'confirmed', startDay: period.start_date, endDay: period.end_date });
  return { valueCents: Number(row.value_cents ?? 0), count: toCount(row.sales) };
}
