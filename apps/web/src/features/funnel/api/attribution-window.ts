import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AttributionWindow, AttributionWindowBody } from '@ponte/domain/funnel-campaigns';
import { api } from '../../../lib/api';
import { funnelKeys } from './query-keys';

export const useAttributionWindow = () =>
  useQuery({
    queryKey: funnelKeys.window(),
    queryFn: ({ signal }) => api.get<AttributionWindow>('/meta/attribution-window', signal),
  });

/** PUT /api/meta/attribution-window; the campaigns' header shows the window too. */
export function useSaveAttributionWindow() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: AttributionWindowBody) => api.put<AttributionWindow>('/meta/attribution-window', body),
    onSuccess: (saved) => {
      qc.setQueryData(funnelKeys.window(), saved);
      return qc.invalidateQueries({ queryKey: funnelKeys.campaigns() });
    },
  });
}
