import { useQuery } from '@tanstack/react-query';
import type { Escalation } from '@ponte/domain/conversations';
import { polledQueryOptions } from '../../../lib/polled-query';
import { attendancePanelKeys, PANEL_POLL_MS } from './query-keys';

/** Trainee conversations blocked by the AI check, waiting for a supervisor (newest first). */
export const openEscalationsQueryOptions = () =>
  polledQueryOptions<Escalation[]>(attendancePanelKeys.openEscalations(), '/escalations', PANEL_POLL_MS);

export const useOpenEscalations = () => useQuery(openEscalationsQueryOptions());
