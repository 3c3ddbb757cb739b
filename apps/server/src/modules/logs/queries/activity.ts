/* The activity log: writing it, its summaries and the audit's reading (docs/0054, docs/0073). */
import { monthsAndDays } from '@ponte/domain/dates';
import { sql, type Insertable } from 'kysely';
import type { Db, DbKind, Tx } from '../../../db';
import { toCount } from '../../../db';
import type { ActivityLogTable } from '../../../db/types';
import { staffName } from '../../../db/staff-name';

export const insertActivity = (db: Db | Tx, row: Insertable<ActivityLogTable>) =>
  db.insertInto('activity_log').values(row).execute();

/** Activities of some actions on some entities; `from`/`to` bound created_at ([from, to)). */
export type ActivityScope = { from?: string; to?: string; actions: readonly string[]; entities: readonly string[] };
/** The same kinds over shop days, both included (a missing day leaves that side open). */
export type ActivityDaysScope = {
  startDay?: string;
  endDay?: string;
  actions: readonly string[];
  entities: readonly string[];
};

/** Ids and instants of one kind's entries in the scope's period, newest first, at most `limit`. */
const newestOfKind = (db: Db, scope: ActivityScope, limit: number, action: string, entity: string) =>
  db
    .selectFrom('activity_log as l')
    .select(['l.id', 'l.created_at'])
    .where('l.action', '=', action)
    .where('l.entity_type', '=', entity)
    .$if(!!scope.from, (qb) => qb.where('l.created_at', '>=', scope.from!))
    .$if(!!scope.to, (qb) => qb.where('l.created_at', '<', scope.to!))
    .orderBy('l.created_at', 'desc')
    .orderBy('l.id', 'desc')
    .limit(limit);

/**
 * The newest `limit` activities of the scope, at a cost bound by the limit whatever the period
 * and however rare the kinds: each kind (action, entity type) gives its own newest `limit` from
 * the (action, entity_type, created_at, id) index alone, walked backwards and stopped at the
 * limit, and the union keeps the newest `limit` of those (at most kinds × limit index entries);
 * only their rows are read. With every kind in one filter, SQLite (no statistics) took the
 * (entity_type, created_at) index and sorted the period's whole range: 62 ms over a year of 200k
 * entries. PostgreSQL walked created_at backwards, quick while the kinds are common but through
 * the whole period when they are not there (90 ms over a year); a LATERAL join over the kinds
 * plans once but loses the kind to the planner, which then walked created_at for a 30-day period.
 * The members select indexed columns only: reading the rows there, SQLite went back to the
 * other index.
 */
export async function latestActivities(db: Db, scope: ActivityScope, limit: number) {
  if (scope.actions.length === 0 || scope.entities.length === 0) return [];
  const newest = scope.actions
    .flatMap((action) =>
      // A compound member's own ORDER BY and LIMIT must sit in a subquery on SQLite.
      scope.entities.map((entity) =>
        db.selectFrom(newestOfKind(db, scope, limit, action, entity).as('k')).selectAll('k'),
      ),
    )
    .reduce((all, kind) => all.unionAll(kind))
    // The compound's own order: by its column names.
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit);
  return db
    .selectFrom(newest.as('n'))
    .innerJoin('activity_log as a', 'a.id', 'n.id')
    .leftJoin('staff as s', 's.id', 'a.user_id')
    .select(['a.id', 'a.action', 'a.entity_type', 'a.entity_id', 'a.created_at', 's.username as user_name'])
    .orderBy('n.created_at', 'desc')
    .orderBy('n.id', 'desc')
    .execute();
}

/**
 * How many activities of the scope there are: the folded per-day counts plus the changes not
 * folded yet, in one statement (one snapshot: a fold moves rows from one to the other in one
 * transaction), so the figure is the same whether or not the fold ran (docs/0054).
 */
export async function countActivities(db: Db, scope: ActivityDaysScope) {
  if (scope.actions.length === 0 || scope.entities.length === 0) return 0;
  const { months, days } = monthsAndDays(scope.startDay, scope.endDay);
  const ofKinds = <T extends 'm' | 'd' | 'p'>(alias: T) =>
    sql<boolean>`${sql.ref(`${alias}.action`)} in (${sql.join(scope.actions)})
      and ${sql.ref(`${alias}.entity_type`)} in (${sql.join(scope.entities)})`;
  // The months the period holds whole (docs/0057), the days outside them, the changes not folded.
  let counts = db
    .selectFrom('activity_monthly as m')
    .select('m.n as n')
    .where(ofKinds('m'))
    .where('m.month', '>=', months?.from ?? '9999-12')
    .where('m.month', '<=', months?.to ?? '0000-01');
  for (const range of days)
    counts = counts.unionAll(
      db
        .selectFrom('activity_daily as d')
        .select('d.n as n')
        .where(ofKinds('d'))
        .where('d.day', '>=', range.from)
        .where('d.day', '<=', range.to),
    );
  counts = counts.unionAll(
    db
      .selectFrom('activity_daily_pending as p')
      .select('p.delta as n')
      .where(ofKinds('p'))
      .$if(!!scope.startDay, (qb) => qb.where('p.day', '>=', scope.startDay!))
      .$if(!!scope.endDay, (qb) => qb.where('p.day', '<=', scope.endDay!)),
  );
  const row = await db
    .selectFrom(counts.as('c'))
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('c.n'), eb.lit(0)).as('n'))
    .executeTakeFirstOrThrow();
  return toCount(row.n);
}

