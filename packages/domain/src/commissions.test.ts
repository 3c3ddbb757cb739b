import { describe, expect, it } from 'vitest';
import {
  applicableRule,
  calculatorValue,
  commissionFor,
  commissionShare,
  commissionText,
  CommissionReportQuerySchema,
  CommissionRuleBodySchema,
  CommissionRuleUpdateSchema,
  type MatchableRule,
} from './commissions';

const rule = (overrides: Partial<MatchableRule> & { id: number }): MatchableRule => ({
  name: `Regra ${overrides.id}`,
  min_value: 0,
  max_value: null,
  percentage: 5,
  active: true,
  position: overrides.id,
  starts_on: null,
  ends_on: null,
  ...overrides,
});

const bronze = rule({ id: 1, name: 'Bronze', min_value: 0, max_value: 500, percentage: 3 });
const prata = rule({ id: 2, name: 'Prata', min_value: 500.01, max_value: 2000, percentage: 5 });
const ouro = rule({ id: 3, name: 'Ouro', min_value: 2000.01, max_value: null, percentage: 7.5 });
const tiers = [bronze, prata, ouro];

describe('the applied rule: first active rule with min ≤ value and max empty or ≥ value (spec 2 §5)', () => {
  it.each([
    [0, 'Bronze'],
    [500, 'Bronze'],
    [500.01, 'Prata'],
    [2000, 'Prata'],
    [2000.01, 'Ouro'],
    [1_000_000, 'Ouro'],
  ])('value %s falls under %s (both bounds inclusive)', (value, name) => {
    expect(applicableRule(tiers, value)?.name).toBe(name);
  });

  it('an empty maximum means no upper limit', () => {
    expect(applicableRule([rule({ id: 1, min_value: 10, max_value: null })], 99_999_999)?.id).toBe(1);
  });

  it('a value below every minimum matches nothing', () => {
    expect(applicableRule([rule({ id: 1, min_value: 100 })], 99.99)).toBeUndefined();
  });

  it('inactive rules never count, even when they come first', () => {
    const off = rule({ id: 1, name: 'Desligada', active: false, percentage: 50 });
    expect(applicableRule([off, rule({ id: 2, name: 'Ligada' })], 100)?.name).toBe('Ligada');
    expect(applicableRule([off], 100)).toBeUndefined();
  });

  it("overlapping rules: the first in the admin's order wins, whatever order the list comes in", () => {
    const older = rule({ id: 4, name: 'Antiga', min_value: 0, max_value: 1000, percentage: 2 });
    const newer = rule({ id: 9, name: 'Nova', min_value: 100, max_value: null, percentage: 10 });
    expect(applicableRule([newer, older], 500)?.name).toBe('Antiga');
    expect(applicableRule([newer, older], 1000.01)?.name).toBe('Nova');
    // Moved first (issue 28): the newer rule now takes every value it holds.
    expect(
      applicableRule(
        [
          { ...newer, position: 1 },
          { ...older, position: 2 },
        ],
        500,
      )?.name,
    ).toBe('Nova');
  });

  it("a campaign rule applies only on its days, both included (the sale's shop day)", () => {
    const blackFriday = rule({
      id: 1,
      name: 'Black Friday',
      percentage: 10,
      starts_on: '2026-11-27',
      ends_on: '2026-11-30',
    });
    const base = rule({ id: 2, name: 'Base', percentage: 3 });
    expect(applicableRule([blackFriday, base], 100, '2026-11-26')?.name).toBe('Base');
    expect(applicableRule([blackFriday, base], 100, '2026-11-27')?.name).toBe('Black Friday');
    expect(applicableRule([blackFriday, base], 100, '2026-11-30')?.name).toBe('Black Friday');
    expect(applicableRule([blackFriday, base], 100, '2026-12-01')?.name).toBe('Base');
    expect(commissionFor([blackFriday, base], 100, '2026-11-28')).toMatchObject({
      rule_name: 'Black Friday',
      amount: 10,
    });
  });

  it('compares in cents: 500.004 is US$ 500,00 and stays in the first tier', () => {
    expect(applicableRule(tiers, 500.004)?.name).toBe('Bronze');
  });
});

