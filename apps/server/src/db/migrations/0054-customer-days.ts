import { sql, type Kysely } from 'kysely';
import { idColumn, isPostgres } from '../migrate';
import { dayOf } from './0048-sales-daily';

/**
 * Issue 30, customers registered per shop day (docs/0057). The overview's "total customers by the
 * end of the period" and "new in it" counted the customers index on every request; `customer_days`
 * holds how many customers were registered on each shop day (São Paulo, as sales_daily), so they
 * are a sum over a few hundred days.
 *
 * As activity_daily (docs/0054): triggers on customers append each change to
 * `customer_days_pending`, a fold (modules/customers/registrations.ts) moves them into
 * `customer_days`, and a read sums both, so no writer waits on today's row.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (db.isTransaction || isPostgres(db)) await create(db);
  // SQLite migrations run outside a transaction: the tables, the triggers and the counts land together.
  else await db.transaction().execute(create);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function create(db: Kysely<any>) {
  const pg = isPostgres(db);
  const id = idColumn(db);
  await db.schema
    .createTable('customer_days')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('n', 'integer', (c) => c.notNull())
    .$call((t) => (pg ? t : t.modifyEnd(sql`without rowid`)))
    .execute();
  await db.schema
    .createTable('customer_days_pending')
    .addColumn('id', id.type, id.build)
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('delta', 'integer', (c) => c.notNull())
    .execute();
  if (pg) await postgresTriggers(db);
  else await sqliteTriggers(db);
  // Triggers first: on PostgreSQL creating them locks customers until this commits.
  await sql`insert into customer_days (day, n)
    select d.day, count(*) from (select ${dayOf(pg, sql.raw('c.created_at'))} as day from customers c) d
    group by d.day`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  for (const suffix of ['insert', 'update', 'delete'])
    await sql`drop trigger if exists ${sql.id(`customer_days_${suffix}`)}${pg ? sql` on customers` : sql``}`.execute(
      db,
    );
  if (pg) {
    await sql`drop function if exists customer_days_track()`.execute(db);
    await sql`drop function if exists customer_days_move()`.execute(db);
  }
  await db.schema.dropTable('customer_days_pending').execute();
  await db.schema.dropTable('customer_days').execute();
}

const PENDING = 'insert into customer_days_pending (day, delta)';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function sqliteTriggers(db: Kysely<any>) {
  const append = (row: 'new' | 'old', delta: 1 | -1) =>
    sql`${sql.raw(PENDING)} values (${dayOf(false, sql.raw(`${row}.created_at`))}, ${sql.raw(String(delta))});`;
  await sql`create trigger customer_days_insert after insert on customers begin ${append('new', 1)} end`.execute(db);
  await sql`create trigger customer_days_delete after delete on customers begin ${append('old', -1)} end`.execute(db);
  await sql`create trigger customer_days_update after update of created_at on customers
    when old.created_at <> new.created_at begin ${append('old', -1)} ${append('new', 1)} end`.execute(db);
}

/**
 * PostgreSQL: inserts and deletes once per statement, with the statement's rows as a transition
 * table (an import of thousands of customers appends a row per day); a moved registration per row.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function postgresTriggers(db: Kysely<any>) {
  await sql`create function customer_days_track() returns trigger language plpgsql as $$
    begin
      ${sql.raw(PENDING)}
      select shop_day_of(c.created_at), case tg_op when 'INSERT' then count(*) else -count(*) end
      from changed c group by 1;
      return null;
    end $$`.execute(db);
  await sql`create trigger customer_days_insert after insert on customers referencing new table as changed
    for each statement execute function customer_days_track()`.execute(db);
  await sql`create trigger customer_days_delete after delete on customers referencing old table as changed
    for each statement execute function customer_days_track()`.execute(db);
  await sql`create function customer_days_move() returns trigger language plpgsql as $$
    begin
      ${sql.raw(PENDING)} values (shop_day_of(old.created_at), -1), (shop_day_of(new.created_at), 1);
      return null;
    end $$`.execute(db);
  await sql`create trigger customer_days_update after update of created_at on customers
    for each row when (old.created_at is distinct from new.created_at) execute function customer_days_move()`.execute(
    db,
  );
}
