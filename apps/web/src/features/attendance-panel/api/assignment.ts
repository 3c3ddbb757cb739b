import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AssignmentSettings, AssignmentView } from '@ponte/domain/assignment';
import { api } from '../../../lib/api';
import { polledQueryOptions } from '../../../lib/polled-query';
import { attendancePanelKeys, PANEL_POLL_MS } from './query-keys';

/** GET /api/assignment: how waiting chats are given out and each clocked-in member's load. */
export const useAssignment = () =>
  useQuery(polledQueryOptions<AssignmentView>(attendancePanelKeys.assignment(), '/assignment', PANEL_POLL_MS));

/** Saving distributes at once: the waiting list and the counts are read again too. */
function useSaveView<Body>(call: (body: Body) => Promise<AssignmentView>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (saved) => {
      qc.setQueryData(attendancePanelKeys.assignment(), saved);
      void qc.invalidateQueries({ queryKey: attendancePanelKeys.waitingChats() });
      void qc.invalidateQueries({ queryKey: attendancePanelKeys.chatStats() });
    },
  });
}

export const useSaveAssignmentSettings = () =>
  useSaveView((body: AssignmentSettings) => api.put<AssignmentView>('/assignment/settings', body));

export const useSaveStaffLimit = () =>
  useSaveView(({ staffId, limit }: { staffId: number; limit: number | null }) =>
    api.put<AssignmentView>(`/assignment/limits/${staffId}`, { limit }),
  );
