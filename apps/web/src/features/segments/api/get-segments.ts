import { useQuery } from '@tanstack/react-query';
import type { Segment } from '@ponte/domain/segments';
import { api } from '../../../lib/api';
import { segmentKeys } from './query-keys';

/** GET /api/campaign-segments: every segment, newest first. */
export const useSegments = () =>
  useQuery({
    queryKey: segmentKeys.list(),
    queryFn: ({ signal }) => api.get<Segment[]>('/campaign-segments', signal),
  });
