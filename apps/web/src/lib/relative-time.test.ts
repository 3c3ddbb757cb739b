import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const NOW = Date.parse('2025-03-10T15:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('relative time labels (spec 3 §9: now, minutes, hours, days ago)', () => {
  it.each([
    ['just now', 'agora', ago(0)],
    ['59 seconds ago', 'agora', ago(59_000)],
    ['a few seconds ahead of this clock', 'agora', ago(-5_000)],
    ['one minute ago', 'há 1 minuto', ago(MIN)],
    ['five minutes ago', 'há 5 minutos', ago(5 * MIN + 30_000)],
    ['59 minutes ago', 'há 59 minutos', ago(59 * MIN)],
    ['one hour ago', 'há 1 hora', ago(HOUR)],
    ['23 hours ago', 'há 23 horas', ago(23 * HOUR + 59 * MIN)],
    ['one day ago', 'há 1 dia', ago(DAY)],
    ['40 days ago', 'há 40 dias', ago(40 * DAY)],
    ['a zone-less UTC timestamp', 'há 2 minutos', '2025-03-10 14:58:00'],
    ['no date', 'Nunca', null],
    ['an unreadable date', 'data inválida', 'ontem'],
  ])("%s reads '%s'", (_case, expected, value) => {
    expect(relativeTime(value, NOW)).toBe(expected);
  });
});