// ---- The fold (docs/0054): pending changes into activity_daily.

/** A pending change taken by a fold. */
export type ActivityDelta = { action: string; entity_type: string; day: string; delta: number };

/**
 * Deletes up to `limit` of the oldest pending changes and returns them: run in the fold's
 * transaction, so they leave the pending table only if they reach the summary. On PostgreSQL the
 * pick skips rows another fold has locked (two folds take disjoint batches); a row deleted by a
 * fold that committed meanwhile is not returned again (the DELETE re-reads it), so no change is
 * folded twice. SQLite's single writer makes the statement atomic by itself.
 */
export function takeActivityDeltas(tx: Tx, kind: DbKind, limit: number): Promise<ActivityDelta[]> {
  const oldest = tx.selectFrom('activity_daily_pending').select('id').orderBy('id').limit(limit);
  const pick = kind === 'postgres' ? oldest.forUpdate().skipLocked() : oldest;
  return tx
    .deleteFrom('activity_daily_pending')
    .where('id', 'in', pick)
    .returning(['action', 'entity_type', 'day', 'delta'])
    .execute();
}

/**
 * Adds summed changes to their summary rows, one key once, in key order: two folds at once that
 * touch the same keys take them in the same order and wait instead of deadlocking. The same
 * changes go to their months (activity_monthly, docs/0057), also in key order, and a month left
 * with nothing is removed. Returns the days' new counts.
 */
export async function addActivityDaily(tx: Tx, sums: ActivityDelta[]) {
  const days = await tx
    .insertInto('activity_daily')
    .values(sums.map((s) => ({ action: s.action, entity_type: s.entity_type, day: s.day, n: s.delta })))
    .onConflict((oc) =>
      oc.columns(['action', 'entity_type', 'day']).doUpdateSet({ n: sql<number>`activity_daily.n + excluded.n` }),
    )
    .returning(['action', 'entity_type', 'day', 'n'])
    .execute();
  const months = new Map<string, { action: string; entity_type: string; month: string; n: number }>();
  for (const s of sums) {
    const month = s.day.slice(0, 7);
    const key = `${s.action}\u0000${s.entity_type}\u0000${month}`;
    const row =
      months.get(key) ?? months.set(key, { action: s.action, entity_type: s.entity_type, month, n: 0 }).get(key)!;
    row.n += s.delta;
  }
  const changed = [...months.entries()]
    .filter(([, m]) => m.n !== 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, m]) => m);
  if (changed.length > 0) {
    const now = await tx
      .insertInto('activity_monthly')
      .values(changed)
      .onConflict((oc) =>
        oc.columns(['action', 'entity_type', 'month']).doUpdateSet({ n: sql<number>`activity_monthly.n + excluded.n` }),
      )
      .returning(['action', 'entity_type', 'month', 'n'])
      .execute();
    const empty = now.filter((m) => Number(m.n) === 0);
    for (let i = 0; i < empty.length; i += 200)
      await tx
        .deleteFrom('activity_monthly')
        .where('n', '=', 0)
        .where((eb) =>
          eb.or(
            empty
              .slice(i, i + 200)
              .map((m) =>
                eb.and([eb('action', '=', m.action), eb('entity_type', '=', m.entity_type), eb('month', '=', m.month)]),
              ),
          ),
        )
        .execute();
  }
  return days;
}

/** Keys whose count came back to nothing (their entries pruned): gone, so a year does not keep empty days. */
export async function dropEmptyActivityDays(tx: Tx, keys: Omit<ActivityDelta, 'delta'>[]) {
  if (keys.length === 0) return;
  await tx
    .deleteFrom('activity_daily')
    .where('n', '=', 0)
    .where((eb) =>
      eb.or(
        keys.map((k) =>
          eb.and([eb('action', '=', k.action), eb('entity_type', '=', k.entity_type), eb('day', '=', k.day)]),
        ),
      ),
    )
    .execute();
}

/** Where an audit export stopped: the last entry's time and id (entries come oldest first). */
export type ActivityCursor = { createdAt: string; id: number };

/** Issue 33: the activity log of a period ([from, to)) a page at a time, oldest first, with who acted. */
export const activityPageAfter = (
  db: Db,
  period: { from: string; to: string },
  after: ActivityCursor | undefined,
  limit: number,
) =>
  db
    .selectFrom('activity_log as a')
    .leftJoin('staff as s', 's.id', 'a.user_id')
    .select([
      'a.id',
      'a.created_at',
      'a.action',
      'a.entity_type',
      'a.entity_id',
      'a.details',
      'a.ip_address',
      'a.user_id',
      staffName<string | null>('s').as('user_name'),
    ])
    .where('a.created_at', '>=', period.from)
    .where('a.created_at', '<', period.to)
    .$if(after !== undefined, (qb) =>
      qb
        // The bare bound too: the one-column created_at index serves it, not the pair.
        .where('a.created_at', '>=', after!.createdAt)
        .where((eb) => eb(eb.refTuple('a.created_at', 'a.id'), '>', eb.tuple(after!.createdAt, after!.id))),
    )
    .orderBy('a.created_at')
    .orderBy('a.id')
    .limit(limit)
    .execute();
