import { describe, expect, it } from 'vitest';
import { dateTimeText, dayText, looksFinished, parseDateTimeText, parseDayText } from './date-text';

describe('pt-BR date text (issue 18)', () => {
  it.each([
    ['05/11/2026', '2026-11-05'],
    ['5/11/2026', '2026-11-05'],
    [' 05/11/2026 ', '2026-11-05'],
    ['05-11-2026', '2026-11-05'],
    ['05.11.2026', '2026-11-05'],
    ['05112026', '2026-11-05'],
    ['29/02/2028', '2028-02-29'],
    ['29/02/2026', null],
    ['31/04/2026', null],
    ['00/01/2026', null],
    ['05/13/2026', null],
    // Month first, as an English browser writes it, is not read as a day.
    ['11/25/2026', null],
    ['05/11/26', null],
    ['05/11/202', null],
    ['05/11/0202', null],
    ['05/11/2026x', null],
    ['2026-11-05', null],
    ['', null],
  ])('%j is the day %j', (typed, day) => {
    expect(parseDayText(typed)).toBe(day);
  });

  it.each([
    ['05/11/2026 14:30', '2026-11-05T14:30'],
    ['5/11/2026 9:05', '2026-11-05T09:05'],
    ['05/11/2026, 14:30', '2026-11-05T14:30'],
    ['05/11/2026 às 14h30', '2026-11-05T14:30'],
    ['05/11/2026 24:00', null],
    ['05/11/2026 14:60', null],
    ['05/11/2026', null],
    ['31/02/2026 14:30', null],
  ])('%j is the moment %j', (typed, moment) => {
    expect(parseDateTimeText(typed)).toBe(moment);
  });

  it('writes what the screens keep as a person reads it', () => {
    expect(dayText('2026-11-05')).toBe('05/11/2026');
    expect(dayText('')).toBe('');
    expect(dayText('2026-02-30')).toBe('');
    expect(dateTimeText('2026-11-05T14:30')).toBe('05/11/2026 14:30');
    expect(dateTimeText('')).toBe('');
  });

  it.each([
    ['05/11/20', false, false],
    ['31/02/2026', false, true],
    ['ontem', false, true],
    ['05/11/2026 14', true, false],
    ['05/11/2026 25:00', true, true],
    ['05/11/2026 às 14h', true, false],
    ['05/11/2026 às 14h61', true, true],
    ['05/11/0202', false, true],
    ['05112026', false, true],
  ])('%j (with time: %j) is flagged while typed: %j', (typed, withTime, flagged) => {
    expect(looksFinished(typed, withTime)).toBe(flagged);
  });
});
