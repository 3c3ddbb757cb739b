import type { LogTab } from '@ponte/domain/logs';

/** The screen's filters as the inputs hold them ('' = no filter). */
export type LogFilters = { tab: LogTab; level: string; category: string; search: string };

export const NO_LOG_FILTERS: LogFilters = { tab: 'all', level: '', category: '', search: '' };

export const logKeys = {
  all: ['logs'] as const,
  page: (filters: LogFilters, page: number) => [...logKeys.all, 'page', filters, page] as const,
  webhooks: () => [...logKeys.all, 'webhooks'] as const,
  health: () => [...logKeys.all, 'health'] as const,
  settings: () => [...logKeys.all, 'settings'] as const,
};
