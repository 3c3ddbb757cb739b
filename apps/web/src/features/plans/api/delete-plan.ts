import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { planKeys } from './query-keys';

export function useDeletePlan() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`/subscriptions/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: planKeys.all }),
  });
}
