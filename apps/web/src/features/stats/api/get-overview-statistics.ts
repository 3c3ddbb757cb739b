import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OverviewStatistics } from '@ponte/domain/stats';
import { api, toQuery } from '../../../lib/api';
import { statsKeys, type StatsQueryInput } from './query-keys';

/** GET /api/stats/overview (admin): the six cards of /estatisticas. */
export const useOverviewStatistics = (period: StatsQueryInput) =>
  useQuery({
    queryKey: statsKeys.periodOverview(period),
    queryFn: ({ signal }) => api.get<OverviewStatistics>(`/stats/overview${toQuery(period)}`, signal),
    placeholderData: keepPreviousData,
  });
