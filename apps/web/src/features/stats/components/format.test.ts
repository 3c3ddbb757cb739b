import { describe, expect, it } from 'vitest';
import { pointLabel } from './format';

describe("a series point's axis label", () => {
  it.each([
    ['2026-03-09', 'day', false, '09/03'],
    ['2026-03-09', 'week', false, '09/03'],
    // Over more than one calendar year the year is shown: 15/12 and 01/01 are not the same season.
    ['2025-12-15', 'day', true, '15/12/25'],
    ['2026-01-05', 'week', true, '05/01/26'],
    ['2026-03-01', 'month', false, '03/2026'],
    ['1990-07-01', 'month', true, '07/1990'],
  ] as const)('%s by %s (several years: %s) reads %s', (day, group, multiYear, label) =>
    expect(pointLabel(day, group, multiYear)).toBe(label),
  );
});
