import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MediaRetention } from '@ponte/domain/media-retention';
import { api } from '../../../lib/api';

const key = ['settings', 'media-retention'] as const;

/** Issue 33: after how many months message files are deleted (null: never). */
export const useMediaRetention = () =>
  useQuery({ queryKey: key, queryFn: ({ signal }) => api.get<MediaRetention>('/media-retention', signal) });

export function useSaveMediaRetention() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: MediaRetention) => api.put<MediaRetention>('/media-retention', body),
    onSuccess: (saved) => qc.setQueryData(key, saved),
  });
}
