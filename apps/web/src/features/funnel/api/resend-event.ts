import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResendResult } from '@ponte/domain/funnel-campaigns';
import { api } from '../../../lib/api';
import { funnelKeys } from './query-keys';

/** POST /api/meta/events/{id}/resend; the report then lists the event as waiting, not failed. */
export function useResendEvent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<ResendResult>(`/meta/events/${id}/resend`),
    onSuccess: () => qc.invalidateQueries({ queryKey: funnelKeys.all }),
  });
}
