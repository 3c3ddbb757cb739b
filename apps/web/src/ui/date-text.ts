import { isCalendarDay } from '@ponte/domain/dates';

/**
 * The text of the date fields (issue 18): what a person types and reads is pt-BR
 * ('dd/mm/aaaa', 'dd/mm/aaaa hh:mm'); what the screens keep and send is what a native date
 * input gave them ('YYYY-MM-DD', 'YYYY-MM-DDTHH:mm'). No Mantine here: the dashboard loads it.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** '5/11/2026', '05/11/2026', '05-11-2026', '05.11.2026' or '05112026'. */
const DAY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$|^(\d{2})(\d{2})(\d{4})$/;
/** A day, a space (or ', ' or ' às ') and '14:30' or '14h30'. */
const DATE_TIME = /^(.+?)(?:\s*,\s*|\s+às\s+|\s+)(\d{1,2})[:h](\d{2})$/i;
/** Years outside this are a slip of the keyboard (0202, 20266 cut short), not a period anyone asks for. */
const FIRST_YEAR = 1900;
const LAST_YEAR = 2100;

/** 'dd/mm/aaaa' typed → 'YYYY-MM-DD', or null when it is not a real day. */
export function parseDayText(text: string): string | null {
  const match = DAY.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = (match[1] ? match.slice(1, 4) : match.slice(4, 7)).map(Number) as [number, number, number];
  if (year < FIRST_YEAR || year > LAST_YEAR) return null;
  const iso = `${year}-${pad(month)}-${pad(day)}`;
  return isCalendarDay(iso) ? iso : null;
}

/** 'YYYY-MM-DD' → 'dd/mm/aaaa'; '' (or anything else) → ''. */
export function dayText(value: string): string {
  return isCalendarDay(value) ? `${value.slice(8, 10)}/${value.slice(5, 7)}/${value.slice(0, 4)}` : '';
}

/** 'dd/mm/aaaa hh:mm' typed → 'YYYY-MM-DDTHH:mm' (local wall clock, as datetime-local gives it), or null. */
export function parseDateTimeText(text: string): string | null {
  const match = DATE_TIME.exec(text.trim());
  if (!match) return null;
  const day = parseDayText(match[1]!);
  const hour = Number(match[2]);
  const minute = Number(match[3]);
  if (!day || hour > 23 || minute > 59) return null;
  return `${day}T${pad(hour)}:${pad(minute)}`;
}

/** 'YYYY-MM-DDTHH:mm' → 'dd/mm/aaaa hh:mm'; '' → ''. */
export function dateTimeText(value: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(value);
  const day = match ? dayText(match[1]!) : '';
  return day ? `${day} ${match![2]}` : '';
}

/**
 * A typed text to flag as 'data inválida' while it is being typed: it has the shape of a whole
 * date (31/02/2026, a time's minutes: 25:00) or holds what no date has (letters). '05/11/20' is
 * simply not finished.
 */
export function looksFinished(text: string, withTime: boolean): boolean {
  const t = text.trim();
  if (withTime) return !/^[\d/.\-:\s,hàs]*$/i.test(t) || /[:h]\d{2,}$/i.test(t) || t.length > 22;
  return !/^[\d/.\-\s]*$/.test(t) || /^\d{1,2}\D\d{1,2}\D\d{4,}$/.test(t) || /^\d{8,}$/.test(t) || t.length > 10;
}
