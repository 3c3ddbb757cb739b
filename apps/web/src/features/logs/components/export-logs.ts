import { shopToday } from '@ponte/domain/dates';
import { logExportFileName } from '@ponte/domain/logs';
import { fetchAllLogs } from '../api/get-logs';
import type { LogFilters } from '../api/query-keys';

/** Downloads every entry of the tab and filters as JSON, named by tab and today's date. */
export async function exportLogs(filters: LogFilters): Promise<void> {
  const entries = await fetchAllLogs(filters);
  const blob = new Blob([JSON.stringify(entries, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = logExportFileName(filters.tab, shopToday());
  link.click();
  URL.revokeObjectURL(url);
}
