import { useQuery } from '@tanstack/react-query';
import type { Sale } from '@ponte/domain/sales';
import { api } from '../../../lib/api';
import { salesKeys } from './query-keys';

/** GET /api/sales/{id}: one sale, as a row of the table opens it. */
export const useSale = (id: number | null) =>
  useQuery({
    queryKey: salesKeys.sale(id ?? 0),
    queryFn: ({ signal }) => api.get<Sale>(`/sales/${id}`, signal),
    enabled: id !== null,
    retry: false,
  });
