import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Sale, SaleStatusBody } from '@ponte/domain/sales';
import { api } from '../../../lib/api';
import { salesKeys } from './query-keys';

/** PUT /api/sales/{id}/status (admin): the new status and why; every sales figure is read again. */
export function useChangeSaleStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: SaleStatusBody & { id: number }) => api.put<Sale>(`/sales/${id}/status`, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: salesKeys.all }),
  });
}
