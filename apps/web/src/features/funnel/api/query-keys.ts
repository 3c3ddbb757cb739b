import type { FunnelStatus } from '@ponte/domain/funnel';

export type FunnelStatusFilter = 'all' | FunnelStatus;
/** Days as the date inputs give them ('YYYY-MM-DD', São Paulo days on the server), or empty. */
export type FunnelFilters = { start: string; end: string; status: FunnelStatusFilter; page: number };
export type FunnelPeriod = Pick<FunnelFilters, 'start' | 'end'>;

export const funnelKeys = {
  all: ['funnel'] as const,
  report: (filters: FunnelFilters) => [...funnelKeys.all, 'report', filters] as const,
  campaigns: (period?: FunnelPeriod) => [...funnelKeys.all, 'campaigns', ...(period ? [period] : [])] as const,
  window: () => [...funnelKeys.all, 'attribution-window'] as const,
};
