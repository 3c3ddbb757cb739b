import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttendanceShift } from '@ponte/domain/attendance';
import { api } from '../../../lib/api';
import { attendanceKeys } from './query-keys';

export function useResumeWork() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<AttendanceShift>('/attendance/resume'),
    onSettled: () => qc.invalidateQueries({ queryKey: attendanceKeys.all }),
  });
}
