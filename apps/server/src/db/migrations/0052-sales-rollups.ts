import { sql, type Kysely, type RawBuilder } from 'kysely';
import { isPostgres, createRowTriggers } from '../migrate';
import { dayOf } from './0048-sales-daily';

/**
 * Issue 30, sales roll-ups (docs/0055). sales_daily (0048) has a row per shop day, seller and
 * status, so a year of a shop with 20 sellers is 20k rows, read twice by /vendas stats (the
 * period and the one before). Two coarser tables, kept by triggers beside it:
 *
 * - `sales_day_totals (day, status)`: every seller together, what /vendas stats, the sales
 *   statistics' days and the overview read when no seller is asked for: 365 × 3 rows a year;
 * - `sales_month_sellers (month, seller_id, status)`: per seller per calendar month, what the
 *   per-seller sums (/estatisticas-vendas, /comissoes) read for the months a period holds whole,
 *   adding sales_daily's days outside them.
 *
 * Same figures and rules as sales_daily (seller 0: none; a key left with no sale goes).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (db.isTransaction || isPostgres(db)) await create(db);
  else await db.transaction().execute(create);
}

const FIGURES = ['sale_count', 'total_usd_cents', 'total_brl_cents', 'commission_cents', 'commission_brl_cents'];
const TABLES = {
  sales_day_totals: ['day', 'status'],
  sales_month_sellers: ['month', 'seller_id', 'status'],
} as const;
type Table = keyof typeof TABLES;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function create(db: Kysely<any>) {
  const pg = isPostgres(db);
  const money = pg ? 'bigint' : 'integer';
  for (const [table, key] of Object.entries(TABLES) as [Table, readonly string[]][]) {
    let builder = db.schema.createTable(table);
    for (const column of key)
      builder = builder.addColumn(column, column === 'seller_id' ? 'integer' : 'text', (c) => c.notNull());
    builder = builder.addColumn('sale_count', 'integer', (c) => c.notNull());
    for (const figure of FIGURES.slice(1)) builder = builder.addColumn(figure, money, (c) => c.notNull());
    builder = builder.addPrimaryKeyConstraint(`${table}_key`, [...key] as never);
    // SQLite: rows stored in key order, so a period's rows are read in one pass with their figures.
    await (pg ? builder : builder.modifyEnd(sql`without rowid`)).execute();
  }
  // The overview's buyers (confirmed sales of a period, then their customers) from the index
  // alone: the same prefix as the index it replaces, with the customer.
  await db.schema.dropIndex('sales_status_created').execute();
  await db.schema
    .createIndex('sales_status_created')
    .on('sales')
    .columns(['status', 'created_at', 'customer_id'])
    .execute();
  if (pg) await postgresTriggers(db);
  else await sqliteTriggers(db);
  const sums = FIGURES.map((f) => `sum(${f})`).join(', ');
  await sql`insert into sales_day_totals (day, status, ${sql.raw(FIGURES.join(', '))})
    select day, status, ${sql.raw(sums)} from sales_daily group by day, status`.execute(db);
  await sql`insert into sales_month_sellers (month, seller_id, status, ${sql.raw(FIGURES.join(', '))})
    select substr(day, 1, 7), seller_id, status, ${sql.raw(sums)} from sales_daily
    group by substr(day, 1, 7), seller_id, status`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  for (const suffix of ['insert', 'update', 'delete'])
    await sql`drop trigger if exists ${sql.id(`sales_rollup_${suffix}`)}${pg ? sql` on sales` : sql``}`.execute(db);
  if (pg) await sql`drop function if exists sales_rollup_track()`.execute(db);
  await db.schema.dropIndex('sales_status_created').execute();
  await db.schema.createIndex('sales_status_created').on('sales').columns(['status', 'created_at']).execute();
  await db.schema.dropTable('sales_month_sellers').execute();
  await db.schema.dropTable('sales_day_totals').execute();
}

const WATCHED = 'created_at, seller_id, status, total_usd_cents, total_brl_cents, commission_cents';
const add = (table: Table) => FIGURES.map((f) => `${f} = ${table}.${f} + excluded.${f}`).join(', ');
/** The figures of a sale row (`new` or `old`) times a sign, in FIGURES order. */
const figuresOf = (row: string, sign: string) =>
  `${sign}, ${sign} * ${row}.total_usd_cents, ${sign} * ${row}.total_brl_cents, ${sign} * ${row}.commission_cents,
    ${sign} * coalesce(${row}.commission_cents * ${row}.total_brl_cents / nullif(${row}.total_usd_cents, 0), 0)`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function sqliteTriggers(db: Kysely<any>) {
  const day = (row: 'new' | 'old') => dayOf(false, sql.raw(`${row}.created_at`));
  const keyOf = (table: Table, row: 'new' | 'old'): RawBuilder<unknown> =>
    table === 'sales_day_totals'
      ? sql`${day(row)}, ${sql.raw(row)}.status`
      : sql`substr(${day(row)}, 1, 7), coalesce(${sql.raw(row)}.seller_id, 0), ${sql.raw(row)}.status`;
  const upsert = (table: Table, row: 'new' | 'old', sign: string) =>
    sql`insert into ${sql.raw(table)} (${sql.raw(TABLES[table].join(', '))}, ${sql.raw(FIGURES.join(', '))})
      values (${keyOf(table, row)}, ${sql.raw(figuresOf(row, sign))})
      on conflict (${sql.raw(TABLES[table].join(', '))}) do update set ${sql.raw(add(table))};`;
  const both = (row: 'new' | 'old', sign: string) =>
    sql`${upsert('sales_day_totals', row, sign)} ${upsert('sales_month_sellers', row, sign)}`;
  const dropEmpty = sql`delete from sales_day_totals where sale_count = 0 and (day, status) = (${keyOf('sales_day_totals', 'old')});
    delete from sales_month_sellers where sale_count = 0
      and (month, seller_id, status) = (${keyOf('sales_month_sellers', 'old')});`;
  await sql`create trigger sales_rollup_insert after insert on sales begin ${both('new', '1')} end`.execute(db);
  await sql`create trigger sales_rollup_delete after delete on sales begin ${both('old', '-1')} ${dropEmpty} end`.execute(
    db,
  );
  await sql`create trigger sales_rollup_update after update of ${sql.raw(WATCHED)} on sales begin
      ${both('old', '-1')} ${both('new', '1')} ${dropEmpty} end`.execute(db);
}

