import { describe, expect, it } from 'vitest';
import { formatUsd, fromCents, toCents } from './money';
import { PlanBodySchema, PlanListQuerySchema, planText } from './plans';

const valid = {
  name: 'Just One',
  price_monthly: 1.99,
  max_weight_kg: 3,
  shipping_discount: 10,
  handling_discount: 15,
  benefits: [],
  limitations: [],
  active: true,
};
const issues = (body: object) => {
  const r = PlanBodySchema.safeParse(body);
  return Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
};

describe('plan payload', () => {
  it.each([
    ['name', ''],
    ['name', '   '],
    ['name', undefined],
    ['price_monthly', 0],
    ['price_monthly', undefined],
    ['max_weight_kg', 0],
    ['max_weight_kg', undefined],
  ])("%s = %o answers 'Nome, preço mensal e peso máximo são obrigatórios'", (field, value) => {
    expect(issues({ ...valid, [field]: value })[field]).toBe(planText.required);
  });

  it.each(['price_monthly', 'max_weight_kg', 'shipping_discount', 'handling_discount'])(
    "%s below zero answers 'O valor não pode ser negativo'",
    (field) => {
      expect(issues({ ...valid, [field]: -1 })[field]).toBe(planText.negative);
    },
  );

  it('fees may be zero and default to zero; benefits, limitations and active have defaults', () => {
    expect(PlanBodySchema.parse({ name: 'X', price_monthly: 1, max_weight_kg: 1 })).toEqual({
      name: 'X',
      price_monthly: 1,
      max_weight_kg: 1,
      shipping_discount: 0,
      handling_discount: 0,
      benefits: [],
      limitations: [],
      active: true,
    });
  });

  it('benefit and limitation items are trimmed and blanks dropped', () => {
    const parsed = PlanBodySchema.parse({
      ...valid,
      name: '  Just One ',
      benefits: [' Frete fixo ', '', '   '],
      limitations: ['  Até 3 kg'],
    });
    expect(parsed.name).toBe('Just One');
    expect(parsed.benefits).toEqual(['Frete fixo']);
    expect(parsed.limitations).toEqual(['Até 3 kg']);
  });

  it('at most 20 items of 200 characters each (blanks do not count)', () => {
    expect(PlanBodySchema.safeParse({ ...valid, benefits: [...Array(20).fill('a'), '', ' '] }).success).toBe(true);
    expect(issues({ ...valid, benefits: Array(21).fill('a') }).benefits).toBe(planText.tooManyItems);
    expect(issues({ ...valid, limitations: ['x'.repeat(201)] })['limitations.0']).toBe(planText.itemTooLong);
  });

  it('?active=true lists only active plans; no value lists all', () => {
    expect(PlanListQuerySchema.parse({ active: 'true' }).active).toBe(true);
    expect(PlanListQuerySchema.parse({}).active).toBeUndefined();
  });
});

describe('money', () => {
  it.each([
    [12.99, 1299],
    [1.99, 199],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [0.015, 2],
    [-1.005, -101],
    [0, 0],
    [1e-7, 0],
  ])('toCents(%s) is %s (rounded once, half away from zero)', (decimal, cents) => {
    expect(toCents(decimal)).toBe(cents);
  });

  it('fromCents gives the decimal back', () => {
    expect(fromCents(1299)).toBe(12.99);
    expect(fromCents(toCents(0.1 + 0.2))).toBe(0.3);
  });

  it.each([
    [1.99, '$1.99'],
    [10, '$10.00'],
    [12.5, '$12.50'],
    [0, '$0.00'],
  ])("plan prices are shown with 2 decimals and a $ sign: %s → '%s'", (value, text) => {
    expect(formatUsd(value)).toBe(text);
  });
});
