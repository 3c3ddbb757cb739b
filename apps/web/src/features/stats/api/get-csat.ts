import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CsatStats } from '@ponte/domain/csat';
import { api, toQuery } from '../../../lib/api';
import { statsKeys, type StatsQueryInput } from './query-keys';

/** GET /api/stats/csat: the period's satisfaction answers per attendant, with the comments (issue 32). */
export const useCsatStatistics = (period: StatsQueryInput) =>
  useQuery({
    queryKey: statsKeys.csat(period),
    queryFn: ({ signal }) =>
      api.get<CsatStats>(`/stats/csat${toQuery({ start_date: period.start_date, end_date: period.end_date })}`, signal),
    placeholderData: keepPreviousData,
  });
