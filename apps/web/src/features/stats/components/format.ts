import type { StatsGroup } from '@ponte/domain/stats-grouping';

/** 'YYYY-MM-DD' → 'dd/mm/aaaa', a shop day shown as written. */
export const formatDueDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/**
 * A series point's label on a chart axis: 'dd/mm' for a day or a week (its first day), 'mm/aaaa'
 * for a month; a period over more than one calendar year adds the year to days ('dd/mm/aa'), so
 * 15/12 and 01/01 are not read as the same season.
 */
export function pointLabel(day: string, group: StatsGroup, multiYear: boolean) {
  if (group === 'month') return `${day.slice(5, 7)}/${day.slice(0, 4)}`;
  const dayMonth = `${day.slice(8, 10)}/${day.slice(5, 7)}`;
  return multiYear ? `${dayMonth}/${day.slice(2, 4)}` : dayMonth;
}
