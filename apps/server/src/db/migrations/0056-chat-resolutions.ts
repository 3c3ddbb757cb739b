import { sql, type Kysely } from 'kysely';
import { isPostgres, createRowTriggers } from '../migrate';
import { dayOf } from './0048-sales-daily';

/**
 * Issue 30, resolution times (docs/0057). A resolution is a hand-back to the bot (an activity
 * entry of a chat whose details turn the bot on), timed from the chat's first customer message
 * after its previous hand-back (docs/0020). The statistics found each hand-back's opening message
 * on every request; a year was 10 ms alone on SQLite.
 *
 * - `chat_resolutions` holds each hand-back (its activity entry's id) with its customer, instant
 *   and opening message's instant (null: none since the previous hand-back, so it resolved
 *   nothing). Triggers keep it as hand-backs and customer messages come, go or move: a message
 *   opens the first hand-back at or after it when it is earlier than that one's opening; a
 *   removed opening message, or a hand-back added or removed before another, makes the affected
 *   rows look again.
 * - `chat_resolution_daily (day, tenth)` and `chat_resolution_monthly (month, tenth)`: how many
 *   resolutions per shop day of the hand-back and tenth of a minute, and their seconds, as the
 *   response times' (migration 0050): the mean, median and 90th percentile come out exact.
 *
 * On PostgreSQL each trigger takes the customer's row lock first, as chat_days' links do, so a
 * message and a hand-back of the same chat written at once see each other.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (db.isTransaction || isPostgres(db)) await create(db);
  // SQLite migrations run outside a transaction: the tables, the triggers and the figures land together.
  else await db.transaction().execute(create);
}

/** A hand-back to the bot: the same test as the statistics' (modules/chats/queries.ts). */
const HANDED_BACK = `'%"bot_enabled":true%'`;
/** A hand-back of a customer's chat: its entity is the customer's id, digits (anything else resolves nothing). */
const isHandBack = (row: string, pg: boolean) =>
  `${row}.entity_type = 'chat' and ${row}.details like ${HANDED_BACK} and ${
    pg ? `${row}.entity_id ~ '^[0-9]{1,9}$'` : `${row}.entity_id <> '' and ${row}.entity_id not glob '*[^0-9]*'`
  }`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function create(db: Kysely<any>) {
  const pg = isPostgres(db);
  await db.schema
    .createTable('chat_resolutions')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.notNull())
    .addColumn('resolved_at', 'text', (c) => c.notNull())
    .addColumn('opened_at', 'text')
    .execute();
  await db.schema
    .createIndex('chat_resolutions_customer')
    .on('chat_resolutions')
    .columns(['customer_id', 'resolved_at'])
    .execute();
  for (const [table, period] of [
    ['chat_resolution_daily', 'day'],
    ['chat_resolution_monthly', 'month'],
  ] as const)
    await db.schema
      .createTable(table)
      .addColumn(period, 'text', (c) => c.notNull())
      .addColumn('tenth', 'integer', (c) => c.notNull())
      .addColumn('resolved', 'integer', (c) => c.notNull())
      .addColumn('seconds', pg ? 'bigint' : 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint(`${table}_key`, [period, 'tenth'])
      .$call((t) => (pg ? t : t.modifyEnd(sql`without rowid`)))
      .execute();
  if (pg) await postgresTriggers(db);
  else await sqliteTriggers(db);
  // Triggers first: on PostgreSQL creating them locks the tables until this commits. The rows
  // come in without their opening (the histogram counts none), then one update finds them all.
  await sql`insert into chat_resolutions (id, customer_id, resolved_at)
    select l.id, cast(l.entity_id as integer), l.created_at from activity_log l where ${sql.raw(isHandBack('l', pg))}`.execute(
    db,
  );
  await sql.raw(`${REOPEN} where true`).execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  for (const [table, name] of [
    ['activity_log', 'chat_resolutions_hand_back_insert'],
    ['activity_log', 'chat_resolutions_hand_back_delete'],
    ['activity_log', 'chat_resolutions_hand_back_update'],
    ['messages', 'chat_resolutions_message_insert'],
    ['messages', 'chat_resolutions_message_delete'],
    ['messages', 'chat_resolutions_message_update'],
    ['chat_resolutions', 'chat_resolution_daily_insert'],
    ['chat_resolutions', 'chat_resolution_daily_delete'],
    ['chat_resolutions', 'chat_resolution_daily_update'],
  ] as const)
    await sql`drop trigger if exists ${sql.id(name)}${pg ? sql` on ${sql.id(table)}` : sql``}`.execute(db);
  if (pg)
    for (const fn of ['chat_resolutions_hand_back', 'chat_resolutions_message', 'chat_resolution_daily_track'])
      await sql`drop function if exists ${sql.id(fn)}()`.execute(db);
  if (pg) await sql`drop function if exists chat_resolution_daily_add(text, integer, integer, bigint)`.execute(db);
  await db.schema.dropTable('chat_resolution_monthly').execute();
  await db.schema.dropTable('chat_resolution_daily').execute();
  await db.schema.dropTable('chat_resolutions').execute();
}

