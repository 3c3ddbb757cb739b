import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentLinkResult } from '@ponte/domain/lists';
import { api } from '../../../lib/api';
import { listKeys } from './query-keys';

export type PaymentLinkBody = { amount_brl?: number | string; club_discount?: boolean };

/**
 * POST /api/shopping-lists/{id}/payment-link. The server records the message in the customer's
 * chat and sends it by WhatsApp itself, so the screen does not call POST /api/message afterwards.
 */
export function useCreatePaymentLink() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: PaymentLinkBody }) =>
      api.post<PaymentLinkResult>(`/shopping-lists/${id}/payment-link`, body),
    // The list now carries its payment link.
    onSuccess: () => qc.invalidateQueries({ queryKey: listKeys.all }),
  });
}
