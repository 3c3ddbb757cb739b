import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerLabels, Label, LabelBody } from '@ponte/domain/labels';
import { api } from '../../../lib/api';
import { labelCatalogueKey } from '../../../lib/labels';

/** Every catalogue write reads it again; the cards elsewhere hear 'labels:changed'. */
function useLabelMutation<V, R>(fn: (vars: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: labelCatalogueKey }) });
}

export const useCreateLabel = () => useLabelMutation((body: LabelBody) => api.post<Label>('/labels', body));

export const useUpdateLabel = () =>
  useLabelMutation(({ id, ...body }: LabelBody & { id: number }) => api.put<Label>(`/labels/${id}`, body));

export const useDeleteLabel = () => useLabelMutation((id: number) => api.delete<null>(`/labels/${id}`));

/**
 * POST or DELETE /api/customers/{id}/labels: a label on or off a customer. The screens showing
 * the customer read it again when 'chat:updated' comes; `onChanged` lets the caller not wait.
 */
export const useSetCustomerLabel = () =>
  useLabelMutation(({ customerId, labelId, on }: { customerId: number; labelId: number; on: boolean }) =>
    on
      ? api.post<CustomerLabels>(`/customers/${customerId}/labels`, { label_id: labelId })
      : api.delete<CustomerLabels>(`/customers/${customerId}/labels/${labelId}`),
  );
