import { fromCents } from '@ponte/domain/money';
import type { OverviewStatistics, StatsPeriod } from '@ponte/domain/stats';
import type { Db } from '../../db';
import { chatStatusCounts, periodRange } from '../chats/service';
import { countRegistrations } from '../customers/service';
import { salesOverview } from '../sales/service';

/** Percent with two decimals; a part of a whole, so never above 100 (docs/0020). */
export const conversionPercent = (converted: number, chats: number) =>
  chats > 0 ? Math.round((converted / chats) * 10_000) / 100 : 0;

/** GET /api/stats/overview (admin): the six cards of /estatisticas for the period. */
export async function overviewStatistics(db: Db, period: StatsPeriod): Promise<OverviewStatistics> {
  const range = periodRange(period);
  const [customers, chats, sales] = await Promise.all([
    countRegistrations(db, range.firstDay, range.lastDay),
    chatStatusCounts(db, range, true),
    salesOverview(db, period),
  ]);
  return {
    period,
    totalUsers: customers.total,
    newUsers: customers.new,
    // Chats of the period a person is handling now: the panel's definition (docs/0020).
    activeChats: chats.inAttendance,
    totalChats: chats.total,
    totalSales: fromCents(sales.valueCents),
    salesCount: sales.count,
    // Buyers among the period's chats, over those chats: a buyer who never chatted in the period
    // is not a converted chat (issue 29: 18 buyers over 14 chats showed 128,57 %).
    conversionRate: conversionPercent(chats.converted, chats.total),
  };
}
