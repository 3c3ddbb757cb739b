import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyStatus } from '@ponte/domain/attendance';
import { api } from '../../../lib/api';
import { attendanceKeys } from './query-keys';

export const myStatusQueryOptions = () =>
  queryOptions({
    queryKey: attendanceKeys.myStatus(),
    queryFn: ({ signal }) => api.get<MyStatus>('/attendance/my-status', signal),
  });

export const useMyStatus = () => useQuery(myStatusQueryOptions());
