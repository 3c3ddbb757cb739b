import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuickReply, QuickReplyForm } from '@ponte/domain/quick-replies';
import { api } from '../../../lib/api';
import { quickReplyKeys } from './query-keys';

/** Every write reads the list again (the send box's picker included: it shares the key's root). */
function useQuickReplyMutation<V, R>(fn: (vars: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: quickReplyKeys.all }) });
}

export const useCreateQuickReply = () =>
  useQuickReplyMutation((body: QuickReplyForm) => api.post<QuickReply>('/quick-replies', body));

export const useUpdateQuickReply = () =>
  useQuickReplyMutation(({ id, ...body }: QuickReplyForm & { id: number }) =>
    api.put<QuickReply>(`/quick-replies/${id}`, body),
  );

export const useDeleteQuickReply = () =>
  useQuickReplyMutation((id: number) => api.delete<null>(`/quick-replies/${id}`));
