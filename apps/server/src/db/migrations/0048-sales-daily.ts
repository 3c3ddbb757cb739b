import { sql, type Kysely, type RawBuilder } from 'kysely';
import { shopOffsetChanges } from '@ponte/domain/dates';
import { isPostgres } from '../migrate';

/**
 * Issue 30, sales summaries (docs/0051). `sales_daily` holds, per shop day (São Paulo), seller
 * and status, how many sales there are and their sums: what /vendas stats, /estatisticas and
 * /comissoes add up, so a year costs 365 × sellers × statuses rows instead of every sale.
 *
 * Triggers on `sales` keep it in the transaction of every write, whoever writes (services, the
 * demo, tests, bulk inserts): an insert adds the row's figures, a delete takes them away, an
 * update of a figure, the status, the seller or the date moves them. `seller_id` 0 stands for
 * "no seller" (ids start at 1): a key column must not be null for ON CONFLICT on both engines.
 *
 * The shop day of a sale is its São Paulo date. Brazil had daylight saving until 2019, so the
 * offset is not fixed: `shop_offsets` keeps each change of the offset (from the same zone data
 * shopToday reads), and SQL takes the offset in force at the sale's instant.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (db.isTransaction || isPostgres(db)) await create(db);
  // SQLite migrations run outside a transaction: the table, its triggers and its figures land together.
  else await db.transaction().execute(create);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function create(db: Kysely<any>) {
  const pg = isPostgres(db);
  await db.schema
    .createTable('shop_offsets')
    .addColumn('starts_at', 'text', (c) => c.primaryKey())
    .addColumn('offset_seconds', 'integer', (c) => c.notNull())
    .execute();
  await db.insertInto('shop_offsets').values(shopOffsetChanges(1900, 2100)).execute();
  const money = pg ? 'bigint' : 'integer';
  await db.schema
    .createTable('sales_daily')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('seller_id', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('sale_count', 'integer', (c) => c.notNull())
    .addColumn('total_usd_cents', money, (c) => c.notNull())
    .addColumn('total_brl_cents', money, (c) => c.notNull())
    .addColumn('commission_cents', money, (c) => c.notNull())
    // Each sale's commission in R$ at its own rate (commission × paid BRL / USD, integer division), summed.
    .addColumn('commission_brl_cents', money, (c) => c.notNull())
    .addPrimaryKeyConstraint('sales_daily_key', ['day', 'seller_id', 'status'])
    .execute();
  // One seller's figures (a supervisor's /vendas, their /comissoes row).
  await db.schema.createIndex('sales_daily_seller').on('sales_daily').columns(['seller_id', 'day']).execute();
  if (pg) await postgresTriggers(db);
  else await sqliteTriggers(db);
  // Triggers first: on PostgreSQL creating them locks `sales` until this commits, so no write
  // slips between the fill and the triggers.
  await sql`insert into sales_daily (day, seller_id, status, sale_count, total_usd_cents, total_brl_cents,
      commission_cents, commission_brl_cents)
    select d.day, d.seller_id, d.status, count(*), sum(d.total_usd_cents), sum(d.total_brl_cents),
      sum(d.commission_cents), coalesce(sum(d.commission_brl_cents), 0)
    from (select ${dayOf(pg, sql.raw('s.created_at'))} as day, coalesce(s.seller_id, 0) as seller_id, s.status,
        s.total_usd_cents, s.total_brl_cents, s.commission_cents,
        ${commissionBrl(sql.raw('s'))} as commission_brl_cents
      from sales s) d
    group by d.day, d.seller_id, d.status`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const suffix of ['insert', 'update', 'delete'])
    await sql`drop trigger if exists ${sql.id(`sales_daily_${suffix}`)}${isPostgres(db) ? sql` on sales` : sql``}`.execute(
      db,
    );
  if (isPostgres(db)) {
    await sql`drop function if exists sales_daily_track()`.execute(db);
    await sql`drop function if exists sales_daily_add(text, integer, text, integer, bigint, bigint, bigint, bigint)`.execute(
      db,
    );
    await sql`drop function if exists shop_day_of(text)`.execute(db);
  }
  await db.schema.dropTable('sales_daily').execute();
  await db.schema.dropTable('shop_offsets').execute();
}

/**
 * The São Paulo date of a UTC ISO instant: the instant plus the offset in force then. The
 * instants are ISO text ending in Z, so text order is time order. Migration 0051 puts activity
 * entries on their shop day with it too.
 */
export function dayOf(pg: boolean, at: RawBuilder<unknown>) {
  if (pg) return sql`shop_day_of(${at})`;
  return sql`date(${at}, (select o.offset_seconds || ' seconds' from shop_offsets o
    where o.starts_at <= ${at} order by o.starts_at desc limit 1))`;
}

/** A sale's commission in R$, as the statistics computed it from raw rows (0 when it has no USD amount). */
const commissionBrl = (row: RawBuilder<unknown>) =>
  sql`coalesce(${row}.commission_cents * ${row}.total_brl_cents / nullif(${row}.total_usd_cents, 0), 0)`;

const FIGURES = 'sale_count, total_usd_cents, total_brl_cents, commission_cents, commission_brl_cents';
const ADD = `sale_count = sales_daily.sale_count + excluded.sale_count,
  total_usd_cents = sales_daily.total_usd_cents + excluded.total_usd_cents,
  total_brl_cents = sales_daily.total_brl_cents + excluded.total_brl_cents,
  commission_cents = sales_daily.commission_cents + excluded.commission_cents,
  commission_brl_cents = sales_daily.commission_brl_cents + excluded.commission_brl_cents`;
