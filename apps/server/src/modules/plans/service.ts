import { fromCents, toCents } from '@ponte/domain/money';
import { planText, type Plan, type PlanInput } from '@ponte/domain/plans';
import type { Db } from '../../db';
import { nowIso } from '../../db';
import type { SubscriptionPlan } from '../../db/types';
import { notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { recordActivity } from '../logs/service';
import * as queries from './queries';
import { deletePlan as deletePlanRow, insertPlan, listPlans, updatePlan as updatePlanRow } from './queries';

/** A stored list that is not a JSON array of text reads as empty rather than failing the whole list. */
function textList(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export const toPlan = (row: SubscriptionPlan): Plan => ({
  id: row.id,
  name: row.name,
  price_monthly: fromCents(row.price_monthly_cents),
  max_weight_kg: Number(row.max_weight_kg),
  shipping_discount: fromCents(row.shipping_fee_cents),
  handling_discount: fromCents(row.handling_fee_cents),
  benefits: textList(row.benefits),
  limitations: textList(row.limitations),
  active: row.active === 1,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

const toColumns = (input: PlanInput) => ({
  name: input.name,
  price_monthly_cents: toCents(input.price_monthly),
  max_weight_kg: input.max_weight_kg,
  shipping_fee_cents: toCents(input.shipping_discount),
  handling_fee_cents: toCents(input.handling_discount),
  benefits: JSON.stringify(input.benefits),
  limitations: JSON.stringify(input.limitations),
  active: input.active ? 1 : 0,
});

const activityDetails = (plan: Plan) => ({ name: plan.name, price_monthly: plan.price_monthly, active: plan.active });

export async function listSubscriptionPlans(db: Db, filter: { active?: boolean }): Promise<Plan[]> {
  return (await listPlans(db, filter)).map(toPlan);
}

export async function createSubscriptionPlan(db: Db, actor: Actor, input: PlanInput, ip?: string): Promise<Plan> {
  const now = nowIso();
  const plan = toPlan(await insertPlan(db, { ...toColumns(input), created_at: now, updated_at: now }));
  await recordActivity(db, {
    userId: actor.id,
    action: 'create',
    entityType: 'plan',
    entityId: plan.id,
    details: activityDetails(plan),
    ip,
  });
  return plan;
}

export async function updateSubscriptionPlan(
  db: Db,
  actor: Actor,
  id: number,
  input: PlanInput,
  ip?: string,
): Promise<Plan> {
  const row = await updatePlanRow(db, id, { ...toColumns(input), updated_at: nowIso() });
  if (!row) throw notFound(planText.notFound);
  const plan = toPlan(row);
  await recordActivity(db, {
    userId: actor.id,
    action: 'update',
    entityType: 'plan',
    entityId: id,
    details: activityDetails(plan),
    ip,
  });
  return plan;
}

export async function deleteSubscriptionPlan(db: Db, actor: Actor, id: number, ip?: string): Promise<void> {
  const current = await findPlanById(db, id);
  if (!current) throw notFound(planText.notFound);
  await deletePlanRow(db, id);
  await recordActivity(db, {
    userId: actor.id,
    action: 'delete',
    entityType: 'plan',
    entityId: id,
    details: { name: current.name },
    ip,
  });
}

export const findPlanById = (...args: Parameters<typeof queries.findPlanById>) => queries.findPlanById(...args);
