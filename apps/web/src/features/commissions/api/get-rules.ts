import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CommissionRule } from '@ponte/domain/commissions';
import { api } from '../../../lib/api';
import { commissionKeys } from './query-keys';

/** GET /api/commissions/rules: every rule, in the admin's order (the order matching follows). */
export const rulesQueryOptions = () =>
  queryOptions({
    queryKey: commissionKeys.rules(),
    queryFn: ({ signal }) => api.get<CommissionRule[]>('/commissions/rules', signal),
  });

export const useCommissionRules = () => useQuery(rulesQueryOptions());
