import { monthsAndDays } from '@ponte/domain/dates';
import { sql, type Insertable, type SelectQueryBuilder } from 'kysely';
import type { Db, DbKind, Tx } from '../../db';
import { toCount } from '../../db';
import { likeContains } from '../../db/like';
import type { ActivityLogTable, ServerErrorTable } from '../../db/types';
import { staffName } from '../../db/staff-name';

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

// ---- The system logs screen (docs/0021): the activity log, the gateway log and the server errors as one list.

export type LogFilters = { level?: string; category?: string; search?: string; errorsOnly: boolean };

/** The entry every source maps to; `source` and `row_id` make the id. */
export type LogRow = {
  source: 'activity' | 'gateway' | 'server';
  row_id: number;
  created_at: string;
  level: string;
  category: string;
  message: string;
  details: string | null;
  user_id: number | null;
  /** The staff member's name, for the User column (null: nobody, or a deleted account). */
  user_name: string | null;
  ip_address: string | null;
};

const activityEntries = (db: Db, clearedAt: string | null) =>
  db
    .selectFrom('activity_log as a')
    .leftJoin('staff as s', 's.id', 'a.user_id')
    .$if(clearedAt !== null, (qb) => qb.where('a.created_at', '>', clearedAt!))
    .select([
      sql<LogRow['source']>`'activity'`.as('source'),
      'a.id as row_id',
      'a.created_at as created_at',
      sql<string>`case when a.action in ('delete', 'refund') then 'warning' when a.action in ('create', 'update') then 'success' else 'info' end`.as(
        'level',
      ),
      sql<string>`'activity:' || a.entity_type`.as('category'),
      sql<string>`coalesce(s.username, 'system') || ' ' || case a.action
        when 'create' then 'created' when 'update' then 'updated' when 'delete' then 'deleted'
        when 'login' then 'signed in' when 'logout' then 'signed out' when 'refund' then 'refunded' else a.action end
        || case when a.action in ('login', 'logout') then '' else ' ' || a.entity_type || coalesce(' #' || a.entity_id, '') end`.as(
        'message',
      ),
      'a.details as details',
      'a.user_id as user_id',
      's.username as user_name',
      'a.ip_address as ip_address',
    ]);

const gatewayEntries = (db: Db) =>
  db.selectFrom('gateway_logs as g').select([
    sql<LogRow['source']>`'gateway'`.as('source'),
    'g.id as row_id',
    'g.created_at as created_at',
    sql<string>`case g.status when 'error' then 'error' when 'not_configured' then 'warning'
        when 'unattributed' then 'warning' when 'ignored' then 'info' else 'success' end`.as('level'),
    sql<string>`case g.direction when 'incoming' then 'webhook' else 'gateway' end`.as('category'),
    sql<string>`case g.direction when 'incoming' then 'Webhook ' else 'Gateway ' end || replace(g.status, '_', ' ')
        || case when g.phone <> '' then ' ' || g.phone else '' end || ': ' || g.message`.as('message'),
    'g.error as details',
    sql<number | null>`cast(null as integer)`.as('user_id'),
    sql<string | null>`cast(null as text)`.as('user_name'),
    sql<string | null>`cast(null as text)`.as('ip_address'),
  ]);

/** A background job's failure and an SMTP one are kept with the request errors (server-errors.ts). */
const serverCategory = sql<string>`case e.method when 'JOB' then 'job' when 'SMTP' then 'mail' else 'server' end`;

const serverEntries = (db: Db) =>
  db
    .selectFrom('server_errors as e')
    .leftJoin('staff as s', 's.id', 'e.user_id')
    .select([
      sql<LogRow['source']>`'server'`.as('source'),
      'e.id as row_id',
      'e.created_at as created_at',
      sql<string>`'error'`.as('level'),
      serverCategory.as('category'),
      sql<string>`case when e.method in ('JOB', 'SMTP') then e.message
        else e.method || ' ' || e.route || ' ' || cast(e.status as text) || ': ' || e.message end`.as('message'),
      sql<string | null>`case e.method when 'JOB' then 'job: ' || e.route when 'SMTP' then 'smtp: ' || e.route
        else 'request_id: ' || e.request_id end`.as('details'),
      'e.user_id as user_id',
      's.username as user_name',
      'e.ip_address as ip_address',
    ]);

// The three sources select the same columns from different tables.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type LogSource = SelectQueryBuilder<any, any, LogRow>;

/**
 * Whether a source can hold entries the filters keep: activity entries are never errors, server
 * entries always are, and a category names one source. A source that cannot match is not walked
 * (the 'Errors' tab would otherwise read every activity row to find none).
 */
function canMatch(source: LogRow['source'], f: LogFilters): boolean {
  const wantsError = f.errorsOnly || f.level === 'error';
  if (source === 'activity' && wantsError) return false;
  if (source === 'server' && f.level && f.level !== 'error') return false;
  if (f.category) {
    const owner = f.category.startsWith('activity:')
      ? 'activity'
      : ['server', 'job', 'mail'].includes(f.category)
        ? 'server'
        : 'gateway';
    if (owner !== source) return false;
  }
  return true;
}

