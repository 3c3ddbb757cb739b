import { describe, expect, it } from 'vitest';
import { formatBrl, formatUsd, fromCents, percentOf, toCents } from './money';

describe('money in integer cents', () => {
  it.each([
    [1.99, 199],
    [12.99, 1299],
    [1.005, 101],
    [0.1 + 0.2, 30],
    [-2.5, -250],
    [0, 0],
  ])('%s → %s cents', (amount, cents) => expect(toCents(amount)).toBe(cents));

  it('converts back to decimal units', () => expect(fromCents(1299)).toBe(12.99));

  it.each([
    [10000, 3.5, 350],
    [999, 3.5, 35],
    [1, 50, 1],
    [12345, 8.5, 1049],
  ])('%s cents × %s%% = %s cents, rounded once', (cents, pct, out) => expect(percentOf(cents, pct)).toBe(out));

  it('formats USD and BRL', () => {
    expect(formatUsd(1.99)).toBe('$1.99');
    expect(formatBrl(1234.5)).toBe('R$ 1.234,50');
  });

  it.each([
    [2955.99, '$2,955.99'],
    [1234567.5, '$1,234,567.50'],
    [999.999, '$1,000.00'],
    [-2955.99, '-$2,955.99'],
    [-0.001, '$0.00'],
    [0, '$0.00'],
  ])('USD %s is shown as %s (thousands separated, 2 decimals)', (amount, shown) => expect(formatUsd(amount)).toBe(shown));

  it('BRL keeps the pt-BR form with thousands separators', () => expect(formatBrl(2955.99)).toBe('R$ 2.955,99'));
});
