import { useMutation } from '@tanstack/react-query';
import type { CheckoutSessionResult } from '@ponte/domain/lists';
import { api } from '../../../lib/api';

/** POST /api/checkout/create-session: a public checkout link for the customer (club discount when applied). */
export function useCreateCheckoutSession() {
  return useMutation({
    mutationFn: ({ listId, clubDiscount }: { listId: number; clubDiscount: boolean }) =>
      api.post<CheckoutSessionResult>(
        '/checkout/create-session',
        clubDiscount ? { shopping_list_id: listId, club_discount: true } : { shopping_list_id: listId },
      ),
  });
}
