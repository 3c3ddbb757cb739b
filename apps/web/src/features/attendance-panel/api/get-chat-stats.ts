import { useQuery } from '@tanstack/react-query';
import { polledQueryOptions } from '../../../lib/polled-query';
import { attendancePanelKeys, PANEL_POLL_MS } from './query-keys';

/** Chats handled by staff now (active, waiting) and since the start of today (closed, redistributed). */
export type ChatStats = { total: number; active: number; waiting: number; closed: number; redistributed: number };

export const chatStatsQueryOptions = () =>
  polledQueryOptions<ChatStats>(attendancePanelKeys.chatStats(), '/chats/stats', PANEL_POLL_MS);

export const useChatStats = () => useQuery(chatStatsQueryOptions());
