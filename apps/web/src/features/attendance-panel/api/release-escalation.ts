import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Escalation } from '@ponte/domain/conversations';
import { api } from '../../../lib/api';
import { attendancePanelKeys } from './query-keys';

/** POST /api/escalations/{id}/release: the trainee may write to that customer again. */
export const releaseEscalation = (id: number) => api.post<Escalation>(`/escalations/${id}/release`);

export function useReleaseEscalation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: releaseEscalation,
    // A 409 means someone else released it first: the list is stale either way.
    onSettled: () => qc.invalidateQueries({ queryKey: attendancePanelKeys.openEscalations() }),
  });
}
