/**
 * The shop's calendar day (America/Sao_Paulo). A period picked as days ('YYYY-MM-DD') becomes
 * UTC instants computed here, so a query compares stored UTC text with an index and a day
 * starts at the shop's midnight, not the server's or the reader's (INTEGRATIONS.md §8).
 * Brazil has had no daylight saving since 2019, but older days had it: the offset is read
 * from the time-zone database for each day instead of being fixed at -03:00.
 */
export const SHOP_TIME_ZONE = 'America/Sao_Paulo';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MINUTE_MS = 60_000;

const zoneParts = new Intl.DateTimeFormat('en-US', {
  timeZone: SHOP_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
});

/** Minutes the shop's clock is ahead of UTC at an instant (-180 for -03:00). */
function offsetMinutes(instant: number): number {
  const at = Math.floor(instant / MINUTE_MS) * MINUTE_MS;
  const part = Object.fromEntries(zoneParts.formatToParts(at).map((p) => [p.type, Number(p.value)]));
  const asUtc = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!);
  return (asUtc - at) / MINUTE_MS;
}

/** A real calendar day written 'YYYY-MM-DD' (2025-02-30 is not one). */
export function isCalendarDay(value: string): boolean {
  const m = DAY.exec(value);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === value;
}

/**
 * The first instant of a shop day: its local midnight, or 01:00 on the days daylight saving
 * began at midnight (that midnight never happened).
 */
export function shopDayStart(day: string): Date {
  if (!isCalendarDay(day)) throw new RangeError(`dia inválido: ${day}`);
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const midnightAsUtc = Date.UTC(y, m - 1, d);
  const first = offsetMinutes(midnightAsUtc + 3 * 60 * MINUTE_MS);
  const instant = midnightAsUtc - first * MINUTE_MS;
  const second = offsetMinutes(instant);
  return new Date(second === first ? instant : midnightAsUtc - second * MINUTE_MS);
}

/** The day after, as 'YYYY-MM-DD'. */
function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/**
 * A period of shop days as UTC bounds: `from` inclusive (start of the first day), `to`
 * exclusive (start of the day after the last). A missing end leaves that side open.
 */
export function shopDayRange(start?: string, end?: string): { from?: string; to?: string } {
  return {
    from: start ? shopDayStart(start).toISOString() : undefined,
    to: end ? shopDayStart(nextDay(end)).toISOString() : undefined,
  };
}
