import { useQuery } from '@tanstack/react-query';
import type { Sale } from '@ponte/domain/sales';
import { api } from '../../../lib/api';
import { salesKeys } from './query-keys';

/** GET /api/sales/order/{pedido}: the sale behind a list's order number ('Ver Pedido' on /listas). */
export const useSaleByOrder = (pedido: string | null) =>
  useQuery({
    queryKey: salesKeys.order(pedido ?? ''),
    queryFn: ({ signal }) => api.get<Sale>(`/sales/order/${encodeURIComponent(pedido!)}`, signal),
    enabled: Boolean(pedido),
    retry: false,
  });
