import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReadMarker } from '@ponte/domain/conversations';
import { api } from '../../../lib/api';
import { chatKeys } from './query-keys';

/**
 * POST /api/conversations/{id}/read: every message of the customer counts as read by the caller;
 * the answer says where they had stopped before.
 */
export function useMarkConversationRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (customerId: number) => api.post<ReadMarker>(`/conversations/${customerId}/read`),
    onSuccess: () => qc.invalidateQueries({ queryKey: chatKeys.conversations() }),
  });
}

/** POST /api/conversations/{id}/unread: the customer's newest message counts as unread again (issue 31). */
export function useMarkConversationUnread() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (customerId: number) => api.post<ReadMarker>(`/conversations/${customerId}/unread`),
    onSuccess: () => qc.invalidateQueries({ queryKey: chatKeys.conversations() }),
  });
}
