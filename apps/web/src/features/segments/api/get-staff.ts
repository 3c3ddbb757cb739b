import { useQuery } from '@tanstack/react-query';
import type { UserPick } from '@ponte/domain/users';
import { api } from '../../../lib/api';
import { segmentKeys } from '../../../lib/query-keys';

/** GET /api/users: the staff the 'Atendente' filter offers. */
export const useSegmentStaff = () =>
  useQuery({
    queryKey: segmentKeys.staff(),
    queryFn: ({ signal }) => api.get<UserPick[]>('/users', signal),
    staleTime: 5 * 60_000,
  });
