import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AiSettingsView, SaveAiSettings } from '@ponte/domain/ai';
import { api } from '../../../lib/api';
import { settingsKeys } from '../../../lib/query-keys';

export const aiSettingsQuery = () =>
  queryOptions({ queryKey: settingsKeys.ai(), queryFn: () => api.get<AiSettingsView>('/ai/settings') });

export const useAiSettings = () => useQuery(aiSettingsQuery());

export function useSaveAiSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveAiSettings) => api.put<AiSettingsView>('/ai/settings', body),
    onSuccess: (saved) => qc.setQueryData(settingsKeys.ai(), saved),
  });
}
