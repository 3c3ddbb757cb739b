import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AttendanceRecord } from '@ponte/domain/attendance';
import { api, toQuery } from '../../../lib/api';
import { localDayRange } from '../../../lib/dates';
import { attendanceKeys, type HistoryPeriod } from './query-keys';

export const historyQueryOptions = (period: HistoryPeriod) =>
  queryOptions({
    queryKey: attendanceKeys.history(period),
    queryFn: ({ signal }) =>
      api.get<AttendanceRecord[]>(`/attendance/history${toQuery(localDayRange(period.start, period.end))}`, signal),
    placeholderData: keepPreviousData,
  });

export const useAttendanceHistory = (period: HistoryPeriod) => useQuery(historyQueryOptions(period));
