import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestBody } from '../../../lib/api';
import { listKeys } from './query-keys';

/** POST /api/shopping-lists/{id}/remove-subscription answers `{ success, message }`, without `data`. */
export function useRemoveSubscription() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      requestBody<{ success: true; message?: string }>('POST', `/shopping-lists/${id}/remove-subscription`),
    onSuccess: () => qc.invalidateQueries({ queryKey: listKeys.all }),
  });
}
