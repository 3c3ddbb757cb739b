import { useQuery } from '@tanstack/react-query';
import type { AdCampaignCustomer } from '@ponte/domain/ad-campaigns';
import { api } from '../../../lib/api';
import { adCampaignKeys } from './query-keys';

/** GET /api/ad-campaigns/{id}/customers: the latest customers who came from the campaign. */
export const useAdCampaignCustomers = (campaignId: number, enabled: boolean) =>
  useQuery({
    queryKey: adCampaignKeys.customers(campaignId),
    queryFn: ({ signal }) => api.get<AdCampaignCustomer[]>(`/ad-campaigns/${campaignId}/customers`, signal),
    enabled,
  });
