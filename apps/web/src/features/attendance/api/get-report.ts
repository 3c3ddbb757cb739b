import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { AttendanceReport } from '@ponte/domain/attendance-report';
import { api, toQuery } from '../../../lib/api';
import { downloadFile } from '../../../lib/download';
import { attendanceKeys, type ReportPeriod } from './query-keys';

/** GET /api/attendance/all (admin): hours per collaborator over the shop days of the period. */
export const useAttendanceReport = (period: ReportPeriod) =>
  useQuery({
    queryKey: attendanceKeys.report(period),
    queryFn: ({ signal }) => api.get<AttendanceReport>(`/attendance/all${toQuery(period)}`, signal),
    placeholderData: keepPreviousData,
  });

/** GET /api/attendance/all.csv for the period, downloaded under the name the server gives. */
export const useExportAttendanceCsv = () =>
  useMutation({
    mutationFn: (period: ReportPeriod) => downloadFile(`/attendance/all.csv${toQuery(period)}`, 'atendimento.csv'),
  });
