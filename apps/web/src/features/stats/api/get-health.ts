import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Health } from '@ponte/domain/stats';
import { api } from '../../../lib/api';
import { statsKeys } from './query-keys';

export const healthQueryOptions = () =>
  queryOptions({
    queryKey: statsKeys.health(),
    queryFn: ({ signal }) => api.get<Health>('/health', signal),
    retry: false,
  });

export const useHealth = () => useQuery(healthQueryOptions());
