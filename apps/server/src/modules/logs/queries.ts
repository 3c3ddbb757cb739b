import type { Insertable } from 'kysely';
import type { Db, Tx } from '../../db';
import type { ActivityLogTable } from '../../db/types';

export const insertActivity = (db: Db | Tx, row: Insertable<ActivityLogTable>) =>
  db.insertInto('activity_log').values(row).execute();

/** Activities of some actions on some entities in [from, to): newest first, and how many in all. */
export type ActivityScope = { from?: string; to?: string; actions: readonly string[]; entities: readonly string[] };

const activities = (db: Db, scope: ActivityScope) =>
  db
    .selectFrom('activity_log as l')
    .where('l.action', 'in', scope.actions)
    .where('l.entity_type', 'in', scope.entities)
    .$if(!!scope.from, (qb) => qb.where('l.created_at', '>=', scope.from!))
    .$if(!!scope.to, (qb) => qb.where('l.created_at', '<', scope.to!));

export const latestActivities = (db: Db, scope: ActivityScope, limit: number) =>
  activities(db, scope)
    .leftJoin('staff as s', 's.id', 'l.user_id')
    .select(['l.id', 'l.action', 'l.entity_type', 'l.entity_id', 'l.created_at', 's.username as user_name'])
    .orderBy('l.created_at', 'desc')
    .orderBy('l.id', 'desc')
    .limit(limit)
    .execute();

export const countActivities = async (db: Db, scope: ActivityScope) =>
  (
    await activities(db, scope)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow()
  ).n;
