import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_BREAK_REASON, type BreakRecord } from '@ponte/domain/attendance';
import { api } from '../../../lib/api';
import { attendanceKeys } from './query-keys';

export function useStartBreak() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<BreakRecord>('/attendance/break', { reason: DEFAULT_BREAK_REASON }),
    onSettled: () => qc.invalidateQueries({ queryKey: attendanceKeys.all }),
  });
}