const sources = (db: Db, clearedAt: string | null): [LogRow['source'], LogSource][] => [
  ['activity', activityEntries(db, clearedAt) as unknown as LogSource],
  ['gateway', gatewayEntries(db) as unknown as LogSource],
  ['server', serverEntries(db) as unknown as LogSource],
];

/** The screen's filters on entries read from `source` (one table's, or the union of the three) as `l`. */
const filteredFrom = (db: Db, source: LogSource, f: LogFilters) => {
  const search = f.search?.toLowerCase();
  return db
    .selectFrom(source.as('l'))
    .$if(f.errorsOnly, (qb) => qb.where('l.level', '=', 'error'))
    .$if(!!f.level, (qb) => qb.where('l.level', '=', f.level!))
    .$if(!!f.category, (qb) => qb.where('l.category', '=', f.category!))
    .$if(!!search, (qb) =>
      qb.where((eb) =>
        eb.or([
          likeContains(sql<string>`lower(l.message)`, search!),
          likeContains(sql<string>`lower(coalesce(l.details, ''))`, search!),
          likeContains(sql<string>`lower(l.category)`, search!),
        ]),
      ),
    );
};

const filteredEntries = (db: Db, clearedAt: string | null, f: LogFilters) => {
  const [activity, gateway, server] = sources(db, clearedAt).map(([, query]) => query);
  return filteredFrom(db, activity!.unionAll(gateway!).unionAll(server!), f);
};

const newestFirst = (a: LogRow, b: LogRow) =>
  a.created_at < b.created_at
    ? 1
    : a.created_at > b.created_at
      ? -1
      : a.source !== b.source
        ? a.source.localeCompare(b.source)
        : Number(b.row_id) - Number(a.row_id);

/**
 * One page of the merged log, newest first. Each source gives its own newest `offset + limit`
 * matching rows, walking its created_at index and stopping there, and the three are merged
 * here: sorting the union instead built and sorted every row of the three tables (0.7 s over a
 * million activity rows, on every 30-second poll of /logs).
 */
export async function logPage(db: Db, clearedAt: string | null, f: LogFilters, limit: number, offset: number) {
  const take = offset + limit;
  const parts = await Promise.all(
    sources(db, clearedAt)
      .filter(([name]) => canMatch(name, f))
      .map(
        ([, source]) =>
          filteredFrom(db, source, f)
            .selectAll('l')
            .orderBy('l.created_at', 'desc')
            .orderBy('l.row_id', 'desc')
            .limit(take)
            .execute() as Promise<LogRow[]>,
      ),
  );
  return parts.flat().sort(newestFirst).slice(offset, take);
}

