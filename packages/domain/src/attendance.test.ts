import { describe, expect, it } from 'vitest';
import { attendanceSummary, formatBreakTime, formatElapsed, workedHours } from './attendance';

describe('per-row break time', () => {
  it.each([
    [0, '-'],
    [-3, '-'],
    [0.2, '0min'],
    [5, '5min'],
    [59.6, '1h 0min'],
    [65, '1h 5min'],
    [125, '2h 5min'],
  ])('%s minutes shows %s', (minutes, text) => expect(formatBreakTime(minutes)).toBe(text));
});

describe('shift timer', () => {
  it.each([
    [0, '00:00:00'],
    [-5000, '00:00:00'],
    [3_723_000, '01:02:03'],
    [36_000_999, '10:00:00'],
  ])('%s ms since clock-in shows %s (00:00:00 if negative)', (ms, text) => expect(formatElapsed(ms)).toBe(text));
});

describe('worked hours', () => {
  it('excludes breaks and rounds to 2 decimals', () => {
    const start = new Date('2026-01-01T08:00:00Z');
    expect(workedHours(start, new Date('2026-01-01T17:00:00Z'), 60)).toBe(8);
    expect(workedHours(start, new Date('2026-01-01T08:20:00Z'), 0)).toBe(0.33);
    expect(workedHours(start, new Date('2026-01-01T08:10:00Z'), 30)).toBe(0);
  });
});

describe('dashboard attendance statistics', () => {
  it('average = total hours / number of records; break total = minutes / 60; 2 decimals', () => {
    const s = attendanceSummary([
      { total_hours: 8, clock_in: '2026-01-01T11:00:00Z', break_minutes: 60 },
      { total_hours: 4.5, clock_in: '2026-01-01T18:00:00Z', break_minutes: 15 },
      { total_hours: null, clock_in: '2026-01-02T11:00:00Z', break_minutes: 0 },
    ]);
    expect(s).toEqual({ totalHours: '12.50', averagePerDay: '4.17', daysWorked: 2, totalBreakHours: '1.25' });
  });

  it('is all zeros without records', () => {
    expect(attendanceSummary([])).toEqual({
      totalHours: '0.00',
      averagePerDay: '0.00',
      daysWorked: 0,
      totalBreakHours: '0.00',
    });
  });
});
