import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { attendancePanelKeys, PANEL_POLL_MS } from './query-keys';

/** Chats handled by staff now (active, waiting) and since the start of today (closed, redistributed). */
export type ChatStats = { total: number; active: number; waiting: number; closed: number; redistributed: number };

export const chatStatsQueryOptions = () =>
  queryOptions({
    queryKey: attendancePanelKeys.chatStats(),
    queryFn: ({ signal }) => api.get<ChatStats>('/chats/stats', signal),
    refetchInterval: PANEL_POLL_MS,
  });

export const useChatStats = () => useQuery(chatStatsQueryOptions());
