import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EvolutionSettingsView } from '@ponte/domain/gateway';
import { api } from '../../../lib/api';
import { gatewayKeys } from './query-keys';

export const gatewaySettingsQueryOptions = () =>
  queryOptions({
    queryKey: gatewayKeys.settings(),
    queryFn: ({ signal }) => api.get<EvolutionSettingsView>('/evolution/settings', signal),
  });

export const useGatewaySettings = () => useQuery(gatewaySettingsQueryOptions());