/** Looks again for the opening message of the rows a `where` picks: the first customer message after the previous hand-back. */
const REOPEN = `update chat_resolutions set opened_at = (
    select min(m.created_at) from messages m
    where m.customer_id = chat_resolutions.customer_id and m.direction = 'incoming'
      and m.created_at <= chat_resolutions.resolved_at
      and m.created_at > coalesce((select max(p.resolved_at) from chat_resolutions p
        where p.customer_id = chat_resolutions.customer_id and p.resolved_at < chat_resolutions.resolved_at), ''))`;

/** The customer's hand-backs at the first instant after `at` (the ones whose previous hand-back a change at `at` moves). */
const nextAfter = (customer: string, at: string, orSame = false) =>
  `customer_id = ${customer} and resolved_at = (select min(n.resolved_at) from chat_resolutions n
    where n.customer_id = ${customer} and n.resolved_at ${orSame ? '>=' : '>'} ${at})`;

/**
 * Statements for a hand-back entry added (`new`) or removed (`old`); `guarded` adds the test that
 * the entry is a hand-back to each (an update trigger fires for any entry).
 */
function handBackSql(row: 'new' | 'old', guarded = false) {
  const customer = `cast(${row}.entity_id as integer)`;
  const and = guarded ? ` and ${isHandBack(row, false)}` : '';
  if (row === 'new')
    return `insert into chat_resolutions (id, customer_id, resolved_at)
        select new.id, ${customer}, new.created_at where true${and};
      ${REOPEN} where ${nextAfter(customer, 'new.created_at', true)}${and};
      ${REOPEN} where ${nextAfter(customer, 'new.created_at')}${and};`;
  return `delete from chat_resolutions where id = old.id${and};
    ${REOPEN} where ${nextAfter(customer, 'old.created_at', true)}${and};`;
}

/** Statements for a customer message added (`new`) or removed (`old`). */
function messageSql(row: 'new' | 'old') {
  if (row === 'new')
    return `update chat_resolutions set opened_at = new.created_at
      where ${nextAfter('new.customer_id', 'new.created_at', true)}
        and (opened_at is null or opened_at > new.created_at);`;
  return `${REOPEN} where customer_id = old.customer_id and opened_at = old.created_at;`;
}

/** Whole seconds between two ISO text instants, as the statistics computed them (modules/chats/queries.ts). */
const secondsBetween = (pg: boolean, from: string, to: string) =>
  pg
    ? `cast(round(extract(epoch from (cast(${to} as timestamptz) - cast(${from} as timestamptz)))) as integer)`
    : `cast(round((julianday(${to}) - julianday(${from})) * 86400) as integer)`;

