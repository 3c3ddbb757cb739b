import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ChatMessage, MessageDelivery } from '@ponte/domain/conversations';
import type { CustomerDetail } from '@ponte/domain/customers';
import { api } from '../../../lib/api';
import { customerKeys } from './query-keys';

/** Spec 1 §9: the messages tab refreshes every 3 seconds. */
export const MESSAGE_POLL_MS = 3000;

/** The messages of `newer` that are not in `current` yet, appended in id order. */
export function appendNewer(current: ChatMessage[], newer: ChatMessage[]): ChatMessage[] {
  const lastId = current.at(-1)?.id ?? 0;
  const added = newer.filter((m) => m.id > lastId).sort((a, b) => a.id - b.id);
  return added.length ? [...current, ...added] : current;
}

/** The messages with the delivery the poll reports for them (the ticks); the same array when none moved. */
export function withDeliveries(messages: ChatMessage[], deliveries: MessageDelivery[]): ChatMessage[] {
  const status = new Map(deliveries.map((d) => [d.id, d.status]));
  let moved = false;
  const next = messages.map((m) => {
    const now = status.get(m.id);
    if (now === undefined || now === m.status) return m;
    moved = true;
    return { ...m, status: now };
  });
  return moved ? next : messages;
}

/**
 * Once the conversation is on screen, a refetch asks only for the messages after the last one
 * (`after_id`) and appends them, so the 3-second poll stays cheap however long the chat is; the
 * ticks of the newest outgoing messages already shown come with it (`deliveries`).
 * The customer's own fields are always taken from the newest answer.
 */
async function fetchCustomerDetail(client: QueryClient, id: number, signal: AbortSignal): Promise<CustomerDetail> {
  const key = customerKeys.detail(id);
  const lastId = client.getQueryData<CustomerDetail>(key)?.messages.at(-1)?.id;
  if (lastId === undefined) return api.get<CustomerDetail>(`/users/${id}`, signal);
  const fresh = await api.get<CustomerDetail>(`/users/${id}?after_id=${lastId}`, signal);
  // Read again: older messages may have been prepended while this call was out.
  const current = client.getQueryData<CustomerDetail>(key);
  if (!current) return fresh;
  const messages = withDeliveries(appendNewer(current.messages, fresh.messages), fresh.deliveries ?? []);
  return { ...fresh, messages, has_more: current.has_more };
}

export const customerDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: customerKeys.detail(id),
    queryFn: ({ client, signal }) => fetchCustomerDetail(client, id, signal),
  });

export type UseCustomerDetailOptions = { poll?: boolean };

export const useCustomerDetail = (id: number, { poll = false }: UseCustomerDetailOptions = {}) =>
  useQuery({ ...customerDetailQueryOptions(id), refetchInterval: poll ? MESSAGE_POLL_MS : false });
