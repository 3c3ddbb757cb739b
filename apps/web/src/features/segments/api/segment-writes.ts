import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Segment, SegmentBody } from '@ponte/domain/segments';
import { api } from '../../../lib/api';
import { segmentKeys } from '../../../lib/query-keys';

/** Every segment write reads the list (and any preview) again. */
function useSegmentMutation<V, R>(fn: (vars: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: segmentKeys.all }) });
}

export const useCreateSegment = () =>
  useSegmentMutation((body: SegmentBody) => api.post<Segment>('/campaign-segments', body));

export const useUpdateSegment = () =>
  useSegmentMutation(({ id, ...body }: SegmentBody & { id: number }) =>
    api.put<Segment>(`/campaign-segments/${id}`, body),
  );

export const useDeleteSegment = () => useSegmentMutation((id: number) => api.delete<null>(`/campaign-segments/${id}`));
