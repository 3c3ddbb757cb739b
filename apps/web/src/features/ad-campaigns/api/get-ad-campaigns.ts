import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdCampaignPage } from '@ponte/domain/ad-campaigns';
import { requestBody, toQuery } from '../../../lib/api';
import { adCampaignKeys } from './query-keys';

/** GET /api/ad-campaigns: one page, searched by name or campaign id on the server. */
export const useAdCampaigns = (search: string, page: number) =>
  useQuery({
    queryKey: adCampaignKeys.page(search, page),
    queryFn: ({ signal }) =>
      requestBody<AdCampaignPage>('GET', `/ad-campaigns${toQuery({ search, page: String(page) })}`, { signal }),
    placeholderData: keepPreviousData,
  });
