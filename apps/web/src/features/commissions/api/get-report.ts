import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CommissionReport } from '@ponte/domain/commissions';
import { api, toQuery } from '../../../lib/api';
import { commissionKeys, type ReportPeriod } from './query-keys';

/** GET /api/commissions/report: days are the shop's (São Paulo), sent as the date inputs give them. */
export const reportQueryOptions = (period: ReportPeriod) =>
  queryOptions({
    queryKey: commissionKeys.report(period),
    queryFn: ({ signal }) => api.get<CommissionReport>(`/commissions/report${toQuery(period)}`, signal),
    // The previous period stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useCommissionReport = (period: ReportPeriod) => useQuery(reportQueryOptions(period));
