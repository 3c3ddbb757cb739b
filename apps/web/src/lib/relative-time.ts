import { INVALID_DATE_TEXT, NEVER_TEXT, parseUtc } from '@ponte/domain/dates';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const plural = (n: number, one: string, many: string) => `há ${n} ${n === 1 ? one : many}`;

/**
 * Spec 3 §9 'Relative time labels': 'agora', 'há N minutos', 'há N horas', 'há N dias'.
 * 'Nunca' without a date; a time slightly ahead of this browser's clock still reads 'agora'.
 */
export function relativeTime(value: string | null | undefined, now: number = Date.now()): string {
  if (!value) return NEVER_TEXT;
  const date = parseUtc(value);
  if (!date) return INVALID_DATE_TEXT;
  const elapsed = now - date.getTime();
  if (elapsed < MINUTE_MS) return 'agora';
  if (elapsed < HOUR_MS) return plural(Math.floor(elapsed / MINUTE_MS), 'minuto', 'minutos');
  if (elapsed < DAY_MS) return plural(Math.floor(elapsed / HOUR_MS), 'hora', 'horas');
  return plural(Math.floor(elapsed / DAY_MS), 'dia', 'dias');
}
