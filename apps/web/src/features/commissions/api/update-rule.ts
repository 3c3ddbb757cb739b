import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommissionRule, CommissionRuleBody } from '@ponte/domain/commissions';
import { api } from '../../../lib/api';
import { commissionKeys } from './query-keys';

/** PUT /api/commissions/rules/{id} with only the fields that change (the badge sends `{ active }`). */
export function useUpdateRule() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: Partial<CommissionRuleBody> }) =>
      api.put<CommissionRule>(`/commissions/rules/${id}`, changes),
    onSuccess: () => qc.invalidateQueries({ queryKey: commissionKeys.rules() }),
  });
}
