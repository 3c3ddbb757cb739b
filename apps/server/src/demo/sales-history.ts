import { applicableRule, type MatchableRule } from '@ponte/domain/commissions';
import { percentOf } from '@ponte/domain/money';
import type { PaymentMethod } from '@ponte/domain/checkout';
import type { Demo } from './context';

const RULES = [
  { name: 'Bronze', min: 0, max: 49_999, bps: 300, active: 1 },
  { name: 'Prata', min: 50_000, max: 199_999, bps: 500, active: 1 },
  { name: 'Ouro', min: 200_000, max: null, bps: 700, active: 1 },
  { name: 'Campanha Black Friday', min: 0, max: null, bps: 1000, active: 0 },
] as const;

const METHODS: PaymentMethod[] = ['pix', 'pix', 'credit_card', 'credit_card', 'boleto'];
const EXCHANGE = 5.9;
const HISTORY_DAYS = 180;

type Snapshot = {
  commission_cents: number;
  commission_rule_id: number | null;
  commission_rule_name: string | null;
  commission_percentage: number;
};

/** The rule snapshot a sale of `usdCents` gets, as the checkout computes it. */
function snapshotOf(rules: (MatchableRule & { bps: number })[], usdCents: number): Snapshot {
  const rule = applicableRule(rules, usdCents / 100);
  if (!rule)
    return { commission_cents: 0, commission_rule_id: null, commission_rule_name: null, commission_percentage: 0 };
  return {
    commission_cents: percentOf(usdCents, rule.bps / 100),
    commission_rule_id: rule.id,
    commission_rule_name: rule.name,
    commission_percentage: rule.bps,
  };
}

/**
 * Commission rules and six months of sales by several sellers, so /vendas, /comissoes and the
 * statistics have history to draw: a few sales a day, more on weekdays, some pending or
 * cancelled. The sales of the demo's paid lists get their commission from the same rules.
 */
export async function seedSalesHistory(demo: Demo) {
  const { db, rnd, pick } = demo;
  const at = demo.iso(demo.daysAgo(HISTORY_DAYS + 1));
  const rules: (MatchableRule & { bps: number })[] = [];
  for (const r of RULES) {
    const row = await db
      .insertInto('commission_rules')
      .values({
        name: r.name,
        min_value_cents: r.min,
        max_value_cents: r.max,
        percentage_bps: r.bps,
        active: r.active,
        position: rules.length + 1,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const max = r.max === null ? null : r.max / 100;
    rules.push({
      id: row.id,
      name: r.name,
      min_value: r.min / 100,
      max_value: max,
      percentage: r.bps / 100,
      active: r.active === 1,
      position: rules.length + 1,
      starts_on: null,
      ends_on: null,
      bps: r.bps,
    });
  }

  const existing = await db.selectFrom('sales').select(['id', 'total_usd_cents']).execute();
  for (const sale of existing)
    await db.updateTable('sales').set(snapshotOf(rules, sale.total_usd_cents)).where('id', '=', sale.id).execute();

  const customers = await db
    .selectFrom('customers')
    .select(['id', 'seller_id'])
    .where('seller_id', 'is not', null)
    .orderBy('id')
    .execute();
  const rows = [];
  for (let day = HISTORY_DAYS; day >= 1; day -= 1) {
    const date = demo.daysAgo(day);
    const weekday = date.getUTCDay() % 6 !== 0;
    const count = Math.floor(rnd() * (weekday ? 5 : 2));
    for (let i = 0; i < count; i += 1) {
      const customer = pick(customers);
      // Mostly small orders, a few large ones: every rule tier shows up.
      const usdCents = Math.round((rnd() < 0.8 ? 60 + rnd() * 540 : 600 + rnd() * 3400) * 100);
      const roll = rnd();
      const status = roll < 0.86 ? 'confirmed' : roll < 0.94 ? 'pending' : 'cancelled';
      const created = demo.iso(demo.daysAgo(day, 11 + Math.floor(rnd() * 12), Math.floor(rnd() * 60)));
      rows.push({
        shopping_list_id: null,
        customer_id: customer.id,
        seller_id: customer.seller_id,
        checkout_session_id: null,
        payment_id: null,
        total_usd_cents: usdCents,
        total_brl_cents: Math.round(usdCents * EXCHANGE),
        ...snapshotOf(rules, usdCents),
        payment_method: pick(METHODS),
        status,
        provider_order_id: `DEMO-${day}-${i}`,
        created_at: created,
        confirmed_at: status === 'confirmed' ? created : null,
      } as const);
    }
  }
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto('sales')
      .values(rows.slice(i, i + 200))
      .execute();
  return rows.length;
}