const FIGURES = 'resolved, seconds';
const ADD = (table: string) =>
  `resolved = ${table}.resolved + excluded.resolved, seconds = ${table}.seconds + excluded.seconds`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function sqliteTriggers(db: Kysely<any>) {
  await sql`create trigger chat_resolutions_hand_back_insert after insert on activity_log when ${sql.raw(isHandBack('new', false))}
    begin ${sql.raw(handBackSql('new'))} end`.execute(db);
  await sql`create trigger chat_resolutions_hand_back_delete after delete on activity_log when ${sql.raw(isHandBack('old', false))}
    begin ${sql.raw(handBackSql('old'))} end`.execute(db);
  // Entries are never edited today; should one be, it leaves and comes back.
  await sql`create trigger chat_resolutions_hand_back_update after update of entity_type, entity_id, details, created_at
    on activity_log begin ${sql.raw(handBackSql('old', true))} ${sql.raw(handBackSql('new', true))} end`.execute(db);
  await sql`create trigger chat_resolutions_message_insert after insert on messages when new.direction = 'incoming'
    begin ${sql.raw(messageSql('new'))} end`.execute(db);
  await sql`create trigger chat_resolutions_message_delete after delete on messages when old.direction = 'incoming'
    begin ${sql.raw(messageSql('old'))} end`.execute(db);
  await sql`create trigger chat_resolutions_message_update after update of customer_id, direction, created_at on messages
    begin ${sql.raw(messageSql('old'))} ${sql.raw(`update chat_resolutions set opened_at = new.created_at
      where new.direction = 'incoming' and ${nextAfter('new.customer_id', 'new.created_at', true)}
        and (opened_at is null or opened_at > new.created_at);`)} end`.execute(db);

  const add = (row: 'new' | 'old', sign: 1 | -1) => {
    const s = secondsBetween(false, `${row}.opened_at`, `${row}.resolved_at`);
    const day = dayOf(false, sql.raw(`${row}.resolved_at`));
    const values = sql.raw(`(${s} + 3) / 6, ${sign}, ${sign} * ${s}`);
    return sql`insert into chat_resolution_daily (day, tenth, ${sql.raw(FIGURES)})
      select ${day}, ${values} where ${sql.raw(row)}.opened_at is not null
      on conflict (day, tenth) do update set ${sql.raw(ADD('chat_resolution_daily'))};
      insert into chat_resolution_monthly (month, tenth, ${sql.raw(FIGURES)})
      select substr(${day}, 1, 7), ${values} where ${sql.raw(row)}.opened_at is not null
      on conflict (month, tenth) do update set ${sql.raw(ADD('chat_resolution_monthly'))};`;
  };
  const dropEmpty = sql`delete from chat_resolution_daily where resolved = 0 and day = ${dayOf(false, sql.raw('old.resolved_at'))};
    delete from chat_resolution_monthly where resolved = 0 and month = substr(${dayOf(false, sql.raw('old.resolved_at'))}, 1, 7);`;
  await sql`create trigger chat_resolution_daily_insert after insert on chat_resolutions begin ${add('new', 1)} end`.execute(
    db,
  );
  await sql`create trigger chat_resolution_daily_delete after delete on chat_resolutions
    begin ${add('old', -1)} ${dropEmpty} end`.execute(db);
  await sql`create trigger chat_resolution_daily_update after update of opened_at, resolved_at on chat_resolutions
    when old.opened_at is not new.opened_at or old.resolved_at is not new.resolved_at
    begin ${add('old', -1)} ${add('new', 1)} ${dropEmpty} end`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function postgresTriggers(db: Kysely<any>) {
  const lock = (customer: string) => `perform 1 from customers where id = ${customer} for no key update;`;
  await sql`create function chat_resolutions_hand_back() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' and ${sql.raw(isHandBack('old', true))} then
        ${sql.raw(lock('cast(old.entity_id as integer)'))}
        ${sql.raw(handBackSql('old'))}
      end if;
      if tg_op <> 'DELETE' and ${sql.raw(isHandBack('new', true))} then
        ${sql.raw(lock('cast(new.entity_id as integer)'))}
        ${sql.raw(handBackSql('new'))}
      end if;
      return null;
    end $$`.execute(db);
  await createRowTriggers(db, {
    prefix: 'chat_resolutions_hand_back',
    table: 'activity_log',
    fn: 'chat_resolutions_hand_back',
    updateOf: 'entity_type, entity_id, details, created_at',
  });
  await sql`create function chat_resolutions_message() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' and old.direction = 'incoming' then
        ${sql.raw(lock('old.customer_id'))}
        ${sql.raw(messageSql('old'))}
      end if;
      if tg_op <> 'DELETE' and new.direction = 'incoming' then
        ${sql.raw(lock('new.customer_id'))}
        ${sql.raw(messageSql('new'))}
      end if;
      return null;
    end $$`.execute(db);
  await createRowTriggers(db, {
    prefix: 'chat_resolutions_message',
    table: 'messages',
    fn: 'chat_resolutions_message',
    updateOf: 'customer_id, direction, created_at',
  });

  await sql`create function chat_resolution_daily_add(d text, t integer, n integer, s bigint) returns void
    language plpgsql as $$
    begin
      insert into chat_resolution_daily (day, tenth, ${sql.raw(FIGURES)}) values (d, t, n, s)
      on conflict (day, tenth) do update set ${sql.raw(ADD('chat_resolution_daily'))};
      insert into chat_resolution_monthly (month, tenth, ${sql.raw(FIGURES)}) values (substr(d, 1, 7), t, n, s)
      on conflict (month, tenth) do update set ${sql.raw(ADD('chat_resolution_monthly'))};
      if n < 0 then
        delete from chat_resolution_daily where day = d and tenth = t and resolved = 0;
        delete from chat_resolution_monthly where month = substr(d, 1, 7) and tenth = t and resolved = 0;
      end if;
    end $$`.execute(db);
  const args = (row: string, sign: string) => {
    const s = secondsBetween(true, `${row}.opened_at`, `${row}.resolved_at`);
    return `shop_day_of(${row}.resolved_at), (${s} + 3) / 6, ${sign}, ${sign} * ${s}`;
  };
  // An update moves a resolution between two keys: the one first in key order is taken first,
  // as the response times' do, so two opposite moves wait instead of deadlocking.
  await sql`create function chat_resolution_daily_track() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        if new.opened_at is not null then perform chat_resolution_daily_add(${sql.raw(args('new', '1'))}); end if;
      elsif tg_op = 'DELETE' then
        if old.opened_at is not null then perform chat_resolution_daily_add(${sql.raw(args('old', '-1'))}); end if;
      elsif old.opened_at is null then
        if new.opened_at is not null then perform chat_resolution_daily_add(${sql.raw(args('new', '1'))}); end if;
      elsif new.opened_at is null then
        perform chat_resolution_daily_add(${sql.raw(args('old', '-1'))});
      elsif (shop_day_of(old.resolved_at), ${sql.raw(secondsBetween(true, 'old.opened_at', 'old.resolved_at'))})
          < (shop_day_of(new.resolved_at), ${sql.raw(secondsBetween(true, 'new.opened_at', 'new.resolved_at'))}) then
        perform chat_resolution_daily_add(${sql.raw(args('old', '-1'))});
        perform chat_resolution_daily_add(${sql.raw(args('new', '1'))});
      else
        perform chat_resolution_daily_add(${sql.raw(args('new', '1'))});
        perform chat_resolution_daily_add(${sql.raw(args('old', '-1'))});
      end if;
      return null;
    end $$`.execute(db);
  await createRowTriggers(db, {
    prefix: 'chat_resolution_daily',
    table: 'chat_resolutions',
    fn: 'chat_resolution_daily_track',
    updateOf: 'opened_at, resolved_at',
  });
}
