import { describe, expect, it } from 'vitest';
import { isCalendarDay, shopDayRange, shopDayStart } from './dates';

describe("a shop day starts at São Paulo's midnight", () => {
  it.each([
    // Since 2019: -03:00 all year.
    ['2025-03-10', '2025-03-10T03:00:00.000Z'],
    ['2025-12-31', '2025-12-31T03:00:00.000Z'],
    // Summer time of 2017/2018: -02:00.
    ['2018-01-15', '2018-01-15T02:00:00.000Z'],
    // Summer time began at midnight on 2018-11-04: the day's first instant is 01:00 (-02:00).
    ['2018-11-04', '2018-11-04T03:00:00.000Z'],
    // It ended at midnight on 2019-02-17: 23:00 of the 16th happened twice, the 17th starts at -03:00.
    ['2019-02-17', '2019-02-17T03:00:00.000Z'],
  ])('%s starts at %s', (day, iso) => expect(shopDayStart(day).toISOString()).toBe(iso));

  it('a period runs from the first day’s start to the start of the day after the last', () => {
    expect(shopDayRange('2025-03-01', '2025-03-31')).toEqual({
      from: '2025-03-01T03:00:00.000Z',
      to: '2025-04-01T03:00:00.000Z',
    });
    expect(shopDayRange(undefined, '2025-12-31')).toEqual({ from: undefined, to: '2026-01-01T03:00:00.000Z' });
    expect(shopDayRange()).toEqual({ from: undefined, to: undefined });
  });

  it('only real calendar days are days', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2025-02-29')).toBe(false);
    expect(isCalendarDay('2025-13-01')).toBe(false);
    expect(isCalendarDay('2025-1-01')).toBe(false);
    expect(() => shopDayStart('ontem')).toThrow(RangeError);
  });
});
