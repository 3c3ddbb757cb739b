import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

/** A 4xx answer will not change on a second try; a network blip or a 5xx may. */
const retryTransient = (failureCount: number, error: unknown) =>
  failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: retryTransient, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
