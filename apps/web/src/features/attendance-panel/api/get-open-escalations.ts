import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Escalation } from '@ponte/domain/conversations';
import { api } from '../../../lib/api';
import { attendancePanelKeys, PANEL_POLL_MS } from './query-keys';

/** Trainee conversations blocked by the AI check, waiting for a supervisor (newest first). */
export const openEscalationsQueryOptions = () =>
  queryOptions({
    queryKey: attendancePanelKeys.openEscalations(),
    queryFn: ({ signal }) => api.get<Escalation[]>('/escalations', signal),
    refetchInterval: PANEL_POLL_MS,
  });

export const useOpenEscalations = () => useQuery(openEscalationsQueryOptions());
