import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FunnelReport } from '@ponte/domain/funnel';
import { api, toQuery } from '../../../lib/api';
import { funnelKeys, type FunnelFilters } from './query-keys';

/** GET /api/meta/funnel; spec 2 §5: the status is left out of the call when it is 'all'. */
export const funnelQueryOptions = (filters: FunnelFilters) =>
  queryOptions({
    queryKey: funnelKeys.report(filters),
    queryFn: ({ signal }) =>
      api.get<FunnelReport>(
        `/meta/funnel${toQuery({
          start_date: filters.start,
          end_date: filters.end,
          status: filters.status === 'all' ? undefined : filters.status,
          page: filters.page > 1 ? String(filters.page) : undefined,
        })}`,
        signal,
      ),
    placeholderData: keepPreviousData,
  });

export const useFunnel = (filters: FunnelFilters) => useQuery(funnelQueryOptions(filters));
