import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SystemUser, UpdateSystemUser } from '@ponte/domain/users';
import { api } from '../../../lib/api';
import { userKeys } from './query-keys';

export function useUpdateSystemUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateSystemUser }) => api.put<SystemUser>(`/users/${id}`, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: userKeys.all }),
  });
}