describe('commission = value × percentage / 100', () => {
  it('names the rule and rounds the amount once to cents', () => {
    expect(commissionFor(tiers, 1234.57)).toEqual({ rule_id: 2, rule_name: 'Prata', percentage: 5, amount: 61.73 });
    expect(commissionFor(tiers, 3000)).toEqual({ rule_id: 3, rule_name: 'Ouro', percentage: 7.5, amount: 225 });
  });

  it("with no match, percentage and amount are zero and the rule is 'Nenhuma regra aplicável'", () => {
    expect(commissionFor([], 100)).toEqual({
      rule_id: null,
      rule_name: 'Nenhuma regra aplicável',
      percentage: 0,
      amount: 0,
    });
  });
});

describe("the calculator's value must be a number greater than zero", () => {
  it.each(['', '  ', '0', '-5', 'abc', '1e3', '0x10', '0,00'])("'%s' gives 'Digite um valor válido'", (text) => {
    expect(calculatorValue(text)).toEqual({ error: 'Digite um valor válido' });
  });

  it.each([
    ['1500', 1500],
    ['1500.5', 1500.5],
    ['1500,5', 1500.5],
    ['0.01', 0.01],
  ])("'%s' is %s", (text, value) => expect(calculatorValue(text)).toEqual({ value }));
});

describe('new rule: name, minimum and percentage required; maximum optional, empty becomes unlimited', () => {
  const body = { name: 'Prata', min_value: 500, max_value: 2000, percentage: 5 };
  const details = (input: unknown) => {
    const result = CommissionRuleBodySchema.safeParse(input);
    // The first message per field, as the server's error answer keeps it.
    return Object.fromEntries((result.error?.issues ?? []).toReversed().map((i) => [i.path.join('.'), i.message]));
  };

  it('a full rule is accepted, active by default', () => {
    expect(CommissionRuleBodySchema.parse(body)).toEqual({ ...body, active: true, starts_on: null, ends_on: null });
  });

  it("a campaign's days: blank is none, a day that does not exist or an end before the start is refused", () => {
    expect(CommissionRuleBodySchema.parse({ ...body, starts_on: '2026-11-27', ends_on: '' })).toMatchObject({
      starts_on: '2026-11-27',
      ends_on: null,
    });
    const bad = (days: object) => CommissionRuleBodySchema.safeParse({ ...body, ...days }).error?.issues[0]?.message;
    expect(bad({ starts_on: '2026-02-30' })).toBe(commissionText.invalidDay);
    expect(bad({ starts_on: '2026-11-30', ends_on: '2026-11-27' })).toBe(commissionText.datesInverted);
  });

  it.each([undefined, null, '', '   '])('a maximum of %j becomes null (no upper limit)', (max) => {
    expect(CommissionRuleBodySchema.parse({ ...body, max_value: max }).max_value).toBeNull();
  });

  it.each([
    [{ name: '' }, 'name', commissionText.nameRequired],
    [{ name: '  ' }, 'name', commissionText.nameRequired],
    [{ name: 'x'.repeat(101) }, 'name', commissionText.nameTooLong],
    [{ min_value: '' }, 'min_value', commissionText.minRequired],
    [{ min_value: undefined }, 'min_value', commissionText.minRequired],
    [{ min_value: -0.01 }, 'min_value', commissionText.negative],
    [{ percentage: '' }, 'percentage', commissionText.percentageRequired],
    [{ percentage: -1 }, 'percentage', commissionText.percentageRange],
    [{ percentage: 100.01 }, 'percentage', commissionText.percentageRange],
    [{ percentage: 'dez' }, 'percentage', commissionText.invalidNumber],
    [{ max_value: -1 }, 'max_value', commissionText.negative],
    [{ max_value: 'abc' }, 'max_value', commissionText.invalidNumber],
    [{ max_value: 499.99 }, 'max_value', commissionText.maxBelowMin],
    [{ min_value: 1e12 }, 'min_value', commissionText.tooLarge],
  ])('%o is refused on %s with %j', (overrides, field, message) => {
    expect(details({ ...body, ...overrides })[field]).toBe(message);
  });

  it('bounds at their edges are accepted: 0 % and 100 %, maximum equal to the minimum', () => {
    expect(CommissionRuleBodySchema.safeParse({ ...body, percentage: 0 }).success).toBe(true);
    expect(CommissionRuleBodySchema.safeParse({ ...body, percentage: 100 }).success).toBe(true);
    expect(CommissionRuleBodySchema.safeParse({ ...body, min_value: 0, max_value: 0 }).success).toBe(true);
    expect(CommissionRuleBodySchema.safeParse({ ...body, max_value: 500 }).success).toBe(true);
  });
});

