import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerListResponse } from '@ponte/domain/customers';
import { requestBody, toQuery } from '../../../lib/api';
import { customerKeys, type CustomerListFilters } from './query-keys';

/** GET /api/customers answers the page with `pagination` and `summary` beside `data`: the whole body is kept. */
export const customersQueryOptions = (filters: CustomerListFilters) =>
  queryOptions({
    queryKey: customerKeys.list(filters),
    queryFn: ({ signal }) =>
      requestBody<CustomerListResponse>(
        'GET',
        `/customers${toQuery({
          search: filters.search.trim(),
          page: String(filters.page),
          limit: String(filters.limit),
          etiqueta: filters.label ? String(filters.label) : undefined,
        })}`,
        { signal },
      ),
    // The current page stays on screen while the next one (or the next search) loads.
    placeholderData: keepPreviousData,
  });

export const useCustomers = (filters: CustomerListFilters) => useQuery(customersQueryOptions(filters));
