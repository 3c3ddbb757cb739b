import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EraseCustomerBody } from '@ponte/domain/privacy';
import { api } from '../../../lib/api';
import { customerKeys } from './query-keys';

/** Issue 33: POST /api/customers/{id}/erase (admins); every customer screen reads again. */
export function useEraseCustomer() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ customerId, ...body }: EraseCustomerBody & { customerId: number }) =>
      api.post<{ erased: true }>(`/customers/${customerId}/erase`, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: customerKeys.all }),
  });
}
