import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { listKeys } from './query-keys';

/** POST /api/users/{id}/email_woocomerce: the customer's store e-mail, needed to complete a list. */
export function useSaveStoreEmail() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ customerId, email }: { customerId: number; email: string }) =>
      api.post<unknown>(`/users/${customerId}/email_woocomerce`, { email_woocomerce: email }),
    // Every list of this customer carries the e-mail.
    onSuccess: () => qc.invalidateQueries({ queryKey: listKeys.all }),
  });
}
