import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { gatewayKeys } from './query-keys';

export function useClearGatewayLogs() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<null>('/evolution/logs'),
    onSettled: () => qc.invalidateQueries({ queryKey: gatewayKeys.logs() }),
  });
}
