import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { listKeys } from './query-keys';

export function useDeleteListItem() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (itemId: number) => api.delete<null>(`/shopping-list-items/${itemId}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: listKeys.all }),
  });
}
