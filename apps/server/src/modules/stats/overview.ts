import { shopDayRange } from '@ponte/domain/dates';
import { fromCents } from '@ponte/domain/money';
import type { OverviewStatistics, StatsPeriod } from '@ponte/domain/stats';
import type { Db } from '../../db';
import { chatStatusCounts, countCustomers } from '../chats/service';
import { salesOverview } from '../sales/service';

/** GET /api/stats/overview (admin): the six cards of /estatisticas for the period. */
export async function overviewStatistics(db: Db, period: StatsPeriod): Promise<OverviewStatistics> {
  const { from, to } = shopDayRange(period.start_date, period.end_date);
  const range = { from: from!, to: to! };
  const [customers, chats, sales] = await Promise.all([
    countCustomers(db, range),
    chatStatusCounts(db, range),
    salesOverview(db, period),
  ]);
  return {
    period,
    totalUsers: customers.total,
    newUsers: customers.new,
    activeChats: chats.statusCounts.active,
    totalChats: chats.total,
    totalSales: fromCents(sales.valueCents),
    salesCount: sales.count,
    conversionRate: chats.total > 0 ? Math.round((sales.buyers / chats.total) * 10_000) / 100 : 0,
  };
}
