import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LOG_REFRESH_MS, type LogPage } from '@ponte/domain/logs';
import { api, toQuery } from '../../../lib/api';
import { logKeys, type LogFilters } from './query-keys';

const logsPath = (filters: LogFilters, page: number) => `/logs${toQuery({ ...filters, page: String(page) })}`;

/** Spec 3 §4: the screen refreshes every 30 seconds. */
export const useLogs = (filters: LogFilters, page: number) =>
  useQuery({
    queryKey: logKeys.page(filters, page),
    queryFn: ({ signal }) => api.get<LogPage>(logsPath(filters, page), signal),
    placeholderData: keepPreviousData,
    refetchInterval: LOG_REFRESH_MS,
  });
