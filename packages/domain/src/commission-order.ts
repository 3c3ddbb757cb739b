import { toCents } from './money';

/**
 * How a sale finds its commission rule (issue 28, docs/0046): rules are tried in the order the
 * admin gives them (`position`, then id), and the first active rule in force on the sale's day
 * whose range holds the value is taken. Zod-free: the calculator and the sale share it.
 */
export type OrderedRule = {
  id: number;
  name: string;
  min_value: number;
  max_value: number | null;
  percentage: number;
  active: boolean;
  position: number;
  /** A campaign's first and last shop day ('YYYY-MM-DD', both included); null: no bound. */
  starts_on: string | null;
  ends_on: string | null;
};

export const inMatchingOrder = <R extends Pick<OrderedRule, 'id' | 'position'>>(rules: readonly R[]): R[] =>
  [...rules].sort((a, b) => a.position - b.position || a.id - b.id);

/** Whether a rule's dates hold the shop day; an undated rule always does. */
export const inForceOn = (rule: Pick<OrderedRule, 'starts_on' | 'ends_on'>, day: string) =>
  (rule.starts_on === null || rule.starts_on <= day) && (rule.ends_on === null || day <= rule.ends_on);

const holds = (rule: Pick<OrderedRule, 'min_value' | 'max_value'>, cents: number) =>
  toCents(rule.min_value) <= cents && (rule.max_value === null || toCents(rule.max_value) >= cents);

/** The rule a value falls under on a shop day, or undefined. Both bounds inclusive, compared in cents. */
export function firstMatchingRule<R extends OrderedRule>(rules: readonly R[], value: number, day: string) {
  const cents = toCents(value);
  return inMatchingOrder(rules).find((rule) => rule.active && inForceOn(rule, day) && holds(rule, cents));
}

/** Whether `outer`'s days include every day of `inner` (an open end includes everything past it). */
const coversDays = (
  outer: Pick<OrderedRule, 'starts_on' | 'ends_on'>,
  inner: Pick<OrderedRule, 'starts_on' | 'ends_on'>,
) =>
  (outer.starts_on === null || (inner.starts_on !== null && outer.starts_on <= inner.starts_on)) &&
  (outer.ends_on === null || (inner.ends_on !== null && inner.ends_on <= outer.ends_on));

/**
 * The active rules that can never apply, with the earlier rules that take every value and
 * every day of theirs: 'VIP ≥ 10.000' added after 'Ouro ≥ 5.000' is one. Ranges are compared
 * in cents, so 0–1.000,00 and 1.000,01–… leave no gap.
 */
export function unreachableRules<R extends OrderedRule>(rules: readonly R[]): Map<number, R[]> {
  const ordered = inMatchingOrder(rules).filter((r) => r.active);
  const shadowed = new Map<number, R[]>();
  ordered.forEach((rule, index) => {
    const before = ordered.slice(0, index).filter((earlier) => coversDays(earlier, rule));
    const ranges = before
      .map((r) => ({ rule: r, min: toCents(r.min_value), max: r.max_value === null ? Infinity : toCents(r.max_value) }))
      .sort((a, b) => a.min - b.min);
    const target = { min: toCents(rule.min_value), max: rule.max_value === null ? Infinity : toCents(rule.max_value) };
    // Walk the earlier ranges from the target's minimum: covered while each next one starts at
    // or before the cent after what is covered so far.
    let reached = target.min - 1;
    const used: R[] = [];
    for (const r of ranges) {
      if (r.max <= reached || r.max < target.min) continue;
      if (r.min > reached + 1) break;
      reached = r.max;
      used.push(r.rule);
      if (reached >= target.max) break;
    }
    if (reached >= target.max) shadowed.set(rule.id, used);
  });
  return shadowed;
}