const WATCHED = 'created_at, seller_id, status, total_usd_cents, total_brl_cents, commission_cents';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function sqliteTriggers(db: Kysely<any>) {
  const key = (row: 'new' | 'old') =>
    sql`${dayOf(false, sql.raw(`${row}.created_at`))}, coalesce(${sql.raw(row)}.seller_id, 0), ${sql.raw(row)}.status`;
  const add = (row: 'new' | 'old', sign: 1 | -1) => {
    const [r, s] = [sql.raw(row), sql.raw(String(sign))];
    return sql`insert into sales_daily (day, seller_id, status, ${sql.raw(FIGURES)})
      values (${key(row)}, ${s}, ${s} * ${r}.total_usd_cents, ${s} * ${r}.total_brl_cents, ${s} * ${r}.commission_cents,
        ${s} * ${commissionBrl(r)})
      on conflict (day, seller_id, status) do update set ${sql.raw(ADD)};`;
  };
  // A key left with no sale goes: a seller without sales in a period must not be listed.
  const dropEmpty = sql`delete from sales_daily where sale_count = 0 and (day, seller_id, status) = (${key('old')});`;
  await sql`create trigger sales_daily_insert after insert on sales begin ${add('new', 1)} end`.execute(db);
  await sql`create trigger sales_daily_delete after delete on sales begin ${add('old', -1)} ${dropEmpty} end`.execute(
    db,
  );
  await sql`create trigger sales_daily_update after update of ${sql.raw(WATCHED)} on sales begin
      ${add('old', -1)} ${add('new', 1)} ${dropEmpty} end`.execute(db);
}

/**
 * PostgreSQL: one function per change. An update that moves a sale between two keys (a status
 * change) takes the two summary rows in key order, so two opposite moves of the same day and
 * seller wait for each other instead of deadlocking. The tables are found through the
 * search_path when the trigger runs, like every statement of the connection.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function postgresTriggers(db: Kysely<any>) {
  await sql`create function shop_day_of(instant text) returns text language sql stable as $$
      select to_char(instant::timestamp + make_interval(secs => o.offset_seconds), 'YYYY-MM-DD')
      from shop_offsets o where o.starts_at <= instant order by o.starts_at desc limit 1
    $$`.execute(db);
  await sql`create function sales_daily_add(d text, seller integer, st text, n integer, usd bigint, brl bigint,
      commission bigint, commission_brl bigint) returns void language plpgsql as $$
    begin
      insert into sales_daily (day, seller_id, status, ${sql.raw(FIGURES)})
      values (d, seller, st, n, usd, brl, commission, commission_brl)
      on conflict (day, seller_id, status) do update set ${sql.raw(ADD)};
      if n < 0 then
        delete from sales_daily where day = d and seller_id = seller and status = st and sale_count = 0;
      end if;
    end $$`.execute(db);
  const brl = (row: string) =>
    `coalesce(${row}.commission_cents * ${row}.total_brl_cents / nullif(${row}.total_usd_cents, 0), 0)`;
  const args = (row: string, sign: string) =>
    `${row}_day, coalesce(${row}.seller_id, 0), ${row}.status, ${sign}, ${sign} * ${row}.total_usd_cents,
      ${sign} * ${row}.total_brl_cents, ${sign} * ${row}.commission_cents, ${sign} * ${brl(row)}`;
  await sql`create function sales_daily_track() returns trigger language plpgsql as $$
    declare
      old_day text;
      new_day text;
    begin
      if tg_op <> 'INSERT' then old_day := shop_day_of(old.created_at); end if;
      if tg_op <> 'DELETE' then new_day := shop_day_of(new.created_at); end if;
      if tg_op = 'INSERT' then
        perform sales_daily_add(${sql.raw(args('new', '1'))});
      elsif tg_op = 'DELETE' then
        perform sales_daily_add(${sql.raw(args('old', '-1'))});
      elsif (old_day, coalesce(old.seller_id, 0), old.status) = (new_day, coalesce(new.seller_id, 0), new.status) then
        perform sales_daily_add(new_day, coalesce(new.seller_id, 0), new.status, 0,
          new.total_usd_cents - old.total_usd_cents, new.total_brl_cents - old.total_brl_cents,
          new.commission_cents - old.commission_cents, ${sql.raw(brl('new'))} - ${sql.raw(brl('old'))});
      elsif (old_day, coalesce(old.seller_id, 0), old.status) < (new_day, coalesce(new.seller_id, 0), new.status) then
        perform sales_daily_add(${sql.raw(args('old', '-1'))});
        perform sales_daily_add(${sql.raw(args('new', '1'))});
      else
        perform sales_daily_add(${sql.raw(args('new', '1'))});
        perform sales_daily_add(${sql.raw(args('old', '-1'))});
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger sales_daily_insert after insert on sales for each row execute function sales_daily_track()`.execute(
    db,
  );
  await sql`create trigger sales_daily_delete after delete on sales for each row execute function sales_daily_track()`.execute(
    db,
  );
  await sql`create trigger sales_daily_update after update of ${sql.raw(WATCHED)} on sales for each row
    execute function sales_daily_track()`.execute(db);
}
