import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NeverSendImportResult, NeverSendPage, NeverSendQueryInput } from '@ponte/domain/unsubscribes';
import { api } from '../../../lib/api';

export const neverSendKeys = {
  all: ['never-send'] as const,
  page: (query: NeverSendQueryInput) => [...neverSendKeys.all, query] as const,
};

/** GET /api/email/unsubscribes: a page, newest first; the previous page stays while the next loads. */
export const useNeverSendPage = (query: NeverSendQueryInput) =>
  useQuery({
    queryKey: neverSendKeys.page(query),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(query))
        if (value !== undefined && value !== '') params.set(key, String(value));
      return api.get<NeverSendPage>(`/email/unsubscribes?${params}`, signal);
    },
    placeholderData: keepPreviousData,
  });

/** Any write: the list is read again whatever the answer (a refusal may mean someone else changed it). */
function useNeverSendWrite<Vars, Result>(write: (vars: Vars) => Promise<Result>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: write, onSettled: () => qc.invalidateQueries({ queryKey: neverSendKeys.all }) });
}

/** 'Reinscrever'. */
export const useResubscribe = () =>
  useNeverSendWrite((id: number) => api.delete<{ message: string }>(`/email/unsubscribes/${id}`));

/** 'Importar CSV': the file's text or what was pasted. */
export const useImportNeverSend = () =>
  useNeverSendWrite((text: string) => api.post<NeverSendImportResult>('/email/unsubscribes/import', { text }));
