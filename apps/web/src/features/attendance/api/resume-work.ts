import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttendanceRecord } from '@ponte/domain/attendance';
import { api } from '../../../lib/api';
import { attendanceKeys } from './query-keys';

export function useResumeWork() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<AttendanceRecord>('/attendance/resume'),
    onSettled: () => qc.invalidateQueries({ queryKey: attendanceKeys.all }),
  });
}
