import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListPage } from '@ponte/domain/lists';
import { requestBody, toQuery } from '../../../lib/api';
import { listKeys, type ListFilters } from './query-keys';

/** GET /api/shopping-lists answers `counters` and `pagination` beside `data`: the whole body is kept. */
export const listsQueryOptions = (filters: ListFilters) =>
  queryOptions({
    queryKey: listKeys.page(filters),
    queryFn: ({ signal }) =>
      requestBody<ListPage>(
        'GET',
        `/shopping-lists${toQuery({
          search: filters.search.trim(),
          status: filters.status,
          page: String(filters.page),
          limit: String(filters.limit),
        })}`,
        { signal },
      ),
    // The current page stays on screen while the next search or page loads.
    placeholderData: keepPreviousData,
  });

export const useShoppingLists = (filters: ListFilters) => useQuery(listsQueryOptions(filters));
