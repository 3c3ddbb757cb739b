import { sql, type Kysely } from 'kysely';
import { CHAT_MARK, NO_CHAT_AFTER } from '../chat-day-counts';
import { isPostgres } from '../migrate';
import { dayOf } from './0048-sales-daily';
import { stateOf } from './0050-chat-summaries';

/**
 * Issue 30, chat marks (docs/0057). Two figures ask whether a customer with an event in the period
 * also chatted in it: the conversion's buyers (a confirmed sale) and the transferred chats (a
 * transfer). Each event used to probe the customer's chat days; a year of sales was 17k probes.
 *
 * `chat_marks` holds the shop days a customer had such an event (kind 0: a confirmed sale, 1: a
 * transfer), each with the customer's nearest chat day on or before it (`chat_before`, '' for
 * none) and on or after it (`chat_after`, '~' for none) and the customer's chat state now. A
 * customer with a mark in the period chatted in it exactly when that mark's `chat_before` is not
 * before the period or its `chat_after` not after it, whichever of its marks is read: the figures
 * are a count of distinct customers over the period's marks, with no probe.
 *
 * Triggers keep it in the transaction of every write: sales and transfers add and remove marks,
 * a customer's new or removed chat day (sender 0) moves the nearest days of their marks, a new
 * state reaches them. On PostgreSQL both sides take the customer's row lock first (as chat_days'
 * links, migration 0050), so a mark written beside a new chat day of the same customer waits for
 * it and sees it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (db.isTransaction || isPostgres(db)) await create(db);
  // SQLite migrations run outside a transaction: the table, the triggers and the marks land together.
  else await db.transaction().execute(create);
}

const [MARK_SALE, MARK_TRANSFER] = [CHAT_MARK.sale, CHAT_MARK.transfer];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function create(db: Kysely<any>) {
  const pg = isPostgres(db);
  // A period's marks of one kind are one range of the key, read with the columns it needs.
  await db.schema
    .createTable('chat_marks')
    .addColumn('kind', 'integer', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'integer', (c) => c.notNull())
    .addColumn('chat_before', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('chat_after', 'text', (c) => c.notNull().defaultTo(NO_CHAT_AFTER))
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('chat_marks_key', ['kind', 'day', 'customer_id'])
    .$call((t) => (pg ? t : t.modifyEnd(sql`without rowid`)))
    .execute();
  // A customer's marks: the ones a new chat day or state reaches.
  await db.schema.createIndex('chat_marks_customer').on('chat_marks').columns(['customer_id', 'kind', 'day']).execute();
  if (pg) await postgresTriggers(db);
  else await sqliteTriggers(db);
  // Triggers first: on PostgreSQL creating them locks the tables until this commits.
  await sql`insert into chat_marks (kind, day, customer_id)
    select distinct ${sql.lit(MARK_SALE)}, ${dayOf(pg, sql.raw('s.created_at'))}, s.customer_id
    from sales s where s.status = 'confirmed'
    union
    select distinct ${sql.lit(MARK_TRANSFER)}, ${dayOf(pg, sql.raw('t.created_at'))}, t.customer_id
    from chat_transfers t`.execute(db);
  await sql.raw(FILL('chat_marks')).execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  for (const [table, name] of [
    ['sales', 'chat_marks_sale'],
    ['chat_transfers', 'chat_marks_transfer'],
    ['chat_marks', 'chat_marks_fill'],
    ['chat_days', 'chat_marks_chat_day'],
    ['customers', 'chat_marks_state'],
  ] as const)
    for (const suffix of pg ? [''] : ['_insert', '_delete', '_update'])
      await sql`drop trigger if exists ${sql.id(`${name}${suffix}`)}${pg ? sql` on ${sql.id(table)}` : sql``}`.execute(
        db,
      );
  if (pg)
    for (const fn of [
      'chat_marks_sale',
      'chat_marks_transfer',
      'chat_marks_fill',
      'chat_marks_chat_day',
      'chat_marks_state',
    ])
      await sql`drop function if exists ${sql.id(fn)}()`.execute(db);
  await db.schema.dropTable('chat_marks').execute();
}

/**
 * Sets the nearest chat days and the state of the marks `where` picks (`m` is chat_marks). The
 * look-ups add 0 to sender_id so that only the customer's own days are read (migration 0050).
 */
