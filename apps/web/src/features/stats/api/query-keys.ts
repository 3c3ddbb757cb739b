import type { StatsGroup } from '@ponte/domain/stats-grouping';

/** A statistics period as the date inputs hold it ('' = the server's default, the last 30 days). */
export type StatsPeriodInput = { start_date: string; end_date: string };
/**
 * A statistics call's query: the period, the grouping of a screen that draws a series, and
 * whether productivity lists sign-ins.
 */
export type StatsQueryInput = StatsPeriodInput & { group?: StatsGroup; sign_ins?: 'true' };

export const statsKeys = {
  all: ['stats'] as const,
  health: () => [...statsKeys.all, 'health'] as const,
  overview: () => [...statsKeys.all, 'overview'] as const,
  periodOverview: (period: StatsQueryInput) => [...statsKeys.all, 'period-overview', period] as const,
  chats: (period: StatsQueryInput) => [...statsKeys.all, 'chats', period] as const,
  sales: (period: StatsQueryInput) => [...statsKeys.all, 'sales', period] as const,
  productivity: (period: StatsQueryInput) => [...statsKeys.all, 'productivity', period] as const,
  quickReplies: (period: StatsQueryInput) => [...statsKeys.all, 'quick-replies', period] as const,
  csat: (period: StatsQueryInput) => [...statsKeys.all, 'csat', period] as const,
};
