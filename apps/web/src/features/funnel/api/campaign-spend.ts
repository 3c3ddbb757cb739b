import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CampaignSpend, CampaignSpendBody } from '@ponte/domain/funnel-campaigns';
import { api } from '../../../lib/api';
import { funnelKeys } from './query-keys';

/** POST, PUT and DELETE /api/meta/campaign-spend…: any change reloads the campaigns of every period. */
export function useSaveSpend() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: CampaignSpendBody }) =>
      id === undefined
        ? api.post<CampaignSpend>('/meta/campaign-spend', body)
        : api.put<CampaignSpend>(`/meta/campaign-spend/${id}`, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: funnelKeys.campaigns() }),
  });
}

export function useDeleteSpend() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`/meta/campaign-spend/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: funnelKeys.campaigns() }),
  });
}
