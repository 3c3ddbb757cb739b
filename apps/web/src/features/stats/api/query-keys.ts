/** A statistics period as the date inputs hold it ('' = the server's default, the last 30 days). */
export type StatsPeriodInput = { start_date: string; end_date: string };

export const statsKeys = {
  all: ['stats'] as const,
  health: () => [...statsKeys.all, 'health'] as const,
  overview: () => [...statsKeys.all, 'overview'] as const,
  periodOverview: (period: StatsPeriodInput) => [...statsKeys.all, 'period-overview', period] as const,
  chats: (period: StatsPeriodInput) => [...statsKeys.all, 'chats', period] as const,
  sales: (period: StatsPeriodInput) => [...statsKeys.all, 'sales', period] as const,
  productivity: (period: StatsPeriodInput) => [...statsKeys.all, 'productivity', period] as const,
};
