import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { attendancePanelKeys } from './query-keys';

/** `user_id` is the customer whose chat is assigned; `seller_id` the staff member who takes it. */
export type AssignChatBody = { user_id: number; seller_id: number };

export function useAssignChat() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignChatBody) => api.post<unknown>('/chats/assign', body),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: attendancePanelKeys.waitingChats() }),
        qc.invalidateQueries({ queryKey: attendancePanelKeys.chatStats() }),
      ]),
  });
}
