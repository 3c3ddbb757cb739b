/**
 * Timestamps without a zone suffix are UTC (spec 1 §9): append 'Z' before parsing.
 * Accepts 'YYYY-MM-DD HH:mm:ss', 'YYYY-MM-DDTHH:mm:ss(.sss)' with or without a zone.
 */
export function parseUtc(value: string | null | undefined): Date | null {
  if (!value) return null;
  let text = value.trim().replace(' ', 'T');
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) text += 'T00:00:00';
  if (!/(Z|[+-]\d{2}:?\d{2})$/i.test(text)) text += 'Z';
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

export const INVALID_DATE_TEXT = 'data inválida';
export const NEVER_TEXT = 'Nunca';

const dateFmt = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' });
const timeFmt = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit' });

/** dd/mm/aaaa */
export function formatDateBR(value: string | null | undefined): string {
  const d = parseUtc(value);
  return d ? dateFmt.format(d) : INVALID_DATE_TEXT;
}

/** hh:mm */
export function formatTimeBR(value: string | null | undefined): string {
  const d = parseUtc(value);
  return d ? timeFmt.format(d) : INVALID_DATE_TEXT;
}

/** dd/mm/aaaa hh:mm */
export function formatDateTimeBR(value: string | null | undefined): string {
  const d = parseUtc(value);
  return d ? `${dateFmt.format(d)} ${timeFmt.format(d)}` : INVALID_DATE_TEXT;
}

/** 'Nunca' when there is no activity. */
export function formatLastActivity(value: string | null | undefined): string {
  return value ? formatDateTimeBR(value) : NEVER_TEXT;
}

