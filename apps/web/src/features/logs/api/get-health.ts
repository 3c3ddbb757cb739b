import { useQuery } from '@tanstack/react-query';
import { LOG_REFRESH_MS } from '@ponte/domain/logs';
import type { Health } from '@ponte/domain/stats';
import { api } from '../../../lib/api';
import { logKeys } from './query-keys';

/** GET /api/health (spec 3 §7); when it fails the screen says so instead of showing sample data. */
export const useServerHealth = () =>
  useQuery({
    queryKey: logKeys.health(),
    queryFn: ({ signal }) => api.get<Health>('/health', signal),
    retry: false,
    refetchInterval: LOG_REFRESH_MS,
  });