/**
 * PostgreSQL: the changes of one write (up to two keys per table) are summed per key and applied
 * in key order, day totals first, then months. PostgreSQL fires sales_daily's trigger before this
 * one (triggers fire in name order), so every write takes its summary rows in the same global
 * order and two writes wait for each other rather than deadlock (docs/0051).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function postgresTriggers(db: Kysely<any>) {
  const f = FIGURES.join(', ');
  const sums = FIGURES.map((x) => `sum(c.${x})::bigint as ${x}`).join(', ');
  const row = (r: string, sign: string) =>
    `(shop_day_of(${r}.created_at), coalesce(${r}.seller_id, 0), ${r}.status, ${figuresOf(r, sign)})`;
  const loops = (values: string) =>
    (
      [
        ['sales_day_totals', 'c.day as day, c.status as status', 'c.day, c.status'],
        [
          'sales_month_sellers',
          'substr(c.day, 1, 7) as month, c.seller_id as seller_id, c.status as status',
          'substr(c.day, 1, 7), c.seller_id, c.status',
        ],
      ] as const
    )
      .map(
        ([table, select, key]) => `
        for r in select ${select}, ${sums}
          from (values ${values}) c(day, seller_id, status, ${f}) group by ${key} order by ${key} loop
          insert into ${table} (${TABLES[table].join(', ')}, ${f})
          values (${TABLES[table].map((k) => `r.${k}`).join(', ')}, ${FIGURES.map((x) => `r.${x}`).join(', ')})
          on conflict (${TABLES[table].join(', ')}) do update set ${add(table)};
          delete from ${table} where ${TABLES[table].map((k) => `${k} = r.${k}`).join(' and ')} and sale_count = 0;
        end loop;`,
      )
      .join('\n');
  await sql`create function sales_rollup_track() returns trigger language plpgsql as $$
    declare
      r record;
    begin
      if tg_op = 'INSERT' then ${sql.raw(loops(row('new', '1')))}
      elsif tg_op = 'DELETE' then ${sql.raw(loops(row('old', '-1')))}
      else ${sql.raw(loops(`${row('old', '-1')}, ${row('new', '1')}`))}
      end if;
      return null;
    end $$`.execute(db);
  await createRowTriggers(db, {
    prefix: 'sales_rollup',
    table: 'sales',
    fn: 'sales_rollup_track',
    updateOf: `${WATCHED}`,
  });
}
