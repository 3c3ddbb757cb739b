import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LogSettings } from '@ponte/domain/logs';
import { api } from '../../../lib/api';
import { logKeys } from './query-keys';

export const useLogSettings = () =>
  useQuery({
    queryKey: logKeys.settings(),
    queryFn: ({ signal }) => api.get<LogSettings>('/logs/settings', signal),
  });

export function useSaveLogSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (settings: LogSettings) => api.put<LogSettings>('/logs/settings', settings),
    onSettled: () => qc.invalidateQueries({ queryKey: logKeys.all }),
  });
}
