import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { LabelRef } from '@ponte/domain/labels';
import { api, toQuery } from '../../../lib/api';
import { chatKeys, type ConversationFilters } from './query-keys';

export const CONVERSATION_PAGE_SIZE = 30;
/** Socket events refresh the inbox at once; this poll only covers a dropped realtime connection. */
export const CONVERSATIONS_POLL_MS = 15_000;

/** One conversation of the all-conversations inbox (spec 3 §3 'Sample chat user', over the server's data). */
export type Conversation = {
  id: number;
  name: string;
  phone: string;
  lastMessage: string | null;
  lastActivity: string | null;
  /** Incoming messages the signed-in staff member has not read. */
  unread: number;
  botPaused: boolean;
  atendimento: boolean;
  seller_id: number | null;
  /** Issue 32: the customer's labels, by name. */
  labels: LabelRef[];
};

export type ConversationPages = InfiniteData<Conversation[]>;

/** GET /api/conversations, newest activity first, searched by the server; a full page means there may be more. */
export const conversationsQueryOptions = (filters: ConversationFilters) =>
  infiniteQueryOptions({
    queryKey: chatKeys.conversationList(filters),
    queryFn: ({ pageParam, signal }) =>
      api.get<Conversation[]>(
        `/conversations${toQuery({
          search: filters.search,
          page: String(pageParam),
          limit: String(CONVERSATION_PAGE_SIZE),
          etiqueta: filters.label ? String(filters.label) : undefined,
        })}`,
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.length === CONVERSATION_PAGE_SIZE ? pages.length + 1 : undefined),
    // The current list stays on screen while the next search loads.
    placeholderData: keepPreviousData,
    refetchInterval: CONVERSATIONS_POLL_MS,
  });

export const useConversations = (filters: ConversationFilters) => useInfiniteQuery(conversationsQueryOptions(filters));

/** The loaded pages as one list: a conversation that moved up between two pages appears once. */
export function flattenConversations(data: ConversationPages | undefined): Conversation[] {
  const byId = new Map<number, Conversation>();
  for (const c of (data?.pages ?? []).flat()) if (!byId.has(c.id)) byId.set(c.id, c);
  return [...byId.values()];
}
