import { useQuery } from '@tanstack/react-query';
import { polledQueryOptions } from '../../../lib/polled-query';
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
  polledQueryOptions<WaitingChat[]>(attendancePanelKeys.waitingChats(), '/chats/waiting', PANEL_POLL_MS);

export const useWaitingChats = () => useQuery(waitingChatsQueryOptions());
