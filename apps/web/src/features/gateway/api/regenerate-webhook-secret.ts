import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EvolutionSettingsView } from '@ponte/domain/gateway';
import { api } from '../../../lib/api';
import { gatewayKeys } from './query-keys';

/** POST /api/evolution/webhook-secret: a new secret for the webhook URL; the old URL stops working. */
export function useRegenerateWebhookSecret() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<EvolutionSettingsView>('/evolution/webhook-secret'),
    onSuccess: (view) => qc.setQueryData(gatewayKeys.settings(), view),
  });
}
