import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShoppingList, UpdateList } from '@ponte/domain/lists';
import { api } from '../../../lib/api';
import { listKeys } from './query-keys';

/** PUT /api/shopping-lists/{id}: rename, status, the typed BRL amount or the applied plan. */
export function useUpdateList() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateList }) =>
      api.put<ShoppingList>(`/shopping-lists/${id}`, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: listKeys.all }),
  });
}