export const countLogEntries = async (db: Db, clearedAt: string | null, f: LogFilters) =>
  toCount(
    (
      await filteredEntries(db, clearedAt, f)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/**
 * What the log screen's answer depends on besides its query: the three tables' first and last
 * ids (they are only appended to, pruned from the oldest or emptied) and the clear mark. Six
 * primary-key reads.
 */
export async function logsFingerprint(db: Db, clearedAt: string | null): Promise<string> {
  const ends = (table: 'activity_log' | 'gateway_logs' | 'server_errors') =>
    // Two subqueries: each alone is one index seek (min and max in one select read the table).
    sql<string>`coalesce((select min(id) from ${sql.table(table)}), 0) || '-' || coalesce((select max(id) from ${sql.table(table)}), 0)`;
  const { rows } = await sql<{
    a: string;
    g: string;
    s: string;
  }>`select ${ends('activity_log')} as a, ${ends('gateway_logs')} as g, ${ends('server_errors')} as s`.execute(db);
  const r = rows[0]!;
  return `${r.a}.${r.g}.${r.s}.${clearedAt ?? ''}`;
}

/** The cards' counts over everything kept: entries, errors among them, webhook calls. */
export async function logCounts(db: Db, clearedAt: string | null) {
  const activity = await db
    .selectFrom('activity_log')
    .$if(clearedAt !== null, (qb) => qb.where('created_at', '>', clearedAt!))
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  const gateway = await db
    .selectFrom('gateway_logs')
    .select((eb) => [
      eb.fn.countAll().as('n'),
      eb.fn.count(eb.case().when('status', '=', 'error').then(1).end()).as('errors'),
      eb.fn.count(eb.case().when('direction', '=', 'incoming').then(1).end()).as('webhooks'),
    ])
    .executeTakeFirstOrThrow();
  const server = await db
    .selectFrom('server_errors')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return {
    total: toCount(activity.n) + toCount(gateway.n) + toCount(server.n),
    errors: toCount(gateway.errors) + toCount(server.n),
    webhooks: toCount(gateway.webhooks),
  };
}

/**
 * The categories present, for the filter. The activity kinds are walked through the
 * (entity_type, created_at) index one kind at a time (a recursive query: the next kind after
 * this one), then each is kept if it has an entry after the clear mark: a few index seeks, where
 * a `distinct` read every activity row.
 */
export async function logCategories(db: Db, clearedAt: string | null): Promise<string[]> {
  const { rows } = await sql<{ kind: string }>`with recursive kinds(kind) as (
      select min(entity_type) from activity_log
      union all
      select (select min(entity_type) from activity_log where entity_type > kinds.kind) from kinds where kinds.kind is not null
    ) select kind from kinds where kind is not null`.execute(db);
  const entities: string[] = [];
  for (const { kind } of rows) {
    if (clearedAt === null) entities.push(kind);
    else {
      const after = await db
        .selectFrom('activity_log')
        .select('id')
        .where('entity_type', '=', kind)
        .where('created_at', '>', clearedAt)
        .limit(1)
        .executeTakeFirst();
      if (after) entities.push(kind);
    }
  }
  const directions = await db.selectFrom('gateway_logs').select('direction').distinct().execute();
  const serverKinds = await db
    .selectFrom('server_errors as e')
    .select(serverCategory.as('category'))
    .distinct()
    .execute();
  return [
    ...entities.map((kind) => `activity:${kind}`),
    ...directions.map((r) => (r.direction === 'incoming' ? 'webhook' : 'gateway')),
    ...serverKinds.map((r) => r.category),
  ].sort();
}

/** The gateway's incoming calls (the webhook log), newest first. */
export const webhookRows = (db: Db, limit: number, offset: number) =>
  db
    .selectFrom('gateway_logs')
    .selectAll()
    .where('direction', '=', 'incoming')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();

export const countWebhookRows = async (db: Db) =>
  toCount(
    (
      await db
        .selectFrom('gateway_logs')
        .where('direction', '=', 'incoming')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

export const insertServerError = (db: Db, row: Insertable<ServerErrorTable>) =>
  db.insertInto('server_errors').values(row).execute();

/** Clearing the screen: the gateway log and the server errors go; how many of each. */
export async function deleteGatewayAndServerLogs(db: Db | Tx) {
  const gateway = await db.deleteFrom('gateway_logs').executeTakeFirst();
  const server = await db.deleteFrom('server_errors').executeTakeFirst();
  return { gateway: Number(gateway.numDeletedRows), server: Number(server.numDeletedRows) };
}

/** Retention: one statement per table, everything created before the cutoff. */
export async function deleteLogsBefore(db: Db, cutoff: string) {
  const activity = await db.deleteFrom('activity_log').where('created_at', '<', cutoff).executeTakeFirst();
  const gateway = await db.deleteFrom('gateway_logs').where('created_at', '<', cutoff).executeTakeFirst();
  const server = await db.deleteFrom('server_errors').where('created_at', '<', cutoff).executeTakeFirst();
  return {
    activity: Number(activity.numDeletedRows),
    gateway: Number(gateway.numDeletedRows),
    server: Number(server.numDeletedRows),
  };
}

// The logs module sits below settings (docs/0015), so it reads and writes its own two keys.
export const LOG_SETTING_KEYS = { retentionDays: 'logs_retention_days', clearedAt: 'logs_cleared_at' } as const;

export async function readLogSettings(db: Db | Tx) {
  const rows = await db
    .selectFrom('settings')
    .select(['key', 'value'])
    .where('key', 'in', Object.values(LOG_SETTING_KEYS))
    .execute();
  const map = new Map(rows.map((r) => [r.key, r.value]));
  return { retentionDays: map.get(LOG_SETTING_KEYS.retentionDays), clearedAt: map.get(LOG_SETTING_KEYS.clearedAt) };
}

export const writeLogSetting = (db: Db | Tx, key: string, value: string, at: string, by: number | null) =>
  db
    .insertInto('settings')
    .values({ key, value, updated_at: at, updated_by: by })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: at, updated_by: by }))
    .execute();

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

/**
 * Issue 33, erasure: activity details and server error messages that hold one of the customer's
 * values (name, numbers, e-mails) lose them; the entries (who did what, when) stay.
 */
export async function scrubLogsOf(db: Db | Tx, customerId: number, terms: string[], note: string) {
  // As stored (SQLite's lower() folds ASCII only: 'Érica' is found as written) and lower-cased.
  const mentions = (column: string) =>
    sql<boolean>`(${sql.join(
      terms.flatMap((t) => [
        likeContains(sql.ref(column), t),
        likeContains(sql<string>`lower(${sql.ref(column)})`, t.toLowerCase()),
      ]),
      sql` or `,
    )})`;
  const aboutCustomer = sql<boolean>`(entity_type = 'customer' and entity_id = ${String(customerId)})`;
  await db
    .updateTable('activity_log')
    .set({ details: null })
    .where(terms.length ? sql<boolean>`(${aboutCustomer} or ${mentions('details')})` : aboutCustomer)
    .execute();
  if (terms.length === 0) return;
  await db.updateTable('server_errors').set({ message: note }).where(mentions('message')).execute();
}
