import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Plan, PlanBody } from '@ponte/domain/plans';
import { api } from '../../../lib/api';
import { planKeys } from './query-keys';

export function useCreatePlan() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PlanBody) => api.post<Plan>('/subscriptions', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: planKeys.all }),
  });
}
