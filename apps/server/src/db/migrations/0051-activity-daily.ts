import { sql, type Kysely } from 'kysely';
import { idColumn, isPostgres } from '../migrate';
import { dayOf } from './0048-sales-daily';

/**
 * Issue 30, activity summaries (docs/0054). `activity_daily` holds how many activity entries
 * there are per action, entity type and shop day (São Paulo, the same rule as `sales_daily`):
 * /estatisticas' productivity count of a year reads a few hundred rows instead of every entry.
 *
 * Writers never update a shared row: triggers on `activity_log` append the change to
 * `activity_daily_pending` (+ per entry written, − per entry deleted, by retention), and a fold
 * (modules/logs/activity-daily.ts) moves the pending rows into `activity_daily` later, deleting
 * them in the same transaction. A read sums both, so it is right whether or not the fold ran.
 *
 * The same step of issue 30 gives the productivity list and the attendance report an index each.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (db.isTransaction || isPostgres(db)) await create(db);
  // SQLite migrations run outside a transaction: the tables, the triggers and the figures land together.
  else await db.transaction().execute(create);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function create(db: Kysely<any>) {
  const pg = isPostgres(db);
  const id = idColumn(db);
  // Keyed by kind first: a period's count is one range of days per (action, entity_type) asked for.
  await db.schema
    .createTable('activity_daily')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity_type', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('activity_daily_key', ['action', 'entity_type', 'day'])
    // SQLite: the rows live in the key's b-tree, so a range of days reads no second structure.
    .$call((t) => (pg ? t : t.modifyEnd(sql`without rowid`)))
    .execute();
  // No index but the id: it is appended to on every activity entry and read whole by the fold.
  await db.schema
    .createTable('activity_daily_pending')
    .addColumn('id', id.type, id.build)
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity_type', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('delta', 'integer', (c) => c.notNull())
    .execute();
  // The latest entries of one kind, newest first: the productivity list takes the newest few of
  // each kind asked for from here and merges them (modules/logs/queries.ts, latestActivities).
  await db.schema
    .createIndex('activity_log_kind_newest')
    .on('activity_log')
    .columns(['action', 'entity_type', 'created_at', 'id'])
    .execute();
  // The attendance report sums a period's shifts in SQL (modules/attendance/queries.ts): with
  // these columns beside clock_in it reads this index alone. It replaces the clock_in index.
  await db.schema
    .createIndex('attendance_period')
    .on('attendance')
    .columns(['clock_in', 'user_id', 'clock_out', 'total_hours'])
    .execute();
  await db.schema.dropIndex('attendance_clock_in').execute();
  if (pg) await postgresTriggers(db);
  else await sqliteTriggers(db);
  // Triggers first: on PostgreSQL creating them locks `activity_log` until this commits, so no
  // entry slips between the fill and the triggers.
  await sql`insert into activity_daily (action, entity_type, day, n)
    select d.action, d.entity_type, d.day, count(*)
    from (select l.action, l.entity_type, ${dayOf(pg, sql.raw('l.created_at'))} as day from activity_log l) d
    group by d.action, d.entity_type, d.day`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  for (const suffix of ['insert', 'update', 'delete'])
    await sql`drop trigger if exists ${sql.id(`activity_daily_${suffix}`)}${pg ? sql` on activity_log` : sql``}`.execute(
      db,
    );
  if (pg) {
    await sql`drop function if exists activity_daily_track()`.execute(db);
    await sql`drop function if exists activity_daily_move()`.execute(db);
  }
  await db.schema.createIndex('attendance_clock_in').on('attendance').column('clock_in').execute();
  await db.schema.dropIndex('attendance_period').execute();
  await db.schema.dropIndex('activity_log_kind_newest').execute();
  await db.schema.dropTable('activity_daily_pending').execute();
  await db.schema.dropTable('activity_daily').execute();
}

const PENDING = 'insert into activity_daily_pending (action, entity_type, day, delta)';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function sqliteTriggers(db: Kysely<any>) {
  const append = (row: 'new' | 'old', delta: 1 | -1) =>
    sql`${sql.raw(PENDING)} values (${sql.raw(row)}.action, ${sql.raw(row)}.entity_type,
      ${dayOf(false, sql.raw(`${row}.created_at`))}, ${sql.raw(String(delta))});`;
  await sql`create trigger activity_daily_insert after insert on activity_log begin ${append('new', 1)} end`.execute(
    db,
  );
  await sql`create trigger activity_daily_delete after delete on activity_log begin ${append('old', -1)} end`.execute(
    db,
  );
  // Entries are never edited (a staff member's removal only clears user_id); should one be, it moves.
  await sql`create trigger activity_daily_update after update of action, entity_type, created_at on activity_log
    begin ${append('old', -1)} ${append('new', 1)} end`.execute(db);
}

/**
 * PostgreSQL: once per statement, with the statement's rows as a transition table, so a bulk
 * insert or retention's delete of a hundred thousand entries appends one row per kind and day.
 * The tables are found through the search_path when the trigger runs, like sales_daily's.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function postgresTriggers(db: Kysely<any>) {
  await sql`create function activity_daily_track() returns trigger language plpgsql as $$
    begin
      ${sql.raw(PENDING)}
      select c.action, c.entity_type, shop_day_of(c.created_at),
        case tg_op when 'INSERT' then count(*) else -count(*) end
      from changed c group by 1, 2, 3;
      return null;
    end $$`.execute(db);
  await sql`create trigger activity_daily_insert after insert on activity_log referencing new table as changed
    for each statement execute function activity_daily_track()`.execute(db);
  await sql`create trigger activity_daily_delete after delete on activity_log referencing old table as changed
    for each statement execute function activity_daily_track()`.execute(db);
  // A column list and a transition table do not go together: an edit (never made today) is per row.
  await sql`create function activity_daily_move() returns trigger language plpgsql as $$
    begin
      ${sql.raw(PENDING)} values
        (old.action, old.entity_type, shop_day_of(old.created_at), -1),
        (new.action, new.entity_type, shop_day_of(new.created_at), 1);
      return null;
    end $$`.execute(db);
  await sql`create trigger activity_daily_update after update of action, entity_type, created_at on activity_log
    for each row execute function activity_daily_move()`.execute(db);
}
