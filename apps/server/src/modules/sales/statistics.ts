import { nextDay, shopDayOfHour, shopDayRange } from '@ponte/domain/dates';
import { averageTicketCents } from '@ponte/domain/sales';
import { statsText, type SalesStatistics, type StatsPeriod } from '@ponte/domain/stats';
import { fromCents } from '@ponte/domain/money';
import type { Db } from '../../db';
import { toCount } from '../../db';
import * as q from './queries';

/** GET /api/stats/sales (admin): the period's confirmed sales in R$, per shop day and per seller. */
export async function salesStatistics(db: Db, period: StatsPeriod): Promise<SalesStatistics> {
  const scope = { status: 'confirmed' as const, ...shopDayRange(period.start_date, period.end_date) };
  const [hours, sellers] = await Promise.all([q.sumSalesBrlByHour(db, scope), q.sumSalesBySeller(db, scope)]);
  const dayOf = shopDayOfHour();
  const days = new Map<string, { value: number; count: number }>();
  for (const h of hours) {
    const day = dayOf(h.hour);
    const entry = days.get(day) ?? { value: 0, count: 0 };
    entry.value += Number(h.value_cents ?? 0);
    entry.count += toCount(h.sales);
    days.set(day, entry);
  }
  const salesByDay: SalesStatistics['salesByDay'] = [];
  for (let day = period.start_date; day <= period.end_date; day = nextDay(day)) {
    const d = days.get(day);
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
  const row = await q.totalsInBrl(db, { status: 'confirmed', ...shopDayRange(period.start_date, period.end_date) });
  return { valueCents: Number(row.value_cents ?? 0), count: toCount(row.sales) };
}
