import { describe, expect, it } from 'vitest';
import { effectiveGroup, groupStart, tooLongPeriod } from './stats-grouping';

describe('statistics grouping (docs/0019)', () => {
  it.each([
    // 2026-03-09 is a Monday: weeks start on Monday, so Sunday the 15th is still its week.
    ['2026-03-09', 'week', '2026-03-09'],
    ['2026-03-15', 'week', '2026-03-09'],
    ['2026-03-16', 'week', '2026-03-16'],
    // A week across a year's end.
    ['2027-01-01', 'week', '2026-12-28'],
    ['2026-03-15', 'month', '2026-03-01'],
    ['2026-03-15', 'day', '2026-03-15'],
  ] as const)('%s by %s starts on %s', (day, group, start) => expect(groupStart(day, group)).toBe(start));

  it('is daily up to 400 days, weekly up to 1,100, monthly beyond, and never finer than asked', () => {
    expect(effectiveGroup('day', '2025-01-01', '2026-02-04')).toBe('day');
    expect(effectiveGroup('day', '2025-01-01', '2026-02-05')).toBe('week');
    expect(effectiveGroup('day', '2024-01-01', '2027-01-04')).toBe('week');
    expect(effectiveGroup('day', '2024-01-01', '2027-01-05')).toBe('month');
    expect(effectiveGroup('month', '2026-03-01', '2026-03-02')).toBe('month');
  });

  it('refuses more than 50 years, a 29 February start included', () => {
    expect(tooLongPeriod('2000-03-01', '2050-02-28')).toBe(false);
    expect(tooLongPeriod('2000-03-01', '2050-03-01')).toBe(true);
    expect(tooLongPeriod('2000-02-29', '2050-02-28')).toBe(false);
    expect(tooLongPeriod('2000-02-29', '2050-03-01')).toBe(true);
  });
});
