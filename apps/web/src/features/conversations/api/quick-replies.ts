import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { QUICK_REPLY_PICKER_SIZE, type QuickReplyPage, type QuickReplyUseResult } from '@ponte/domain/quick-replies';
import { api } from '../../../lib/api';

/** GET /api/quick-replies: the first replies matching what follows the '/' typed in the send box. */
export const useQuickReplyMatches = (query: string, enabled: boolean) =>
  useQuery({
    queryKey: ['quick-replies', 'picker', query],
    queryFn: ({ signal }) =>
      api.get<QuickReplyPage>(
        `/quick-replies?limite=${QUICK_REPLY_PICKER_SIZE}${query ? `&busca=${encodeURIComponent(query)}` : ''}`,
        signal,
      ),
    enabled,
    staleTime: 30_000,
    // The list stays while the next letters are looked up, so it does not flicker.
    placeholderData: keepPreviousData,
  });

/** POST /api/quick-replies/{id}/use: the reply filled for this customer (nothing is sent). */
export const useFillQuickReply = () =>
  useMutation({
    mutationFn: ({ id, customerId }: { id: number; customerId: number }) =>
      api.post<QuickReplyUseResult>(`/quick-replies/${id}/use`, { customer_id: customerId }),
  });
