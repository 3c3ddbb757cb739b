import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LOG_PAGE_MAX, LOG_REFRESH_MS, type LogEntry, type LogPage } from '@ponte/domain/logs';
import { api, toQuery } from '../../../lib/api';
import { logKeys, type LogFilters } from './query-keys';

const logsPath = (filters: LogFilters, page: number, limit?: number) =>
  `/logs${toQuery({ ...filters, page: String(page), limit: limit ? String(limit) : undefined })}`;

/** Spec 3 §4: the screen refreshes every 30 seconds. */
export const useLogs = (filters: LogFilters, page: number) =>
  useQuery({
    queryKey: logKeys.page(filters, page),
    queryFn: ({ signal }) => api.get<LogPage>(logsPath(filters, page), signal),
    placeholderData: keepPreviousData,
    refetchInterval: LOG_REFRESH_MS,
  });

/** Every entry of the tab and filters, page by page, for the JSON export. */
export async function fetchAllLogs(filters: LogFilters): Promise<LogEntry[]> {
  const entries: LogEntry[] = [];
  for (let page = 1; ; page++) {
    const data = await api.get<LogPage>(logsPath(filters, page, LOG_PAGE_MAX));
    entries.push(...data.entries);
    if (page >= data.pagination.pages) return entries;
  }
}
