import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProductivityStatistics } from '@ponte/domain/stats';
import { api, toQuery } from '../../../lib/api';
import { statsKeys, type StatsQueryInput } from './query-keys';

/** GET /api/stats/productivity (admin): hours per collaborator and the latest activities. */
export const useProductivity = (period: StatsQueryInput) =>
  useQuery({
    queryKey: statsKeys.productivity(period),
    queryFn: ({ signal }) => api.get<ProductivityStatistics>(`/stats/productivity${toQuery(period)}`, signal),
    placeholderData: keepPreviousData,
  });
