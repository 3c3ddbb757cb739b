import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { chatKeys } from './query-keys';

/** POST /api/conversations/{id}/read: every message of the customer counts as read by the caller. */
export function useMarkConversationRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (customerId: number) =>
      api.post<{ customer_id: number; last_read_message_id: number | null }>(`/conversations/${customerId}/read`),
    onSuccess: () => qc.invalidateQueries({ queryKey: chatKeys.conversations() }),
  });
}
