import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { attendancePanelKeys, PANEL_POLL_MS } from './query-keys';

/** A customer in manual attendance that no staff member has taken yet. */
export type WaitingChat = {
  id: number;
  name: string;
  phone: string;
  last_activity: string | null;
  messages_count: number;
};

export const waitingChatsQueryOptions = () =>
  queryOptions({
    queryKey: attendancePanelKeys.waitingChats(),
    queryFn: ({ signal }) => api.get<WaitingChat[]>('/chats/waiting', signal),
    refetchInterval: PANEL_POLL_MS,
  });

export const useWaitingChats = () => useQuery(waitingChatsQueryOptions());
