import { useMutation } from '@tanstack/react-query';
import { toQuery } from '../../../lib/api';
import { downloadFile } from '../../../lib/download';
import type { StatsQueryInput } from './query-keys';

/** The statistics screens that export their figures (GET /api/stats/{screen}.csv, admin). */
export type StatsCsvScreen = 'overview' | 'chats' | 'sales' | 'productivity';

/** Downloads what a statistics screen shows, for the query it shows it for, as a pt-BR CSV. */
export const useExportStatsCsv = (screen: StatsCsvScreen) =>
  useMutation({
    mutationFn: (query: StatsQueryInput) => downloadFile(`/stats/${screen}.csv${toQuery(query)}`, 'estatisticas.csv'),
  });
