import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Stats } from '@ponte/domain/stats';
import { api } from '../../../lib/api';
import { statsKeys } from './query-keys';

export const statsQueryOptions = () =>
  queryOptions({
    queryKey: statsKeys.overview(),
    queryFn: ({ signal }) => api.get<Stats>('/stats', signal),
  });

/** Spec 1 §7: the counters are asked for only once the health check answered ok. */
export const useStats = (enabled: boolean) => useQuery({ ...statsQueryOptions(), enabled });
