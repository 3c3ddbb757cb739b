import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CampaignReport } from '@ponte/domain/funnel-campaigns';
import { api, toQuery } from '../../../lib/api';
import { funnelKeys, type FunnelPeriod } from './query-keys';

/** GET /api/meta/campaigns: revenue and return per campaign, and the spend entries, of the period. */
export const useCampaigns = (period: FunnelPeriod) =>
  useQuery({
    queryKey: funnelKeys.campaigns(period),
    queryFn: ({ signal }) =>
      api.get<CampaignReport>(`/meta/campaigns${toQuery({ start_date: period.start, end_date: period.end })}`, signal),
    placeholderData: keepPreviousData,
  });
