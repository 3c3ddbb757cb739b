import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommissionRule } from '@ponte/domain/commissions';
import { api } from '../../../lib/api';
import { commissionKeys } from './query-keys';

/** PUT /api/commissions/rules/order: every rule's id in the order sales try them (issue 28). */
export function useReorderRules() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => api.put<CommissionRule[]>('/commissions/rules/order', { ids }),
    onSuccess: (rules) => qc.setQueryData(commissionKeys.rules(), rules),
    // A 409 means the rules changed meanwhile: read them again either way.
    onSettled: () => qc.invalidateQueries({ queryKey: commissionKeys.rules() }),
  });
}
