import { sql, type Kysely } from 'kysely';
import { CHAT_CHAIN } from '../chat-day-counts';
import { isPostgres } from '../migrate';
import { dayOf } from './0048-sales-daily';
import { stateOf } from './0050-chat-summaries';

/**
 * Issue 30, chains of days (docs/0057). Two figures ask whether a customer with an event in the
 * period also chatted in it: the conversion's buyers (a confirmed sale) and the transferred chats
 * (a transfer). Each event probed the customer's chat days; a year of sales was 17k probes.
 *
 * The customers with both in a period are |X| + |Y| − |X ∪ Y|: X those with an event in it, Y
 * those who chatted in it, X ∪ Y those with either. Each of the three is "the customers with a
 * day of a chain in the period", which chat_day_counts already counts for a chain of chat_days
 * rows (docs/0057). So the events become chains of chat_days rows with negative senders:
 *
 * - CHAT_CHAIN.sale (−1): the shop days a customer had a confirmed sale; `saleOrChat` (−2): the
 *   days with a confirmed sale or a chat (sender 0);
 * - CHAT_CHAIN.transfer (−3): the days a chat was transferred; `transferOrChat` (−4): the days with
 *   a transfer or a chat.
 *
 * chat_days' own triggers link each row to the customer's previous day of its chain and
 * chat_day_counts' count it; every row of sender 0 or below carries the customer's state, so the
 * transferred chats split by state as the statuses do. Triggers here add and remove the rows:
 * sales and transfers their chain's, and a chain's row its union's (the union's row goes with the
 * last of its two sources). On PostgreSQL each takes the customer's row lock first, as chat_days'
 * links do.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (db.isTransaction || isPostgres(db)) await create(db);
  // SQLite migrations run outside a transaction: the triggers and the rows land together.
  else await db.transaction().execute(create);
}

const C = CHAT_CHAIN;
/** The sources of each union chain: its event chain and the chats. */
const UNIONS = [
  [C.saleOrChat, C.sale],
  [C.transferOrChat, C.transfer],
] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function create(db: Kysely<any>) {
  const pg = isPostgres(db);
  if (pg) await postgresTriggers(db);
  else await sqliteTriggers(db);
  // The rows of the events and sales already there, in each customer's order of days: each one's
  // link finds its previous day and no next one to move. The unions come from the triggers.
  await sql`insert into chat_days (sender_id, day, customer_id)
    select e.sender_id, e.day, e.customer_id from (
      select distinct ${sql.lit(C.sale)} as sender_id, ${dayOf(pg, sql.raw('s.created_at'))} as day, s.customer_id
      from sales s where s.status = 'confirmed'
      union
      select distinct ${sql.lit(C.transfer)}, ${dayOf(pg, sql.raw('t.created_at'))}, t.customer_id from chat_transfers t
      union
      select ${sql.lit(C.saleOrChat)}, d.day, d.customer_id from chat_days d where d.sender_id = 0
      union
      select ${sql.lit(C.transferOrChat)}, d.day, d.customer_id from chat_days d where d.sender_id = 0
    ) e
    order by e.customer_id, e.sender_id, e.day
    on conflict do nothing`.execute(db);
  // Those rows left several changes each for the fold (docs/0057): a year of a shop is millions,
  // minutes of the server's fold and slow reads until then. Folded here at once instead; no fold
  // runs while the migrations do.
  await sql`insert into chat_day_counts (grain, sender_id, day, prev, state, n)
    select grain, sender_id, day, prev, state, sum(delta) from chat_day_counts_pending
    group by grain, sender_id, day, prev, state having sum(delta) <> 0
    on conflict (grain, sender_id, day, prev, state) do update set n = chat_day_counts.n + excluded.n`.execute(db);
  await sql`delete from chat_day_counts where n = 0`.execute(db);
  await sql`delete from chat_day_counts_pending`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  for (const [table, name] of [
    ['sales', 'chat_chain_sale'],
    ['chat_transfers', 'chat_chain_transfer'],
    ['chat_days', 'chat_chain_union'],
  ] as const)
    for (const suffix of pg ? [''] : ['_insert', '_delete', '_update'])
      await sql`drop trigger if exists ${sql.id(`${name}${suffix}`)}${pg ? sql` on ${sql.id(table)}` : sql``}`.execute(
        db,
      );
  if (pg)
    for (const fn of ['chat_chain_sale', 'chat_chain_transfer', 'chat_chain_union'])
      await sql`drop function if exists ${sql.id(fn)}()`.execute(db);
  await sql`delete from chat_days where sender_id < 0`.execute(db);
  await stateTrigger(db, 'sender_id = 0');
}

