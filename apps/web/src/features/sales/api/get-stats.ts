import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SalesStats } from '@ponte/domain/sales';
import { api, toQuery } from '../../../lib/api';
import { salesKeys, type SalesFilters } from './query-keys';

/** GET /api/sales/stats: the four cards and the per-day series of the same filters as the table. */
export const salesStatsQueryOptions = (filters: SalesFilters) =>
  queryOptions({
    queryKey: salesKeys.stats(filters),
    queryFn: ({ signal }) => api.get<SalesStats>(`/sales/stats${toQuery(filters)}`, signal),
    placeholderData: keepPreviousData,
  });

export const useSalesStats = (filters: SalesFilters) => useQuery(salesStatsQueryOptions(filters));
