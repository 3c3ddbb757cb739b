import { useQuery } from '@tanstack/react-query';
import type { UserPick } from '@ponte/domain/users';
import { api } from '../../../lib/api';
import { salesKeys } from './query-keys';

/** GET /api/users: the staff an admin may filter the sales by (asked for admins only). */
export const useSellers = ({ enabled }: { enabled: boolean }) =>
  useQuery({
    queryKey: salesKeys.sellers(),
    queryFn: ({ signal }) => api.get<UserPick[]>('/users', signal),
    enabled,
    staleTime: 5 * 60_000,
  });
