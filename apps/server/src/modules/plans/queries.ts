import type { Db, Tx } from '../../db';
import type { NewSubscriptionPlan, SubscriptionPlanUpdate } from '../../db/types';

export const listPlans = (db: Db, filter: { active?: boolean } = {}) =>
  db
    .selectFrom('subscription_plans')
    .selectAll()
    .$if(filter.active !== undefined, (qb) => qb.where('active', '=', filter.active ? 1 : 0))
    .orderBy('price_monthly_cents')
    .orderBy('id')
    .execute();

export const findPlanById = (db: Db | Tx, id: number) =>
  db.selectFrom('subscription_plans').selectAll().where('id', '=', id).executeTakeFirst();

export const insertPlan = (db: Db | Tx, row: NewSubscriptionPlan) =>
  db.insertInto('subscription_plans').values(row).returningAll().executeTakeFirstOrThrow();

export const updatePlan = (db: Db | Tx, id: number, changes: SubscriptionPlanUpdate) =>
  db.updateTable('subscription_plans').set(changes).where('id', '=', id).returningAll().executeTakeFirst();

export const deletePlan = (db: Db | Tx, id: number) =>
  db.deleteFrom('subscription_plans').where('id', '=', id).returning(['id', 'name']).executeTakeFirst();
