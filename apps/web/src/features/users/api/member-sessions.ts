import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffSession } from '@ponte/domain/staff-sessions';
import { api } from '../../../lib/api';

const key = (staffId: number) => ['sessions', 'member', staffId] as const;

/** Issue 33: an admin's view of a member's open sessions. */
export const useMemberSessions = (staffId: number) =>
  useQuery({
    queryKey: key(staffId),
    queryFn: ({ signal }) => api.get<StaffSession[]>(`/users/${staffId}/sessions`, signal),
  });

function useMemberMutation<V, R>(staffId: number, fn: (vars: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => qc.invalidateQueries({ queryKey: key(staffId) }) });
}

export const useEndMemberSession = (staffId: number) =>
  useMemberMutation(staffId, (sessionId: number) => api.delete<null>(`/users/${staffId}/sessions/${sessionId}`));

export const useEndMemberSessions = (staffId: number) =>
  useMemberMutation(staffId, () => api.post<{ ended: number }>(`/users/${staffId}/sessions/end-all`, {}));
