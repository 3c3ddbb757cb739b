import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProductWeightRow } from '@ponte/domain/catalogue';
import { api } from '../../../lib/api';
import { settingsKeys } from '../../../lib/query-keys';

export const productWeightsQuery = () =>
  queryOptions({
    queryKey: settingsKeys.productWeights(),
    queryFn: ({ signal }) => api.get<ProductWeightRow[]>('/produtos-csv', signal),
  });

export const useProductWeights = () => useQuery(productWeightsQuery());

/** Sends the file's text; the server replaces the whole catalogue or, naming the bad row, nothing. */
export function useImportProductWeights() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) => api.post<{ imported: number }>('/produtos-csv', { csv }),
    onSuccess: () => qc.invalidateQueries({ queryKey: settingsKeys.productWeights() }),
  });
}
