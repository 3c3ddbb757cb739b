import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminConfigurations, SaveConfigurationsBody } from '@ponte/domain/settings';
import { api } from '../../../lib/api';
import { settingsKeys } from '../../../lib/query-keys';

export function useSaveConfigurations() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveConfigurationsBody) => api.post<AdminConfigurations>('/configurations', body),
    // The answer is the stored configuration (token masked again): no need to ask for it anew.
    onSuccess: (saved) => qc.setQueryData(settingsKeys.configurations(), saved),
  });
}
