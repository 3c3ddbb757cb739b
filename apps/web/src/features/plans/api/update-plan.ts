import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Plan, PlanBody } from '@ponte/domain/plans';
import { api } from '../../../lib/api';
import { planKeys } from './query-keys';

export function useUpdatePlan() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: PlanBody }) => api.put<Plan>(`/subscriptions/${id}`, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: planKeys.all }),
  });
}