describe('rule update: partial', () => {
  it('takes only the active flag (the badge toggle)', () => {
    expect(CommissionRuleUpdateSchema.parse({ active: false })).toEqual({ active: false });
  });

  it('keeps a maximum left out as undefined and turns null into unlimited', () => {
    expect(CommissionRuleUpdateSchema.parse({ name: 'X' }).max_value).toBeUndefined();
    expect(CommissionRuleUpdateSchema.parse({ max_value: null }).max_value).toBeNull();
  });

  it("an empty body is refused with 'Nenhum campo para atualizar'; both bounds sent are checked together", () => {
    expect(CommissionRuleUpdateSchema.safeParse({}).error?.issues[0]?.message).toBe(commissionText.nothingToUpdate);
    expect(CommissionRuleUpdateSchema.safeParse({ min_value: 10, max_value: 5 }).error?.issues[0]?.message).toBe(
      commissionText.maxBelowMin,
    );
  });
});

describe('report period', () => {
  it('takes real calendar days, either optional, start not after end', () => {
    expect(CommissionReportQuerySchema.parse({ start_date: '2025-03-01', end_date: '2025-03-01' })).toEqual({
      start_date: '2025-03-01',
      end_date: '2025-03-01',
    });
    expect(CommissionReportQuerySchema.parse({ start_date: '', end_date: '' })).toEqual({});
    for (const bad of ['2025-02-30', '01/03/2025', '2025-3-1', 'ontem']) {
      expect(CommissionReportQuerySchema.safeParse({ start_date: bad }).error?.issues[0]?.message).toBe(
        commissionText.invalidDay,
      );
    }
    expect(
      CommissionReportQuerySchema.safeParse({ start_date: '2025-03-02', end_date: '2025-03-01' }).error?.issues[0]
        ?.message,
    ).toBe(commissionText.periodInverted);
  });
});

describe("a seller's commission percentage = total commission / total revenue × 100", () => {
  it('is rounded to 2 decimals and is 0 without revenue', () => {
    expect(commissionShare(6173, 123457)).toBe(5);
    expect(commissionShare(1000, 30000)).toBe(3.33);
    expect(commissionShare(0, 0)).toBe(0);
  });
});

describe('a bound out of range is reported on its own field, never compared', () => {
  it.each([
    [{ min_value: 1e308, max_value: 1 }, 'min_value'],
    [{ min_value: 1, max_value: 1e308 }, 'max_value'],
  ])('%o answers tooLarge on %s', (bounds, field) => {
    const issues = CommissionRuleBodySchema.safeParse({ name: 'X', percentage: 1, ...bounds }).error?.issues ?? [];
    expect(issues.map((i) => [i.path.join('.'), i.message])).toEqual([[field, commissionText.tooLarge]]);
    expect(CommissionRuleUpdateSchema.safeParse(bounds).error?.issues.map((i) => i.message)).toEqual([
      commissionText.tooLarge,
    ]);
  });
});
