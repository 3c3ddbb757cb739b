import { shopDayRange } from '@ponte/domain/dates';
import { RESPONSE_TIME_BUCKETS, minutesOf, type ChatStatistics, type StatsPeriod } from '@ponte/domain/stats';
import type { Db } from '../../db';
import { toCount } from '../../db';
import { CHAT_CHAIN } from '../../db/chat-day-counts';
import { periodCounts } from './day-counts';
import * as q from './queries';

/** A statistics period as UTC bounds and shop days, all set (statsPeriod fills the default). */
export function periodRange(period: StatsPeriod): q.Period {
  const { from, to } = shopDayRange(period.start_date, period.end_date);
  return { from: from!, to: to!, firstDay: period.start_date!, lastDay: period.end_date! };
}

const averageMinutes = (seconds: unknown, count: number) => (count > 0 ? minutesOf(Number(seconds) / count) : null);
type Tenths = Map<number, number>;
/**
 * Mean, median and 90th percentile in minutes of a group's answered questions, from how many
 * fell on each tenth of a minute. Nearest rank (docs/0020): the value at rank ⌈p·n/100⌉, found by
 * counting up the tenths in order; rounding to tenths keeps the order, so it is the raw rows'.
 */
function histogramTimes(tenths: Tenths, n: number, seconds: number) {
  const sorted = [...tenths].sort((a, b) => a[0] - b[0]);
  const at = (p: number) => {
    const rank = Math.floor((n * p + 99) / 100);
    let seen = 0;
    for (const [tenth, count] of sorted) {
      seen += count;
      if (seen >= rank) return tenth / 10;
    }
    return null;
  };
  return { n, avg: averageMinutes(seconds, n), median: n > 0 ? at(50) : null, p90: n > 0 ? at(90) : null };
}

/** The histogram's rows as totals, per band and per tenth, overall and per attendant (0: none). */
function foldHistogram(rows: Awaited<ReturnType<typeof q.responseHistogram>>) {
  const group = () => ({ n: 0, seconds: 0, tenths: new Map() as Tenths });
  const all = group();
  const staff = new Map<number, ReturnType<typeof group>>();
  const bands = RESPONSE_TIME_BUCKETS.map(() => 0);
  for (const r of rows) {
    const [n, seconds, id] = [toCount(r.answered), Number(r.seconds), Number(r.staff_id)];
    bands[Number(r.band)]! += n;
    const groups = id === 0 ? [all] : [all, staff.get(id) ?? staff.set(id, group()).get(id)!];
    for (const g of groups) {
      g.n += n;
      g.seconds += seconds;
      g.tenths.set(Number(r.tenth), (g.tenths.get(Number(r.tenth)) ?? 0) + n);
    }
  }
  const times = (g: ReturnType<typeof group> | undefined) =>
    histogramTimes(g?.tenths ?? new Map(), g?.n ?? 0, g?.seconds ?? 0);
  return { all: times(all), seconds: all.seconds, bands, staff: (id: number) => times(staff.get(id)) };
}

const [CLOSED, ACTIVE, PENDING] = [0, 1, 2];
const ANY_STATE = [CLOSED, ACTIVE, PENDING];

/**
 * The period's chats by status (docs/0020); the overview reads it too, with `withBuyers` its
 * converted chats. Each chat is counted in the customer's state now (chat_day_counts, docs/0057),
 * then the chats transferred in the period are taken out of their state. The customers with an
 * event (a transfer, a confirmed sale) who also chatted in the period are |event| + |chat| −
 * |event or chat|, each a chain's count. `withStaff` adds each staff member's chats.
 */
export async function chatStatusCounts(db: Db, range: q.Period, withBuyers = false, withStaff = false) {
  const C = CHAT_CHAIN;
  const chains = [0, C.transfer, C.transferOrChat, ...(withBuyers ? [C.sale, C.saleOrChat] : [])];
  const { count, perStaff } = await periodCounts(db, range.firstDay, range.lastDay, chains, withStaff);
  const chattedToo = (event: number, either: number, states: readonly number[]) =>
    count(event, states) + count(0, states) - count(either, states);
  const [closed, attended, waiting] = [count(0, [CLOSED]), count(0, [ACTIVE]), count(0, [PENDING])];
  // Bot-on customers are closed whatever happened, so a transfer counts for bot-off ones only.
  const transferred = chattedToo(C.transfer, C.transferOrChat, [ACTIVE, PENDING]);
  const active = attended - chattedToo(C.transfer, C.transferOrChat, [ACTIVE]);
  const total = closed + attended + waiting;
  return {
    total,
    // Active now whatever happened in the period (a chat transferred and now handled counts here too).
    inAttendance: attended,
    statusCounts: { active, pending: total - closed - transferred - active, closed, transferred },
    // Buyers among the period's chats (docs/0020): a subset of them, so the rate never passes 100 %.
    converted: withBuyers ? chattedToo(C.sale, C.saleOrChat, ANY_STATE) : 0,
    perStaff,
  };
}

/** GET /api/stats/chats (admin): chats of the period by status, first-response times and chats per attendant. */
export async function chatStatistics(db: Db, period: StatsPeriod): Promise<ChatStatistics> {
  const range = periodRange(period);
  const [status, histogram, resolutions] = await Promise.all([
    chatStatusCounts(db, range, false, true),
    q.responseHistogram(db, range),
    q.resolutionHistogram(db, range),
  ]);
  const chats = status.perStaff;
  const times = foldHistogram(histogram);
  const resolvedTenths: Tenths = new Map();
  for (const r of resolutions)
    resolvedTenths.set(Number(r.tenth), (resolvedTenths.get(Number(r.tenth)) ?? 0) + toCount(r.resolved));
  const resolved = histogramTimes(
    resolvedTenths,
    resolutions.reduce((n, r) => n + toCount(r.resolved), 0),
    resolutions.reduce((sum, r) => sum + Number(r.seconds), 0),
  );
  const responseDistribution = RESPONSE_TIME_BUCKETS.map((b, i) => ({
    key: b.key,
    label: b.label,
    count: times.bands[i]!,
  }));
  const sellerCounts = chats
    .map((c) => {
      const r = times.staff(c.staff_id!);
      return {
        seller_id: c.staff_id!,
        seller_name: c.username,
        chats: toCount(c.chats),
        answered: r.n,
        avgResponseTime: r.avg,
        medianResponseTime: r.median,
        p90ResponseTime: r.p90,
      };
    })
    .sort((a, b) => b.chats - a.chats || a.seller_name.localeCompare(b.seller_name));
  return {
    period,
    totalChats: status.total,
    activeChats: status.inAttendance,
    avgResponseTime: times.all.avg,
    answeredCount: times.all.n,
    medianResponseTime: times.all.median,
    p90ResponseTime: times.all.p90,
    resolvedCount: resolved.n,
    avgResolutionTime: resolved.avg,
    medianResolutionTime: resolved.median,
    p90ResolutionTime: resolved.p90,
    statusCounts: status.statusCounts,
    responseDistribution,
    sellerCounts,
  };
}
