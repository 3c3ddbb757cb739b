import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Plan } from '@ponte/domain/plans';
import { api } from '../../../lib/api';
import { listKeys } from './query-keys';

/** GET /api/subscriptions?active=true: only active plans can be applied to a list (spec 2 §7). */
export const activePlansQueryOptions = () =>
  queryOptions({
    queryKey: listKeys.activePlans(),
    queryFn: ({ signal }) => api.get<Plan[]>('/subscriptions?active=true', signal),
    staleTime: 5 * 60_000,
  });

export const useActivePlans = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...activePlansQueryOptions(), enabled });
