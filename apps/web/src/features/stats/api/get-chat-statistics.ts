import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ChatStatistics } from '@ponte/domain/stats';
import { api, toQuery } from '../../../lib/api';
import { statsKeys, type StatsQueryInput } from './query-keys';

/** GET /api/stats/chats (admin): chats by status, first-response times and chats per attendant. */
export const useChatStatistics = (period: StatsQueryInput) =>
  useQuery({
    queryKey: statsKeys.chats(period),
    queryFn: ({ signal }) => api.get<ChatStatistics>(`/stats/chats${toQuery(period)}`, signal),
    placeholderData: keepPreviousData,
  });
