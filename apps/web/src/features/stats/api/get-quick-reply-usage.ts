import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { QuickReplyUsageResponse } from '@ponte/domain/quick-replies';
import { api, toQuery } from '../../../lib/api';
import { statsKeys, type StatsQueryInput } from './query-keys';

/** GET /api/quick-replies/usage: uses per quick reply in the period, most used first (issue 32). */
export const useQuickReplyUsage = (period: StatsQueryInput) =>
  useQuery({
    queryKey: statsKeys.quickReplies(period),
    queryFn: ({ signal }) =>
      api.get<QuickReplyUsageResponse>(
        `/quick-replies/usage${toQuery({ start_date: period.start_date, end_date: period.end_date })}`,
        signal,
      ),
    placeholderData: keepPreviousData,
  });
