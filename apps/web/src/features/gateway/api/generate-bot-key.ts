import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { gatewayKeys } from './query-keys';

/** POST /api/evolution/bot-key: a new x-bot-key for the bot, returned only this once. */
export function useGenerateBotKey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ key: string }>('/evolution/bot-key'),
    // The masked key in the settings now ends with the new key's tail.
    onSuccess: () => qc.invalidateQueries({ queryKey: gatewayKeys.settings() }),
  });
}
