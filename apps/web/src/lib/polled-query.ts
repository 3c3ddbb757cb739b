import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { api } from './api';

/** A screen that keeps itself current: GET `path` (its `data`) under `queryKey`, read again every `pollMs`. */
export const polledQueryOptions = <T>(queryKey: QueryKey, path: string, pollMs: number) =>
  queryOptions({
    queryKey,
    queryFn: ({ signal }) => api.get<T>(path, signal),
    refetchInterval: pollMs,
  });
