import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EvolutionSettings, EvolutionSettingsView } from '@ponte/domain/gateway';
import { api } from '../../../lib/api';
import { gatewayKeys } from './query-keys';

export function useSaveGatewaySettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: EvolutionSettings) => api.put<EvolutionSettingsView>('/evolution/settings', body),
    // The answer is the stored settings with the key masked again.
    onSuccess: (saved) => qc.setQueryData(gatewayKeys.settings(), saved),
  });
}
