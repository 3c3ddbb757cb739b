import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AttendanceRecord } from '@ponte/domain/attendance';
import { api, toQuery } from '../../../lib/api';
import { attendanceKeys, type HistoryPeriod } from './query-keys';

export const historyQueryOptions = (period: HistoryPeriod) =>
  queryOptions({
    queryKey: attendanceKeys.history(period),
    queryFn: ({ signal }) =>
      // Days as typed: the server reads them as the shop's São Paulo days, as every other period.
      api.get<AttendanceRecord[]>(
        `/attendance/history${toQuery({ start_date: period.start, end_date: period.end })}`,
        signal,
      ),
    placeholderData: keepPreviousData,
  });

export const useAttendanceHistory = (period: HistoryPeriod) => useQuery(historyQueryOptions(period));
