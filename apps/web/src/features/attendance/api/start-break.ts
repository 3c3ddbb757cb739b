import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BreakRecord } from '@ponte/domain/attendance';
import { DEFAULT_BREAK_REASON } from '@ponte/domain/attendance-texts';
import { api } from '../../../lib/api';
import { attendanceKeys } from './query-keys';

export function useStartBreak() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<BreakRecord>('/attendance/break', { reason: DEFAULT_BREAK_REASON }),
    onSettled: () => qc.invalidateQueries({ queryKey: attendanceKeys.all }),
  });
}
