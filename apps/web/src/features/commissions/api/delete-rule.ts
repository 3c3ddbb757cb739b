import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { commissionKeys } from './query-keys';

export function useDeleteRule() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`/commissions/rules/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: commissionKeys.rules() }),
  });
}
