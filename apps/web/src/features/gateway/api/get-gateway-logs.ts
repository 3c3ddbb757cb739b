import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GatewayLogEntry } from '@ponte/domain/gateway';
import { api } from '../../../lib/api';
import { gatewayKeys } from './query-keys';

/** Newest first; the server keeps the list short. */
export const gatewayLogsQueryOptions = () =>
  queryOptions({
    queryKey: gatewayKeys.logs(),
    queryFn: ({ signal }) => api.get<GatewayLogEntry[]>('/evolution/logs', signal),
  });

export const useGatewayLogs = () => useQuery(gatewayLogsQueryOptions());
