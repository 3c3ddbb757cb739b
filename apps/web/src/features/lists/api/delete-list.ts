import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { listKeys } from './query-keys';

export function useDeleteList() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`/shopping-lists/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: listKeys.all }),
  });
}
