/* The system logs screen's reads and writes (docs/0021): the three sources as one list. */
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../../db';
import { toCount } from '../../../db';
import { likeContains } from '../../../db/like';

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
