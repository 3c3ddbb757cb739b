import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateSystemUser, SystemUser } from '@ponte/domain/users';
import { api } from '../../../lib/api';
import { userKeys } from './query-keys';

export function useCreateSystemUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSystemUser) => api.post<SystemUser>('/users-list', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: userKeys.all }),
  });
}
