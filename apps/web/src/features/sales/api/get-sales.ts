import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SalesPage } from '@ponte/domain/sales';
import { api, toQuery } from '../../../lib/api';
import { salesKeys, type SalesFilters } from './query-keys';

/** GET /api/sales: one page of the filtered sales, newest first (days are the shop's São Paulo days). */
export const salesPageQueryOptions = (filters: SalesFilters, page: number) =>
  queryOptions({
    queryKey: salesKeys.page(filters, page),
    queryFn: ({ signal }) => api.get<SalesPage>(`/sales${toQuery({ ...filters, page: String(page) })}`, signal),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useSalesPage = (filters: SalesFilters, page: number) => useQuery(salesPageQueryOptions(filters, page));
