import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserPick } from '@ponte/domain/users';
import { api } from '../../../lib/api';
import { attendancePanelKeys } from './query-keys';

export const staffUsersQueryOptions = () =>
  queryOptions({
    queryKey: attendancePanelKeys.staff(),
    queryFn: ({ signal }) => api.get<UserPick[]>('/users', signal),
  });

/** GET /api/users: every staff member, asked for only when nobody is clocked in to assign to. */
export const useStaffUsers = ({ enabled }: { enabled: boolean }) => useQuery({ ...staffUsersQueryOptions(), enabled });
