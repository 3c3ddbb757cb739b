import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommissionRule, CommissionRuleBody } from '@ponte/domain/commissions';
import { api } from '../../../lib/api';
import { commissionKeys } from './query-keys';

export function useCreateRule() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CommissionRuleBody) => api.post<CommissionRule>('/commissions/rules', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: commissionKeys.rules() }),
  });
}