/** Two decimals with a comma, as pt-BR writes numbers. */
export function formatDecimalBR(value: number, digits = 2): string {
  return value.toLocaleString('pt-BR', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** The shop's local day (INTEGRATIONS.md §8): periods picked as 'YYYY-MM-DD' are days here. */
export const SHOP_TIME_ZONE = 'America/Sao_Paulo';

const shopClock = new Intl.DateTimeFormat('en-US', {
  timeZone: SHOP_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The shop's wall clock at an instant, read as if it were UTC (ms); minus the instant it is the zone's offset. */
function shopWallClock(ms: number): number {
  const part = Object.fromEntries(shopClock.formatToParts(new Date(ms)).map((p) => [p.type, Number(p.value)]));
  return Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
}

/** A real calendar day written 'YYYY-MM-DD' (2025-02-30 is not one). */
export function isCalendarDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The first instant of a shop day. The zone's offset is read before and after that midnight
 * because it may change that very night: under Brazil's old daylight saving a day could start
 * at 01:00 (the clock skipped midnight) or meet midnight twice; the day starts at the earliest
 * candidate whose local clock is already on it.
 */
export function shopDayStart(day: string): Date {
  const known = dayStarts.get(day);
  if (known !== undefined) return new Date(known);
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const midnight = Date.UTC(year, month - 1, date);
  const offset = (at: number) => shopWallClock(at) - at;
  const candidates = [midnight - offset(midnight), midnight - offset(midnight + 12 * 3_600_000)];
  const start = Math.min(...candidates.filter((at) => shopWallClock(at) >= midnight));
  if (dayStarts.size >= DAY_STARTS_KEPT) dayStarts.clear();
  dayStarts.set(day, start);
  return new Date(start);
}

/**
 * Days already worked out: reading the zone's clock costs about 20 µs a time and a statistics
 * request asks for the same few days (its period's ends) several times.
 */
const dayStarts = new Map<string, number>();
const DAY_STARTS_KEPT = 4096;

/** The day after 'YYYY-MM-DD', in the same form. */
export function nextDay(day: string): string {
  return addDays(day, 1);
}

/** The calendar day `days` after (or before, when negative) a 'YYYY-MM-DD' day. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** The last day of a 'YYYY-MM' month, as 'YYYY-MM-DD'. */
export function lastDayOfMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, m, 0)).toISOString().slice(0, 10);
}

/**
 * A period of days (both included; open ends reach every day) as the calendar months it holds
 * whole and the days outside them: the reports add per-month rows for the former and per-day rows
 * for the latter (docs/0055), so a year is about 12 month rows and up to 60 day rows.
 */
export function monthsAndDays(
  start = '0000-01-01',
  end = '9999-12-31',
): { months: { from: string; to: string } | null; days: { from: string; to: string }[] } {
  const first = start.endsWith('-01') ? start.slice(0, 7) : addDays(lastDayOfMonth(start.slice(0, 7)), 1).slice(0, 7);
  const last =
    end === lastDayOfMonth(end.slice(0, 7)) ? end.slice(0, 7) : addDays(`${end.slice(0, 7)}-01`, -1).slice(0, 7);
  if (start > end) return { months: null, days: [] };
  if (first > last) return { months: null, days: [{ from: start, to: end }] };
  const days = [];
  if (start < `${first}-01`) days.push({ from: start, to: addDays(`${first}-01`, -1) });
  if (end > lastDayOfMonth(last)) days.push({ from: addDays(lastDayOfMonth(last), 1), to: end });
  return { months: { from: first, to: last }, days };
}

/** Days from `start` to `end`, both included ('2026-11-01'..'2026-11-30' is 30). */
export function daysInPeriod(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
}

export const QUICK_PERIODS = [
  { key: 'today', label: 'Hoje' },
  { key: 'week', label: '7 dias' },
  { key: 'month', label: 'Este mês' },
  { key: 'lastMonth', label: 'Mês passado' },
] as const;
export type QuickPeriodKey = (typeof QUICK_PERIODS)[number]['key'];

/** The shop days a quick period covers, as of `today` (the shop's day): '7 dias' ends today. */
export function quickPeriod(key: QuickPeriodKey, today: string = shopToday()) {
  const monthStart = `${today.slice(0, 8)}01`;
  switch (key) {
    case 'today':
      return { start_date: today, end_date: today };
    case 'week':
      return { start_date: addDays(today, -6), end_date: today };
    case 'month':
      return { start_date: monthStart, end_date: today };
    case 'lastMonth': {
      const lastDay = addDays(monthStart, -1);
      return { start_date: `${lastDay.slice(0, 8)}01`, end_date: lastDay };
    }
  }
}

/**
 * The period of the same length just before [start, end] (issue 28: the figure beside each
 * card): November's previous period is the 30 days before the 1st.
 */
export function previousPeriod(start: string, end: string): { start_date: string; end_date: string } {
  const length = daysInPeriod(start, end);
  return { start_date: addDays(start, -length), end_date: addDays(start, -1) };
}

/**
 * A period of shop days as UTC bounds for an indexed `created_at` filter: `from` inclusive,
 * `to` exclusive (the start of the day after the last one). A missing day leaves that side open.
 */
export function shopDayRange(start?: string, end?: string): { from?: string; to?: string } {
  return {
    ...(start ? { from: shopDayStart(start).toISOString() } : {}),
    ...(end ? { to: shopDayStart(nextDay(end)).toISOString() } : {}),
  };
}

/**
 * The shop day of many UTC hours ('YYYY-MM-DDTHH', the first 13 characters of an ISO instant),
 * as shopToday would give it for each, but reading the zone's offset about twice per UTC day
 * instead of once per hour: a year of hourly sums would otherwise format 8,760 instants. A
 * UTC day whose offset differs at its two ends (a daylight-saving change) is read hour by hour.
 */
export function shopDayOfHour(): (hour: string) => string {
  const offsets = new Map<string, number | null>();
  const offsetAt = (ms: number) => shopWallClock(ms) - ms;
  return (hour) => {
    const ms = Date.parse(`${hour}:00:00Z`);
    const date = hour.slice(0, 10);
    let offset = offsets.get(date);
    if (offset === undefined) {
      const start = Date.parse(`${date}T00:00:00Z`);
      const first = offsetAt(start);
      offset = first === offsetAt(start + 23 * 3_600_000) ? first : null;
      offsets.set(date, offset);
    }
    return new Date(ms + (offset ?? offsetAt(ms))).toISOString().slice(0, 10);
  };
}

/**
 * The shop's calendar at an instant: its day ('YYYY-MM-DD'), weekday (0 Sunday … 6 Saturday)
 * and the minutes since that day's midnight on its clock (seconds as a fraction).
 */
export function shopClockAt(at: Date): { day: string; weekday: number; minutes: number } {
  const wall = new Date(shopWallClock(at.getTime()) + (at.getTime() % 1000));
  return {
    day: wall.toISOString().slice(0, 10),
    weekday: wall.getUTCDay(),
    minutes:
      wall.getUTCHours() * 60 + wall.getUTCMinutes() + (wall.getUTCSeconds() + wall.getUTCMilliseconds() / 1000) / 60,
  };
}

/** Today in the shop, 'YYYY-MM-DD'. */
export const shopToday = (now: Date = new Date()) => new Date(shopWallClock(now.getTime())).toISOString().slice(0, 10);

/** Whole seconds from one ISO instant to a later one; never negative (two sources' clocks may disagree). */
export const secondsBetween = (from: string, to: string) =>
  Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 1000));

/**
 * The instants the shop's UTC offset changed between two years (the first entry holds the offset
 * in force at the start), each with the offset in seconds: the database keeps them so SQL can put
 * a sale on its shop day by the same rule as shopToday (docs/0051). Brazil's old daylight saving
 * changed it twice a year until 2019, never less than two months apart, so a scan every four weeks finds each change and
 * a bisection pins it to the second.
 */
export function shopOffsetChanges(fromYear: number, toYear: number): { starts_at: string; offset_seconds: number }[] {
  // The wall clock is read to the second: compare it with the instant's whole second.
  const offsetAt = (ms: number) => shopWallClock(ms) - Math.floor(ms / 1000) * 1000;
  const start = Date.UTC(fromYear, 0, 1);
  const end = Date.UTC(toYear + 1, 0, 1);
  const step = 28 * 86_400_000;
  const changes = [{ at: start, offset: offsetAt(start) }];
  for (let at = start; at < end; at += step) {
    const next = Math.min(at + step, end);
    const before = offsetAt(at);
    if (offsetAt(next) === before) continue;
    let [low, high] = [at, next];
    while (high - low > 1000) {
      const middle = Math.floor((low + high) / 2000) * 1000;
      if (offsetAt(middle) === before) low = middle;
      else high = middle;
    }
    changes.push({ at: high, offset: offsetAt(high) });
  }
  return changes.map((c) => ({ starts_at: new Date(c.at).toISOString(), offset_seconds: Math.round(c.offset / 1000) }));
}
