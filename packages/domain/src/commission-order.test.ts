import { describe, expect, it } from 'vitest';
import { unreachableRules, type OrderedRule } from './commission-order';

const rule = (o: Partial<OrderedRule> & { id: number }): OrderedRule => ({
  name: `Regra ${o.id}`,
  min_value: 0,
  max_value: null,
  percentage: 5,
  active: true,
  position: o.id,
  starts_on: null,
  ends_on: null,
  ...o,
});
const names = (rules: OrderedRule[]) =>
  [...unreachableRules(rules).entries()].map(([id, by]) => [
    rules.find((r) => r.id === id)!.name,
    by.map((r) => r.name),
  ]);

const bronze = rule({ id: 1, name: 'Bronze', min_value: 0, max_value: 1000 });
const prata = rule({ id: 2, name: 'Prata', min_value: 1000.01, max_value: 5000 });
const ouro = rule({ id: 3, name: 'Ouro', min_value: 5000.01, max_value: null });

describe('a rule that can never apply is named with the rules that take its values (issue 28)', () => {
  it("'VIP ≥ 10.000' added after Bronze, Prata and Ouro covering everything never applies", () => {
    const vip = rule({ id: 4, name: 'VIP', min_value: 10000, percentage: 9.5 });
    expect(names([bronze, prata, ouro, vip])).toEqual([['VIP', ['Ouro']]]);
    // Moved first, it applies, and nothing else is hidden (Ouro still takes 5.000,01 to 9.999,99).
    expect(names([{ ...vip, position: 0 }, bronze, prata, ouro])).toEqual([]);
  });

  it('an always-on campaign of 10 % over everything, switched on last, is hidden by the tiers together', () => {
    const campaign = rule({ id: 5, name: 'Campanha Black Friday', min_value: 0, percentage: 10 });
    expect(names([bronze, prata, ouro, campaign])).toEqual([['Campanha Black Friday', ['Bronze', 'Prata', 'Ouro']]]);
  });

  it('a gap of one cent between earlier ranges leaves the later rule reachable', () => {
    const low = rule({ id: 1, min_value: 0, max_value: 1000 });
    const high = rule({ id: 2, min_value: 1000.02, max_value: null });
    expect(names([low, high, rule({ id: 3, name: 'Resto', min_value: 0 })])).toEqual([]);
  });

  it('inactive rules hide nothing and are not reported', () => {
    expect(names([{ ...bronze, max_value: null, active: false }, prata])).toEqual([]);
  });

  it('a dated earlier rule hides only a later rule whose days it includes', () => {
    const november = rule({ id: 1, name: 'Novembro', starts_on: '2026-11-01', ends_on: '2026-11-30' });
    const blackFriday = rule({ id: 2, name: 'Black Friday', starts_on: '2026-11-27', ends_on: '2026-11-30' });
    const always = rule({ id: 3, name: 'Sempre' });
    expect(names([november, blackFriday, always])).toEqual([['Black Friday', ['Novembro']]]);
  });
});
