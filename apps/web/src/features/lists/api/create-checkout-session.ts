import { useMutation } from '@tanstack/react-query';
import type { CheckoutSessionResult } from '@ponte/domain/lists';
import { api } from '../../../lib/api';

/** POST /api/checkout/create-session: a public checkout link for the customer. */
export function useCreateCheckoutSession() {
  return useMutation({
    mutationFn: (listId: number) => api.post<CheckoutSessionResult>('/checkout/create-session', { shopping_list_id: listId }),
  });
}
