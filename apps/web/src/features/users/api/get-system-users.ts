import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SystemUser } from '@ponte/domain/users';
import { requestBody } from '../../../lib/api';
import { userKeys } from './query-keys';

/** GET /api/users-list answers `{ success, users }`, not the usual `data` (spec 3 §7). */
export const systemUsersQueryOptions = () =>
  queryOptions({
    queryKey: userKeys.systemList(),
    queryFn: async ({ signal }) => (await requestBody<{ users: SystemUser[] }>('GET', '/users-list', { signal })).users,
  });

export const useSystemUsers = () => useQuery(systemUsersQueryOptions());
