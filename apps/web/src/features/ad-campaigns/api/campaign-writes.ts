import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdCampaign, AdCampaignBody, AdProduct, AdProductBody } from '@ponte/domain/ad-campaigns';
import { api } from '../../../lib/api';
import { adCampaignKeys } from './query-keys';

/** Every campaign or product write reads the campaigns again: the server is the truth. */
function useCampaignMutation<V, R>(fn: (vars: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: adCampaignKeys.all }) });
}

export const useCreateAdCampaign = () =>
  useCampaignMutation((body: AdCampaignBody) => api.post<AdCampaign>('/ad-campaigns', body));

export const useUpdateAdCampaign = () =>
  useCampaignMutation(({ id, body }: { id: number; body: AdCampaignBody }) =>
    api.put<AdCampaign>(`/ad-campaigns/${id}`, body),
  );

export const useSetAdCampaignActive = () =>
  useCampaignMutation(({ id, active }: { id: number; active: boolean }) =>
    api.put<AdCampaign>(`/ad-campaigns/${id}/active`, { active }),
  );

export const useDeleteAdCampaign = () => useCampaignMutation((id: number) => api.delete<null>(`/ad-campaigns/${id}`));

export const useAddAdProduct = () =>
  useCampaignMutation(({ campaignId, body }: { campaignId: number; body: AdProductBody }) =>
    api.post<AdProduct>(`/ad-campaigns/${campaignId}/products`, body),
  );

export const useUpdateAdProduct = () =>
  useCampaignMutation(
    ({ campaignId, productId, body }: { campaignId: number; productId: number; body: AdProductBody }) =>
      api.put<AdProduct>(`/ad-campaigns/${campaignId}/products/${productId}`, body),
  );

export const useDeleteAdProduct = () =>
  useCampaignMutation(({ campaignId, productId }: { campaignId: number; productId: number }) =>
    api.delete<null>(`/ad-campaigns/${campaignId}/products/${productId}`),
  );
