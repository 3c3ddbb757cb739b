import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EvolutionApiVersion } from '@ponte/domain/gateway';
import { api } from '../../../lib/api';
import { gatewayKeys } from './query-keys';

export type ConnectionTestResult = {
  state: string;
  message: string;
  version: EvolutionApiVersion | null;
  server_version: string | null;
};

/**
 * POST /api/evolution/test: asks the gateway for its version (which the server saves) and the
 * saved instance's connection state. Pass or fail, the settings are read again for the version.
 */
export function useTestGatewayConnection() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<ConnectionTestResult>('/evolution/test'),
    onSettled: () => qc.invalidateQueries({ queryKey: gatewayKeys.settings() }),
  });
}
