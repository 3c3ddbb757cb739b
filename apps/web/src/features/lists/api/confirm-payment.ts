import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentMethod } from '@ponte/domain/checkout';
import { api } from '../../../lib/api';
import { listKeys } from './query-keys';

/** The sale the confirmation records. */
export type ConfirmedSale = {
  id: number;
  shopping_list_id: number;
  customer_id: number;
  seller_id: number | null;
  total_brl: number;
  payment_method: PaymentMethod;
};

/** POST /api/shopping-lists/{id}/confirm-payment (admin, operador): 409 when nothing is pending or it was already paid. */
export function useConfirmPayment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (listId: number) => api.post<ConfirmedSale>(`/shopping-lists/${listId}/confirm-payment`),
    // The list is completed and loses its pending payment: the cards must show that.
    onSuccess: () => qc.invalidateQueries({ queryKey: listKeys.all }),
  });
}
