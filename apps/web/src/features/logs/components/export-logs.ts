import { shopToday } from '@ponte/domain/dates';
import { logExportFileName } from '@ponte/domain/logs';
import { toQuery } from '../../../lib/api';
import { downloadFile } from '../../../lib/download';
import type { LogFilters } from '../api/query-keys';

/** Downloads every entry of the tab and filters as JSON, named by tab and today's date (the server records it). */
export const exportLogs = (filters: LogFilters): Promise<void> =>
  downloadFile(`/logs/export${toQuery({ ...filters })}`, logExportFileName(filters.tab, shopToday()));
