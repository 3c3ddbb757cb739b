import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminConfigurations } from '@ponte/domain/settings';
import { api } from '../../../lib/api';
import { settingsKeys } from '../../../lib/query-keys';

export const configurationsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.configurations(),
    queryFn: ({ signal }) => api.get<AdminConfigurations>('/configurations', signal),
  });

export const useConfigurations = () => useQuery(configurationsQueryOptions());
