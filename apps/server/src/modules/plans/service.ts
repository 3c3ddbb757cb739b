import { fromCents, toCents } from '@ponte/domain/money';
import { planText, type Plan, type PlanInput } from '@ponte/domain/plans';
import type { Db, Tx } from '../../db';
import { nowIso } from '../../db';
import type { SubscriptionPlan } from '../../db/types';
import type { Actor } from '../../plugins/auth';
import { activityRecorder, recordedChange } from '../logs/service';
import {
  deletePlan as deletePlanRow,
  findPlanById,
  insertPlan,
  listPlans,
  updatePlan as updatePlanRow,
} from './queries';

const recordPlan = activityRecorder('plan');

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
  await recordPlan(db, actor.id, 'create', plan.id, activityDetails(plan), ip);
  return plan;
}

export async function updateSubscriptionPlan(
  db: Db,
  actor: Actor,
  id: number,
  input: PlanInput,
  ip?: string,
): Promise<Plan> {
  const row = await recordedChange(
    db,
    {
      userId: actor.id,
      action: 'update',
      entityType: 'plan',
      entityId: id,
      details: (r) => activityDetails(toPlan(r)),
      ip,
    },
    (tx: Tx) => updatePlanRow(tx, id, { ...toColumns(input), updated_at: nowIso() }),
    planText.notFound,
  );
  return toPlan(row);
}

export async function deleteSubscriptionPlan(db: Db, actor: Actor, id: number, ip?: string): Promise<void> {
  await recordedChange(
    db,
    { userId: actor.id, action: 'delete', entityType: 'plan', entityId: id, details: (r) => ({ name: r.name }), ip },
    (tx: Tx) => deletePlanRow(tx, id),
    planText.notFound,
  );
}

/** A plan as stored, active or not (undefined: none): the lists apply it and price with it. */
export const findPlan = (db: Db | Tx, id: number): Promise<SubscriptionPlan | undefined> => findPlanById(db, id);
