import { addDays, daysInPeriod } from './dates';

/**
 * How a statistics series is grouped (issue 29, docs/0019): by shop day, by week or by month.
 * Weeks start on Monday (ISO 8601, as Brazilian business reports and Mantine's pt-BR calendar
 * count them), months on the 1st; both are of shop days in São Paulo.
 */
export const STATS_GROUPS = ['day', 'week', 'month'] as const;
export type StatsGroup = (typeof STATS_GROUPS)[number];

export const statsGroupLabels = { day: 'Dia', week: 'Semana', month: 'Mês' } as const satisfies Record<
  StatsGroup,
  string
>;

/**
 * Past these many days a finer grouping is replaced by a coarser one: daily up to 400 days
 * (a year and a month, 400 points), weekly up to 1,100 (three years, 158 points), monthly
 * beyond. A 200-year period answered 73k daily points (3 MB) before.
 */
export const DAILY_MAX_DAYS = 400;
export const WEEKLY_MAX_DAYS = 1_100;
/** A longer period is refused (400): 600 monthly points at most. */
export const STATS_MAX_YEARS = 50;

/** The grouping a series uses: the one asked for, or the finest the period's length allows. */
export function effectiveGroup(asked: StatsGroup, start: string, end: string): StatsGroup {
  const days = daysInPeriod(start, end);
  const finest: StatsGroup = days <= DAILY_MAX_DAYS ? 'day' : days <= WEEKLY_MAX_DAYS ? 'week' : 'month';
  return STATS_GROUPS.indexOf(asked) > STATS_GROUPS.indexOf(finest) ? asked : finest;
}

/** Whether [start, end] spans more than STATS_MAX_YEARS years ('2000-03-01'..'2050-02-28' does not). */
export const tooLongPeriod = (start: string, end: string) =>
  end >= `${String(Number(start.slice(0, 4)) + STATS_MAX_YEARS).padStart(4, '0')}${start.slice(4)}`;

/** The first day of the week (Monday) or month that holds `day`; the day itself when grouping by day. */
export function groupStart(day: string, group: StatsGroup): string {
  if (group === 'month') return `${day.slice(0, 8)}01`;
  if (group === 'day') return day;
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}
