import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordBody, StaffSession } from '@ponte/domain/staff-sessions';
import { api } from '../../../lib/api';

const mySessionsKey = ['sessions', 'mine'] as const;

export const useMySessions = () =>
  useQuery({ queryKey: mySessionsKey, queryFn: ({ signal }) => api.get<StaffSession[]>('/sessions', signal) });

function useSessionsMutation<V, R>(fn: (vars: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => qc.invalidateQueries({ queryKey: mySessionsKey }) });
}

export const useEndSession = () => useSessionsMutation((id: number) => api.delete<null>(`/sessions/${id}`));

export const useEndOtherSessions = () =>
  useSessionsMutation(() => api.post<{ ended: number }>('/sessions/end-others', {}));

export const useChangePassword = () =>
  useSessionsMutation((body: ChangePasswordBody) => api.post<{ ended: number }>('/me/password', body));
