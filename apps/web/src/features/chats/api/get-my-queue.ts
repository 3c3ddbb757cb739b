import { useQuery } from '@tanstack/react-query';
import { polledQueryOptions } from '../../../lib/polled-query';
import { chatKeys } from './query-keys';

/** Spec 3 §9: the chat queue refreshes every 3 seconds (an unchanged queue answers 304, which the browser's cache turns back into the last body). */
export const QUEUE_POLL_MS = 3000;

/** Spec 3 §3 'Chat queue item': a chat assigned to the signed-in staff member. */
export type QueueItem = {
  id: number;
  user_id: number;
  user: { name: string; phone: string; email: string | null };
  bot_enabled: boolean;
  atendimento: boolean;
  last_interaction: string | null;
  messages_count: number;
};

export const myQueueQueryOptions = () =>
  polledQueryOptions<QueueItem[]>(chatKeys.myQueue(), '/chats/my-queue', QUEUE_POLL_MS);

export const useMyQueue = () => useQuery(myQueueQueryOptions());
