import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SalesStatistics } from '@ponte/domain/stats';
import { api, toQuery } from '../../../lib/api';
import { statsKeys, type StatsQueryInput } from './query-keys';

/** GET /api/stats/sales (admin): the period's confirmed sales in R$ per day and per seller. */
export const useSalesStatistics = (period: StatsQueryInput) =>
  useQuery({
    queryKey: statsKeys.sales(period),
    queryFn: ({ signal }) => api.get<SalesStatistics>(`/stats/sales${toQuery(period)}`, signal),
    placeholderData: keepPreviousData,
  });
