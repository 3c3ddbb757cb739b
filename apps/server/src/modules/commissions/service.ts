import {
  applicableRule,
  commissionCents,
  commissionText,
  type CommissionRule,
  type CommissionRuleInput,
  type CommissionRuleUpdate,
} from '@ponte/domain/commissions';
import { fromCents, toCents } from '@ponte/domain/money';
import type { Db, Tx } from '../../db';
import { nowIso } from '../../db';
import type { CommissionRuleRow, CommissionRuleTable } from '../../db/types';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { activityRecorder, recordedChange } from '../logs/service';
import * as q from './queries';

const recordCommissionRule = activityRecorder('commission_rule');

/** Percentages are stored in basis points: 5.25 % is 525, exact to the 0.01 step of the form. */
const toBasisPoints = (percentage: number) => toCents(percentage);
const fromBasisPoints = (bps: number) => bps / 100;

export const toRule = (row: CommissionRuleRow): CommissionRule => ({
  id: row.id,
  name: row.name,
  min_value: fromCents(Number(row.min_value_cents)),
  max_value: row.max_value_cents === null ? null : fromCents(Number(row.max_value_cents)),
  percentage: fromBasisPoints(row.percentage_bps),
  active: row.active === 1,
  position: row.position,
  starts_on: row.starts_on,
  ends_on: row.ends_on,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

const activityDetails = (rule: CommissionRule) => ({
  name: rule.name,
  min_value: rule.min_value,
  max_value: rule.max_value,
  percentage: rule.percentage,
  active: rule.active,
  starts_on: rule.starts_on,
  ends_on: rule.ends_on,
});

/** Every rule, in the admin's order (the order matching follows). */
export async function listCommissionRules(db: Db): Promise<CommissionRule[]> {
  return (await q.listRules(db)).map(toRule);
}

export async function createCommissionRule(
  db: Db,
  actor: Actor,
  input: CommissionRuleInput,
  ip?: string,
): Promise<CommissionRule> {
  const now = nowIso();
  const rule = toRule(
    await q.insertRule(db, {
      name: input.name,
      min_value_cents: toCents(input.min_value),
      max_value_cents: input.max_value === null ? null : toCents(input.max_value),
      percentage_bps: toBasisPoints(input.percentage),
      active: input.active ? 1 : 0,
      starts_on: input.starts_on,
      ends_on: input.ends_on,
      created_at: now,
      updated_at: now,
    }),
  );
  await recordCommissionRule(db, actor.id, 'create', rule.id, activityDetails(rule), ip);
  return rule;
}

/** Only the fields sent change; a maximum sent as null becomes unlimited. */
function toChanges(input: CommissionRuleUpdate) {
  const changes: Partial<Record<keyof CommissionRuleTable, unknown>> = { updated_at: nowIso() };
  if (input.name !== undefined) changes.name = input.name;
  if (input.min_value !== undefined) changes.min_value_cents = toCents(input.min_value);
  if (input.max_value !== undefined)
    changes.max_value_cents = input.max_value === null ? null : toCents(input.max_value);
  if (input.percentage !== undefined) changes.percentage_bps = toBasisPoints(input.percentage);
  if (input.active !== undefined) changes.active = input.active ? 1 : 0;
  if (input.starts_on !== undefined) changes.starts_on = input.starts_on;
  if (input.ends_on !== undefined) changes.ends_on = input.ends_on;
  return changes as Parameters<typeof q.updateRuleKeepingRange>[2];
}

export async function updateCommissionRule(
  db: Db,
  actor: Actor,
  id: number,
  input: CommissionRuleUpdate,
  ip?: string,
): Promise<CommissionRule> {
  const row = await q.updateRuleKeepingRange(db, id, toChanges(input));
  if (!row) {
    if (!(await q.findRule(db, id))) throw notFound(commissionText.notFound);
    // The rule exists, so the one bound sent would have crossed the stored other one.
    const field = input.min_value !== undefined ? 'min_value' : 'max_value';
    throw badRequest(commissionText.maxBelowMin, { [field]: commissionText.maxBelowMin }, 'rule_range_invalid');
  }
  const rule = toRule(row);
  const details = {
    changed: Object.keys(input).filter((k) => input[k as keyof CommissionRuleUpdate] !== undefined),
    ...activityDetails(rule),
  };
  await recordCommissionRule(db, actor.id, 'update', id, details, ip);
  return rule;
}

/**
 * Puts the rules in the order given: `ids` must name every rule once. Checked with every rule's
 * row taken, so a rule added or removed meanwhile makes it a 409 rather than a half order.
 */
export async function reorderCommissionRules(
  db: Db,
  actor: Actor,
  ids: number[],
  ip?: string,
): Promise<CommissionRule[]> {
  await db.transaction().execute(async (tx) => {
    const stored = (await q.lockRuleIds(tx)).map((r) => r.id).sort((a, b) => a - b);
    const sent = [...ids].sort((a, b) => a - b);
    if (stored.length !== sent.length || stored.some((id, i) => id !== sent[i]))
      throw conflict(commissionText.orderStale, 'rule_order_stale');
    const at = nowIso();
    for (const [index, id] of ids.entries()) await q.setRulePosition(tx, id, index + 1, at);
    await recordCommissionRule(tx, actor.id, 'update', ids[0]!, { order: ids }, ip);
  });
  return listCommissionRules(db);
}

/** Sales keep the name and percentage they were made under, so deleting a rule changes none of them. */
export async function deleteCommissionRule(db: Db, actor: Actor, id: number, ip?: string): Promise<void> {
  await recordedChange(
    db,
    {
      userId: actor.id,
      action: 'delete',
      entityType: 'commission_rule',
      entityId: id,
      details: (row) => activityDetails(toRule(row)),
      ip,
    },
    (tx: Tx) => q.deleteRule(tx, id),
    commissionText.notFound,
  );
}

/** What a new sale stores about its commission; spreads straight into the `sales` row. */
export type SaleCommission = {
  commission_cents: number;
  commission_rule_id: number | null;
  /** The rule's name at the time of the sale; null when no rule applied. */
  commission_rule_name: string | null;
  /** Basis points (5.25 % is 525), as the `sales.commission_percentage` column; 0 when no rule applied. */
  commission_percentage: number;
};

/**
 * The commission of a sale being created: the active rules are matched against the sale's
 * USD total (the value the sales table shows, and what rules are written in), with the same
 * `applicableRule` the /comissoes calculator uses, on today's shop day (a campaign rule counts
 * on its days only). Call it inside the sale's transaction.
 */
export async function commissionForSale(db: Db | Tx, totalUsdCents: number): Promise<SaleCommission> {
  const rules = (await q.listRules(db, { active: true })).map(toRule);
  const rule = applicableRule(rules, fromCents(totalUsdCents));
  if (!rule)
    return { commission_cents: 0, commission_rule_id: null, commission_rule_name: null, commission_percentage: 0 };
  return {
    commission_cents: commissionCents(totalUsdCents, rule.percentage),
    commission_rule_id: rule.id,
    commission_rule_name: rule.name,
    commission_percentage: toBasisPoints(rule.percentage),
  };
}
