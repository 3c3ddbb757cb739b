import { useQuery } from '@tanstack/react-query';
import type { SegmentPreview } from '@ponte/domain/segments';
import { api } from '../../../lib/api';
import { segmentKeys } from '../../../lib/query-keys';

/** GET /api/campaign-segments/{id}/preview: read fresh each time the preview opens. */
export const useSegmentPreview = (id: number) =>
  useQuery({
    queryKey: segmentKeys.preview(id),
    queryFn: ({ signal }) => api.get<SegmentPreview>(`/campaign-segments/${id}/preview`, signal),
    staleTime: 0,
    gcTime: 0,
  });