const FILL = (where: string) => `
  update chat_marks set
    chat_before = coalesce((select max(d.day) from chat_days d
      where d.customer_id = chat_marks.customer_id and d.sender_id + 0 = 0 and d.day <= chat_marks.day), ''),
    chat_after = coalesce((select min(d.day) from chat_days d
      where d.customer_id = chat_marks.customer_id and d.sender_id + 0 = 0 and d.day >= chat_marks.day), '${NO_CHAT_AFTER}'),
    state = coalesce((select ${stateOf('c')} from customers c where c.id = chat_marks.customer_id), 0)
  where ${where === 'chat_marks' ? 'true' : where}`;

/** A source row's mark: added when it is one, removed with the last row of its customer and day. */
function markSql(pg: boolean, kind: number, table: 'sales' | 'chat_transfers', row: 'new' | 'old') {
  const isMark = table === 'sales' ? `${row}.status = 'confirmed'` : 'true';
  const day = dayOf(pg, sql.raw(`${row}.created_at`));
  if (row === 'new')
    return sql`insert into chat_marks (kind, day, customer_id)
      select ${sql.lit(kind)}, ${day}, new.customer_id where ${sql.raw(isMark)}
      on conflict do nothing;`;
  // Rows of the same shop day are within a day of each other, found through (customer_id, created_at).
  const near = pg
    ? sql`s.created_at > to_char(old.created_at::timestamptz at time zone 'UTC' - interval '2 days', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
        and s.created_at < to_char(old.created_at::timestamptz at time zone 'UTC' + interval '2 days', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : sql`s.created_at > strftime('%Y-%m-%dT%H:%M:%fZ', old.created_at, '-2 days')
        and s.created_at < strftime('%Y-%m-%dT%H:%M:%fZ', old.created_at, '+2 days')`;
  return sql`delete from chat_marks
    where kind = ${sql.lit(kind)} and day = ${day} and customer_id = old.customer_id and ${sql.raw(isMark)}
      and not exists (select 1 from ${sql.table(table)} s
        where s.customer_id = old.customer_id and ${near}
          ${table === 'sales' ? sql`and s.status = 'confirmed'` : sql``}
          and ${dayOf(pg, sql.raw('s.created_at'))} = ${day});`;
}

/** A chat day of sender 0 added (`new`) or removed (`old`): the marks whose nearest day it is or becomes. */
function chatDaySql(row: 'new' | 'old') {
  if (row === 'new')
    return `update chat_marks set chat_before = new.day
        where customer_id = new.customer_id and day >= new.day and chat_before < new.day;
      update chat_marks set chat_after = new.day
        where customer_id = new.customer_id and day <= new.day and chat_after > new.day;`;
  return `${FILL(`customer_id = old.customer_id and (chat_before = old.day or chat_after = old.day)`)};`;
}

const STATE = `update chat_marks set state = ${stateOf('new')} where customer_id = new.id`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function sqliteTriggers(db: Kysely<any>) {
  for (const [kind, table, name, watched] of [
    [MARK_SALE, 'sales', 'chat_marks_sale', 'status, created_at, customer_id'],
    [MARK_TRANSFER, 'chat_transfers', 'chat_marks_transfer', 'created_at, customer_id'],
  ] as const) {
    await sql`create trigger ${sql.id(`${name}_insert`)} after insert on ${sql.table(table)}
      begin ${markSql(false, kind, table, 'new')} end`.execute(db);
    await sql`create trigger ${sql.id(`${name}_delete`)} after delete on ${sql.table(table)}
      begin ${markSql(false, kind, table, 'old')} end`.execute(db);
    await sql`create trigger ${sql.id(`${name}_update`)} after update of ${sql.raw(watched)} on ${sql.table(table)}
      begin ${markSql(false, kind, table, 'old')} ${markSql(false, kind, table, 'new')} end`.execute(db);
  }
  await sql`create trigger chat_marks_fill_insert after insert on chat_marks
    begin ${sql.raw(FILL('kind = new.kind and day = new.day and customer_id = new.customer_id'))}; end`.execute(db);
  await sql`create trigger chat_marks_chat_day_insert after insert on chat_days when new.sender_id = 0
    begin ${sql.raw(chatDaySql('new'))} end`.execute(db);
  await sql`create trigger chat_marks_chat_day_delete after delete on chat_days when old.sender_id = 0
    begin ${sql.raw(chatDaySql('old'))} end`.execute(db);
  await sql`create trigger chat_marks_state_update after update of bot_enabled, atendimento, seller_id on customers
    when ${sql.raw(stateOf('old'))} <> ${sql.raw(stateOf('new'))}
    begin ${sql.raw(STATE)}; end`.execute(db);
}

/**
 * PostgreSQL: each function takes the customer's row lock before reading or moving marks, as
 * chat_days' links do; the sales and transfers triggers are named to fire before sales_daily's,
 * so a sale's statement takes the customer before the day's summary rows, like a message's does.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function postgresTriggers(db: Kysely<any>) {
  const lock = (row: string) => `perform 1 from customers where id = ${row}.customer_id for no key update;`;
  for (const [kind, table, name, watched] of [
    [MARK_SALE, 'sales', 'chat_marks_sale', 'status, created_at, customer_id'],
    [MARK_TRANSFER, 'chat_transfers', 'chat_marks_transfer', 'created_at, customer_id'],
  ] as const) {
    const [removed, added] = [markSql(true, kind, table, 'old'), markSql(true, kind, table, 'new')];
    await sql`create function ${sql.id(name)}() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' then
          ${sql.raw(lock('old'))}
          ${removed}
        end if;
        if tg_op <> 'DELETE' then
          ${sql.raw(lock('new'))}
          ${added}
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger ${sql.id(name)} after insert or delete or update of ${sql.raw(watched)}
      on ${sql.table(table)} for each row execute function ${sql.id(name)}()`.execute(db);
  }
  await sql`create function chat_marks_fill() returns trigger language plpgsql as $$
    begin
      ${sql.raw(lock('new'))}
      ${sql.raw(FILL('kind = new.kind and day = new.day and customer_id = new.customer_id'))};
      return null;
    end $$`.execute(db);
  await sql`create trigger chat_marks_fill after insert on chat_marks for each row execute function chat_marks_fill()`.execute(
    db,
  );
  await sql`create function chat_marks_chat_day() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' and new.sender_id = 0 then
        ${sql.raw(lock('new'))}
        ${sql.raw(chatDaySql('new'))}
      elsif tg_op = 'DELETE' and old.sender_id = 0 then
        ${sql.raw(lock('old'))}
        ${sql.raw(chatDaySql('old'))}
      end if;
      return null;
    end $$`.execute(db);
  // A trigger for both events cannot test NEW or OLD in WHEN: the function does.
  await sql`create trigger chat_marks_chat_day after insert or delete on chat_days
    for each row execute function chat_marks_chat_day()`.execute(db);
  // The customer's row is being updated, so this holds its lock.
  await sql`create function chat_marks_state() returns trigger language plpgsql as $$
    begin
      ${sql.raw(STATE)};
      return null;
    end $$`.execute(db);
  await sql`create trigger chat_marks_state after update of bot_enabled, atendimento, seller_id on customers
    for each row when (${sql.raw(stateOf('old'))} <> ${sql.raw(stateOf('new'))})
    execute function chat_marks_state()`.execute(db);
}
