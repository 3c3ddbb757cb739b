import { describe, expect, it } from 'vitest';
import { boundedDecimal } from './decimal-schema';
import {
  assertSafeCents,
  formatBrl,
  formatUsd,
  fromCents,
  percentOf,
  PRICE_MAX_USD,
  readDecimal,
  readTypedNumber,
  formatTyped,
  toCents,
} from './money';

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
  ])('USD %s is shown as %s (thousands separated, 2 decimals)', (amount, shown) =>
    expect(formatUsd(amount)).toBe(shown),
  );

  it('BRL keeps the pt-BR form with thousands separators', () => expect(formatBrl(2955.99)).toBe('R$ 2.955,99'));
});

describe('the cents guard (issue 11): no Infinity, NaN or unsafe number becomes cents', () => {
  it.each([Infinity, -Infinity, NaN, 1e308, Number.MAX_SAFE_INTEGER])('toCents(%s) throws', (amount) =>
    expect(() => toCents(amount)).toThrow(RangeError),
  );
  it('percentOf past safe integers throws', () =>
    expect(() => percentOf(Number.MAX_SAFE_INTEGER, 200)).toThrow(RangeError));
  it('assertSafeCents passes whole safe numbers only', () => {
    expect(assertSafeCents(Number.MAX_SAFE_INTEGER)).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => assertSafeCents(1.5)).toThrow(RangeError);
  });
  it('a tiny negative amount is 0 cents, not -0', () => expect(Object.is(toCents(-0.001), 0)).toBe(true));
});

describe('boundedDecimal: the one schema for numbers that become money or weight', () => {
  const price = boundedDecimal(
    { min: 0, max: PRICE_MAX_USD },
    { invalid: 'Preço inválido', missing: 'Informe o preço' },
  );
  const quantity = boundedDecimal(
    { min: 1, max: 999, integer: true },
    { invalid: 'inválida', tooSmall: 'mínimo 1', tooLarge: 'máximo 999', notInteger: 'inteira' },
  );
  const message = (schema: ReturnType<typeof boundedDecimal>, value: unknown) => {
    const r = schema.safeParse(value);
    return r.success ? r.data : r.error.issues[0]!.message;
  };

  it.each([
    [199.9, 199.9],
    ['199.90', 199.9],
    ['199,90', 199.9],
    [' 7 ', 7],
    [0, 0],
    [PRICE_MAX_USD, PRICE_MAX_USD],
    [1e308, 'Preço inválido'],
    [Number.MAX_SAFE_INTEGER + 2, 'Preço inválido'],
    [Infinity, 'Preço inválido'],
    [NaN, 'Preço inválido'],
    ['0x10', 'Preço inválido'],
    ['1e3', 'Preço inválido'],
    ['Infinity', 'Preço inválido'],
    ['NaN', 'Preço inválido'],
    ['1,2,3', 'Preço inválido'],
    ['1.234,56', 1234.56],
    ['1234,56', 1234.56],
    ['2,5', 2.5],
    ['2.5', 2.5],
    ['R$ 1.234,56', 1234.56],
    ['', 'Informe o preço'],
    [undefined, 'Informe o preço'],
    [null, 'Informe o preço'],
    [true, 'Preço inválido'],
    [-0.01, 'Preço inválido'],
    [PRICE_MAX_USD + 0.01, 'Preço inválido'],
  ])('price %j → %j', (value, out) => expect(message(price, value)).toBe(out));

  it.each([
    [1, 1],
    ['999', 999],
    [0, 'mínimo 1'],
    [1000, 'máximo 999'],
    [1.5, 'inteira'],
    ['2,5', 'inteira'],
    ['0x10', 'inválida'],
  ])('quantity %j → %j', (value, out) => expect(message(quantity, value)).toBe(out));

  it.each([
    [12, 12],
    ['-3', -3],
    ['.5', 0.5],
    ['abc', undefined],
    ['', undefined],
    [-Infinity, undefined],
    ['1.234', 1.234],
    ['1.234,56', undefined],
  ])('readDecimal(%j) = %j (machine text: one mark, no thousands)', (value, out) =>
    expect(readDecimal(value)).toBe(out),
  );

  const cents = boundedDecimal({ min: 0, max: PRICE_MAX_USD, decimals: 2 }, { invalid: 'Preço inválido' });
  it.each([
    ['0,005', 'Use no máximo 2 casas decimais'],
    [0.005, 'Use no máximo 2 casas decimais'],
    ['2,555', 'Use no máximo 2 casas decimais'],
    ['1.234,567', 'Use no máximo 2 casas decimais'],
    ['0,01', 0.01],
    ['1.234,56', 1234.56],
    [1234.56, 1234.56],
    ['999.999,99', 999_999.99],
  ])('a field that keeps cents: %j → %j (refused, never rounded)', (value, out) =>
    expect(message(cents, value)).toBe(out),
  );
});

describe('readTypedNumber: a number as a person in Brazil types it (issue 28)', () => {
  it.each([
    ['2,5', 2.5],
    ['2.5', 2.5],
    ['1.234,56', 1234.56],
    ['1234,56', 1234.56],
    ['1234.56', 1234.56],
    ['1,234.56', 1234.56],
    ['1.234', 1234],
    ['1.234.567', 1234567],
    ['1.234.567,8', 1234567.8],
    ['1,234,567', 1234567],
    ['0.500', 0.5],
    ['0,500', 0.5],
    ['1,234', 1.234],
    ['12.5', 12.5],
    ['150,50', 150.5],
    [',5', 0.5],
    ['-2,5', -2.5],
    ['R$ 1.234,56', 1234.56],
    ['US$ 10', 10],
    ['$2.50', 2.5],
    ['2,5 %', 2.5],
    [' 7 ', 7],
    [12, 12],
    ['1.23.456', undefined],
    ['1.2345', 1.2345],
    ['12.34.56', undefined],
    ['1,234.567,8', undefined],
    ['1.234.56', undefined],
    ['0x10', undefined],
    ['1e3', undefined],
    ['', undefined],
    ['abc', undefined],
    [Infinity, undefined],
  ])('%j → %j', (value, out) => expect(readTypedNumber(value)).toBe(out));

  it('formatTyped shows the number back the pt-BR way', () => {
    expect(formatTyped(1234.5, 2, 2)).toBe('1.234,50');
    expect(formatTyped(2.5, 0, 2)).toBe('2,5');
    expect(formatTyped(1234567.891, 0, 3)).toBe('1.234.567,891');
    // Every shown form reads back as the same number.
    for (const n of [0.5, 2.5, 1234, 1234.56, 1234567.8, 1000, 0.125])
      expect(readTypedNumber(formatTyped(n, 0, 3))).toBe(n);
  });
});
