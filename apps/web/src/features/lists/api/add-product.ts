import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddProduct } from '@ponte/domain/lists';
import { requestBody } from '../../../lib/api';
import { listKeys } from './query-keys';

/** POST /api/shopping-lists/add-product answers `{ success, error }`. */
export function useAddProduct() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: AddProduct) => requestBody<{ success: true }>('POST', '/shopping-lists/add-product', { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: listKeys.all }),
  });
}
