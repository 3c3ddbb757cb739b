import { shopDayRange } from '@ponte/domain/dates';
import { RESPONSE_TIME_BUCKETS, minutesOf, type ChatStatistics, type StatsPeriod } from '@ponte/domain/stats';
import type { Db } from '../../db';
import { toCount } from '../../db';
import * as q from './queries';

/** A statistics period as UTC bounds, both always set (statsPeriod fills the default). */
export function periodRange(period: StatsPeriod): q.Range {
  const { from, to } = shopDayRange(period.start_date, period.end_date);
  return { from: from!, to: to! };
}

const averageMinutes = (seconds: unknown, count: number) => (count > 0 ? minutesOf(Number(seconds) / count) : null);
const orNull = (seconds: number | null | undefined) => (seconds == null ? null : minutesOf(Number(seconds)));

/** A group's mean, median and 90th percentile in minutes, each null when it has no values. */
function timesOf(row: q.PercentileRow | undefined) {
  const n = toCount(row?.n);
  return {
    n,
    avg: averageMinutes(row?.total, n),
    median: orNull(row?.p50),
    p90: orNull(row?.p90),
  };
}

/** The period's chats by status (docs/0020); the overview reads it too. */
export async function chatStatusCounts(db: Db, range: q.Range) {
  const row = await q.chatStatusCounts(db, range);
  const total = toCount(row.total);
  const closed = toCount(row.closed);
  const transferred = toCount(row.transferred);
  const active = toCount(row.active);
  return {
    total,
    inAttendance: toCount(row.in_attendance),
    statusCounts: { active, pending: total - closed - transferred - active, closed, transferred },
  };
}

/** GET /api/stats/chats (admin): chats of the period by status, first-response times and chats per attendant. */
export async function chatStatistics(db: Db, period: StatsPeriod): Promise<ChatStatistics> {
  const range = periodRange(period);
  const limits = RESPONSE_TIME_BUCKETS.flatMap((b) => (b.maxSeconds === null ? [] : [b.maxSeconds]));
  const [status, times, chats, responses, overall, resolutions] = await Promise.all([
    chatStatusCounts(db, range),
    q.responseTimes(db, range, limits),
    q.chatsPerStaff(db, range),
    q.responsePercentiles(db, range, true),
    q.responsePercentiles(db, range, false),
    q.resolutionPercentiles(db, range),
  ]);
  const answered = toCount(times.n as number);
  const replies = timesOf(overall[0]);
  const resolved = timesOf(resolutions[0]);
  // Each bucket is what falls within its limit less what fell within the one before.
  let below = 0;
  const responseDistribution = RESPONSE_TIME_BUCKETS.map((b, i) => {
    const within = b.maxSeconds === null ? answered : toCount(times[`within_${i}`] as number);
    const count = within - below;
    below = within;
    return { key: b.key, label: b.label, count };
  });
  const byStaff = new Map(responses.map((r) => [Number(r.g), r]));
  const sellerCounts = chats
    .map((c) => {
      const r = timesOf(byStaff.get(c.staff_id!));
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
    avgResponseTime: averageMinutes(times.seconds, answered),
    answeredCount: answered,
    medianResponseTime: replies.median,
    p90ResponseTime: replies.p90,
    resolvedCount: resolved.n,
    avgResolutionTime: resolved.avg,
    medianResolutionTime: resolved.median,
    p90ResolutionTime: resolved.p90,
    statusCounts: status.statusCounts,
    responseDistribution,
    sellerCounts,
  };
}
