import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Configurations } from '@ponte/domain/settings';
import { api } from '../../../lib/api';
import { settingsKeys } from './query-keys';

export const configurationsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.configurations(),
    queryFn: ({ signal }) => api.get<Configurations>('/configurations', signal),
  });

export const useConfigurations = () => useQuery(configurationsQueryOptions());