/** A source row's chain row: added when it is an event, removed with the last event of its customer and day. */
function chainSql(pg: boolean, chain: number, table: 'sales' | 'chat_transfers', row: 'new' | 'old') {
  const isEvent = table === 'sales' ? `${row}.status = 'confirmed'` : 'true';
  const day = dayOf(pg, sql.raw(`${row}.created_at`));
  if (row === 'new')
    return sql`insert into chat_days (day, customer_id, sender_id)
      select ${day}, new.customer_id, ${sql.lit(chain)} where ${sql.raw(isEvent)}
      on conflict do nothing;`;
  // Rows of the same shop day are within a day of each other, found through (customer_id, created_at).
  const near = pg
    ? sql`s.created_at > to_char(old.created_at::timestamptz at time zone 'UTC' - interval '2 days', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
        and s.created_at < to_char(old.created_at::timestamptz at time zone 'UTC' + interval '2 days', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : sql`s.created_at > strftime('%Y-%m-%dT%H:%M:%fZ', old.created_at, '-2 days')
        and s.created_at < strftime('%Y-%m-%dT%H:%M:%fZ', old.created_at, '+2 days')`;
  return sql`delete from chat_days
    where sender_id = ${sql.lit(chain)} and day = ${day} and customer_id = old.customer_id and ${sql.raw(isEvent)}
      and not exists (select 1 from ${sql.table(table)} s
        where s.customer_id = old.customer_id and ${near}
          ${table === 'sales' ? sql`and s.status = 'confirmed'` : sql``}
          and ${dayOf(pg, sql.raw('s.created_at'))} = ${day});`;
}

/** A chat_days row added (`new`) or removed (`old`): the union chains it is a source of follow. */
function unionSql(row: 'new' | 'old') {
  return UNIONS.map(([union, source]) =>
    row === 'new'
      ? `insert into chat_days (day, customer_id, sender_id)
          select new.day, new.customer_id, ${union} where new.sender_id in (0, ${source})
          on conflict do nothing;`
      : `delete from chat_days
          where sender_id = ${union} and day = old.day and customer_id = old.customer_id and old.sender_id in (0, ${source})
            and not exists (select 1 from chat_days s
              where s.customer_id = old.customer_id and s.sender_id in (0, ${source}) and s.day = old.day);`,
  ).join('\n');
}

/** chat_days' state trigger (migration 0050) for the rows `which` picks. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function stateTrigger(db: Kysely<any>, which: string) {
  const update = `update chat_days set state = ${stateOf('new')} where customer_id = new.id and ${which}`;
  if (isPostgres(db)) {
    // The customer's row is being updated, so this holds its lock.
    await sql`create or replace function chat_days_state() returns trigger language plpgsql as $$
      begin
        ${sql.raw(update)};
        return null;
      end $$`.execute(db);
    return;
  }
  await sql`drop trigger if exists chat_days_state`.execute(db);
  await sql`create trigger chat_days_state after update of bot_enabled, atendimento, seller_id on customers
    when ${sql.raw(stateOf('old'))} <> ${sql.raw(stateOf('new'))}
    begin ${sql.raw(update)}; end`.execute(db);
}

const SOURCES = [
  [C.sale, 'sales', 'chat_chain_sale', 'status, created_at, customer_id'],
  [C.transfer, 'chat_transfers', 'chat_chain_transfer', 'created_at, customer_id'],
] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function sqliteTriggers(db: Kysely<any>) {
  for (const [chain, table, name, watched] of SOURCES) {
    await sql`create trigger ${sql.id(`${name}_insert`)} after insert on ${sql.table(table)}
      begin ${chainSql(false, chain, table, 'new')} end`.execute(db);
    await sql`create trigger ${sql.id(`${name}_delete`)} after delete on ${sql.table(table)}
      begin ${chainSql(false, chain, table, 'old')} end`.execute(db);
    await sql`create trigger ${sql.id(`${name}_update`)} after update of ${sql.raw(watched)} on ${sql.table(table)}
      begin ${chainSql(false, chain, table, 'old')} ${chainSql(false, chain, table, 'new')} end`.execute(db);
  }
  // SQLite does not fire a trigger from itself, so a union's own row starts nothing here.
  await sql`create trigger chat_chain_union_insert after insert on chat_days
    when new.sender_id in (0, ${sql.lit(C.sale)}, ${sql.lit(C.transfer)})
    begin ${sql.raw(unionSql('new'))} end`.execute(db);
  await sql`create trigger chat_chain_union_delete after delete on chat_days
    when old.sender_id in (0, ${sql.lit(C.sale)}, ${sql.lit(C.transfer)})
    begin ${sql.raw(unionSql('old'))} end`.execute(db);
  await stateTrigger(db, 'sender_id <= 0');
}

/**
 * PostgreSQL: each function takes the customer's row lock before adding or removing rows. The
 * sales and transfers triggers are named to fire before sales_daily's, so a sale's statement
 * takes the customer before the day's summary rows, as a message's does.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function postgresTriggers(db: Kysely<any>) {
  const lock = (row: string) => `perform 1 from customers where id = ${row}.customer_id for no key update;`;
  for (const [chain, table, name, watched] of SOURCES) {
    await sql`create function ${sql.id(name)}() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' then
          ${sql.raw(lock('old'))}
          ${chainSql(true, chain, table, 'old')}
        end if;
        if tg_op <> 'DELETE' then
          ${sql.raw(lock('new'))}
          ${chainSql(true, chain, table, 'new')}
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger ${sql.id(name)} after insert or delete or update of ${sql.raw(watched)}
      on ${sql.table(table)} for each row execute function ${sql.id(name)}()`.execute(db);
  }
  const sources = `(0, ${C.sale}, ${C.transfer})`;
  await sql`create function chat_chain_union() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' and new.sender_id in ${sql.raw(sources)} then
        ${sql.raw(lock('new'))}
        ${sql.raw(unionSql('new'))}
      elsif tg_op = 'DELETE' and old.sender_id in ${sql.raw(sources)} then
        ${sql.raw(lock('old'))}
        ${sql.raw(unionSql('old'))}
      end if;
      return null;
    end $$`.execute(db);
  // A trigger for both events cannot test NEW or OLD in WHEN: the function does.
  await sql`create trigger chat_chain_union after insert or delete on chat_days
    for each row execute function chat_chain_union()`.execute(db);
  await stateTrigger(db, 'sender_id <= 0');
}
