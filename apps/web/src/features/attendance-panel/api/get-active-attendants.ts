import { useQuery } from '@tanstack/react-query';
import type { Role } from '@ponte/domain/roles';
import { polledQueryOptions } from '../../../lib/polled-query';
import { attendancePanelKeys, PANEL_POLL_MS } from './query-keys';

/** An open shift: 'active' means available, anything else ('break') means on break. */
export type ActiveAttendant = {
  id: number;
  user_id: number;
  clock_in: string;
  status: string;
  user: { id: number; name: string; email: string; role: Role };
};

export const activeAttendantsQueryOptions = () =>
  polledQueryOptions<ActiveAttendant[]>(attendancePanelKeys.activeAttendants(), '/attendance/active', PANEL_POLL_MS);

export const useActiveAttendants = () => useQuery(activeAttendantsQueryOptions());
