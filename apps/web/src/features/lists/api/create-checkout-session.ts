import { useMutation } from '@tanstack/react-query';
import type { CheckoutSessionResult } from '@ponte/domain/lists';
import { api } from '../../../lib/api';

/** POST /api/checkout/create-session: a public checkout link for the customer (club discount when applied). */
export function useCreateCheckoutSession() {
  return useMutation({
    mutationFn: ({
      listId,
      amount,
      clubDiscount,
    }: {
      listId: number;
      amount: number | string | null;
      clubDiscount: boolean;
    }) =>
      api.post<CheckoutSessionResult>('/checkout/create-session', {
        shopping_list_id: listId,
        ...(amount !== null && { amount_brl: amount }),
        ...(clubDiscount && { club_discount: true }),
      }),
  });
}
