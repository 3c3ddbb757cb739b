import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailTemplate, TemplateBody } from '@ponte/domain/email';
import { api } from '../../../lib/api';
import { emailKeys } from '../../../lib/query-keys';

/** Every template write reads the list again. */
function useTemplateMutation<V, R>(fn: (vars: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: emailKeys.templates() }) });
}

export const useCreateTemplate = () =>
  useTemplateMutation((body: TemplateBody) => api.post<EmailTemplate>('/email/templates', body));

export const useUpdateTemplate = () =>
  useTemplateMutation(({ id, ...body }: TemplateBody & { id: number }) =>
    api.put<EmailTemplate>(`/email/templates/${id}`, body),
  );

export const useDeleteTemplate = () => useTemplateMutation((id: number) => api.delete<null>(`/email/templates/${id}`));
