import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Plan } from '@ponte/domain/plans';
import { api, toQuery } from '../../../lib/api';
import { planKeys } from './query-keys';

/** GET /api/subscriptions; `active: true` lists only the active plans. */
export const plansQueryOptions = (filters: { active?: boolean } = {}) =>
  queryOptions({
    queryKey: planKeys.list(filters),
    queryFn: ({ signal }) =>
      api.get<Plan[]>(`/subscriptions${toQuery({ active: filters.active ? 'true' : undefined })}`, signal),
  });

export const usePlans = (filters: { active?: boolean } = {}) => useQuery(plansQueryOptions(filters));
