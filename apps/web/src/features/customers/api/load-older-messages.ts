import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerDetail } from '@ponte/domain/customers';
import { api } from '../../../lib/api';
import { customerKeys } from './query-keys';

/** 'Carregar mensagens anteriores': the page of messages before the first one shown (`before_id`), put in front. */
export function useLoadOlderMessages(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (beforeId: number) => api.get<CustomerDetail>(`/users/${id}?before_id=${beforeId}`),
    onSuccess: (older) =>
      qc.setQueryData<CustomerDetail>(customerKeys.detail(id), (current) => {
        if (!current) return current;
        const firstId = current.messages[0]?.id ?? Infinity;
        const earlier = older.messages.filter((m) => m.id < firstId).sort((a, b) => a.id - b.id);
        return { ...current, messages: [...earlier, ...current.messages], has_more: older.has_more };
      }),
  });
}
