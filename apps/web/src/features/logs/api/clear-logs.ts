import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LogClearResult } from '@ponte/domain/logs';
import { api } from '../../../lib/api';
import { logKeys } from './query-keys';

export function useClearLogs() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<LogClearResult>('/logs'),
    onSettled: () => qc.invalidateQueries({ queryKey: logKeys.all }),
  });
}
