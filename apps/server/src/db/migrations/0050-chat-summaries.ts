import { sql, type Kysely, type RawBuilder } from 'kysely';
import { RESPONSE_TIME_BUCKETS } from '@ponte/domain/stats';
import { isPostgres, createRowTriggers } from '../migrate';
import { dayOf } from './0048-sales-daily';

/**
 * Issue 30, chat summaries (docs/0053). The chat statistics read a year of messages and answered
 * questions on every request; they now read two summaries kept by triggers in the transaction of
 * every write, whoever writes (the webhook, sends, the demo, bulk inserts, tests):
 *
 * - `chat_days (day, customer_id, sender_id)`: the shop days (São Paulo) a customer had a message,
 *   one row with sender 0 for any message and one per staff member who wrote that day. The
 *   period's chats, chats per attendant and the conversion's chatted buyers are distinct
 *   customers of these rows: a customer's day of a hundred messages is one row.
 * - `chat_response_daily (day, staff_id, band, tenth)`: answered questions per shop day of the
 *   answer, staff member (0: none), distribution band (RESPONSE_TIME_BUCKETS) and response time
 *   in tenths of a minute, the unit the screen shows (`minutesOf` rounds seconds to it). How many
 *   and their seconds: the mean, the distribution and the nearest-rank median and 90th percentile
 *   come out exactly as from the raw rows, since rounding keeps the order of the values.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (db.isTransaction || isPostgres(db)) await create(db);
  // SQLite migrations run outside a transaction: tables, triggers and figures land together.
  else await db.transaction().execute(create);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function create(db: Kysely<any>) {
  const pg = isPostgres(db);
  // Sender first: the period's chats (sender 0) and each attendant's are one contiguous range
  // each; on SQLite stored in key order (without rowid), so a range is read in one pass.
  const chatDays = db.schema
    .createTable('chat_days')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'integer', (c) => c.notNull())
    .addColumn('sender_id', 'integer', (c) => c.notNull())
    // The customer's previous day with this sender ('' for none), kept by chat_days' own triggers.
    .addColumn('prev_day', 'text', (c) => c.notNull().defaultTo(''))
    // Sender 0 rows: the customer's chat state now (CHAT_STATES), kept by a trigger on customers.
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('chat_days_key', ['sender_id', 'day', 'customer_id']);
  await (pg ? chatDays : chatDays.modifyEnd(sql`without rowid`)).execute();
  // A customer's days with a sender: the previous and next day of a row, "did they chat in the
  // period?" (the conversion's buyers), a message's removal.
  await db.schema
    .createIndex('chat_days_customer')
    .on('chat_days')
    .columns(['customer_id', 'sender_id', 'day'])
    .execute();
  // PostgreSQL reads a period's first days from an index alone. The key's columns lead, so a
  // trigger's update of one row (sender, day, customer) finds it exactly through either index.
  if (pg)
    await db.schema
      .createIndex('chat_days_first')
      .on('chat_days')
      .columns(['sender_id', 'day', 'customer_id', 'prev_day', 'state'])
      .execute();
  // Per shop day, and per calendar month ('YYYY-MM') for the months a period holds whole.
  for (const [table, period] of [
    ['chat_response_daily', 'day'],
    ['chat_response_monthly', 'month'],
  ] as const) {
    const responses = db.schema
      .createTable(table)
      .addColumn(period, 'text', (c) => c.notNull())
      .addColumn('staff_id', 'integer', (c) => c.notNull())
      .addColumn('band', 'integer', (c) => c.notNull())
      .addColumn('tenth', 'integer', (c) => c.notNull())
      .addColumn('answered', 'integer', (c) => c.notNull())
      .addColumn('seconds', pg ? 'bigint' : 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint(`${table}_key`, [period, 'staff_id', 'band', 'tenth']);
    await (pg ? responses : responses.modifyEnd(sql`without rowid`)).execute();
  }
  if (pg) await postgresTriggers(db);
  else await sqliteTriggers(db);
  // Triggers first: on PostgreSQL creating them locks the tables until this commits. The days'
  // links are filled at once here; chat_days' own triggers keep them from now on.
  const day = dayOf(pg, sql.raw('m.created_at'));
  await sql`insert into chat_days (sender_id, day, customer_id, prev_day, state)
    select d.sender_id, d.day, d.customer_id,
      coalesce(lag(d.day) over (partition by d.sender_id, d.customer_id order by d.day), ''),
      case when d.sender_id = 0 then (select ${sql.raw(stateOf('c'))} from customers c where c.id = d.customer_id) else 0 end
    from (
      select distinct ${day} as day, m.customer_id, coalesce(m.sender_id, 0) as sender_id from messages m
      union
      select distinct ${day} as day, m.customer_id, 0 as sender_id from messages m where m.sender_id is not null
    ) d`.execute(db);
  if (pg) await postgresLinks(db);
  else await sqliteLinks(db);
  await sql`insert into chat_response_daily (day, staff_id, band, tenth, answered, seconds)
    select d.day, d.staff_id, d.band, d.tenth, count(*), sum(d.s) from (
      select ${dayOf(pg, sql.raw('r.answered_at'))} as day, coalesce(r.staff_id, 0) as staff_id,
        ${bandOf(sql.raw('r.response_seconds'))} as band, ${tenthOf(sql.raw('r.response_seconds'))} as tenth,
        r.response_seconds as s
      from chat_responses r) d
    group by d.day, d.staff_id, d.band, d.tenth`.execute(db);
  await sql`insert into chat_response_monthly (month, staff_id, band, tenth, answered, seconds)
    select substr(day, 1, 7), staff_id, band, tenth, sum(answered), sum(seconds) from chat_response_daily
    group by substr(day, 1, 7), staff_id, band, tenth`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  for (const [table, name] of [
    ['messages', 'chat_days_insert'],
    ['messages', 'chat_days_delete'],
    ['messages', 'chat_days_update'],
    ['chat_responses', 'chat_response_daily_insert'],
    ['chat_responses', 'chat_response_daily_delete'],
    ['chat_responses', 'chat_response_daily_update'],
    ['chat_days', 'chat_days_link_insert'],
    ['chat_days', 'chat_days_link_delete'],
    ['customers', 'chat_days_state'],
  ] as const)
    await sql`drop trigger if exists ${sql.id(name)}${pg ? sql` on ${sql.id(table)}` : sql``}`.execute(db);
  if (pg) {
    await sql`drop function if exists chat_days_track()`.execute(db);
    await sql`drop function if exists chat_days_link()`.execute(db);
    await sql`drop function if exists chat_days_state()`.execute(db);
    await sql`drop function if exists chat_days_drop(text, integer, integer, text)`.execute(db);
    await sql`drop function if exists chat_response_daily_track()`.execute(db);
    await sql`drop function if exists chat_response_daily_add(text, integer, integer, integer, integer, bigint)`.execute(
      db,
    );
  }
  await db.schema.dropTable('chat_response_monthly').execute();
  await db.schema.dropTable('chat_response_daily').execute();
  await db.schema.dropTable('chat_days').execute();
}

/** The distribution band of a response time in seconds: the first bucket whose limit it does not pass. */
export function bandOf(seconds: RawBuilder<unknown>) {
  const limits = RESPONSE_TIME_BUCKETS.flatMap((b, i) => (b.maxSeconds === null ? [] : [[b.maxSeconds, i] as const]));
  const cases = limits.map(([limit, i]) => sql`when ${seconds} <= ${sql.lit(limit)} then ${sql.lit(i)}`);
  return sql`(case ${sql.join(cases, sql` `)} else ${sql.lit(RESPONSE_TIME_BUCKETS.length - 1)} end)`;
}

/** Seconds (never negative) in tenths of a minute, rounded half up: `minutesOf` × 10. */
export const tenthOf = (seconds: RawBuilder<unknown>) => sql`((${seconds} + 3) / 6)`;

const RESPONSE_FIGURES = 'answered, seconds';
const responseAdd = (table: string) => `answered = ${table}.answered + excluded.answered,
  seconds = ${table}.seconds + excluded.seconds`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function sqliteTriggers(db: Kysely<any>) {
  const day = (row: 'new' | 'old', column: string) => dayOf(false, sql.raw(`${row}.${column}`));
  const addDay = (sender: RawBuilder<unknown>) =>
    sql`insert into chat_days (day, customer_id, sender_id)
      select ${day('new', 'created_at')}, new.customer_id, ${sender} where ${sender} is not null
      on conflict do nothing;`;
  // The old row's day loses its entry once no message of the customer (by that sender) is left
  // on it; its messages are within a day of it, found through (customer_id, direction, created_at).
  const dropDay = (bySender: boolean) => {
    const sender = bySender ? sql`old.sender_id` : sql`0`;
    return sql`delete from chat_days
      where day = ${day('old', 'created_at')} and customer_id = old.customer_id and sender_id = ${sender}
        ${bySender ? sql`and old.sender_id is not null` : sql``}
        and not exists (select 1 from messages m
          where m.customer_id = old.customer_id and m.direction in ('incoming', 'outgoing')
            and m.created_at > strftime('%Y-%m-%dT%H:%M:%fZ', old.created_at, '-2 days')
            and m.created_at < strftime('%Y-%m-%dT%H:%M:%fZ', old.created_at, '+2 days')
            ${bySender ? sql`and m.sender_id = old.sender_id` : sql``}
            and ${dayOf(false, sql.raw('m.created_at'))} = ${day('old', 'created_at')});`;
  };
  const added = sql`${addDay(sql`0`)} ${addDay(sql`new.sender_id`)}`;
  const dropped = sql`${dropDay(true)} ${dropDay(false)}`;
  await sql`create trigger chat_days_insert after insert on messages begin ${added} end`.execute(db);
  await sql`create trigger chat_days_delete after delete on messages begin ${dropped} end`.execute(db);
  await sql`create trigger chat_days_update after update of customer_id, created_at, sender_id on messages
    when old.customer_id is not new.customer_id or old.created_at is not new.created_at
      or old.sender_id is not new.sender_id
    begin ${added} ${dropped} end`.execute(db);

  const add = (row: 'new' | 'old', sign: 1 | -1) => {
    const [r, s] = [sql.raw(row), sql.raw(String(sign))];
    const rest = sql`coalesce(${r}.staff_id, 0), ${bandOf(sql`${r}.response_seconds`)},
        ${tenthOf(sql`${r}.response_seconds`)}, ${s}, ${s} * ${r}.response_seconds`;
    return sql`insert into chat_response_daily (day, staff_id, band, tenth, ${sql.raw(RESPONSE_FIGURES)})
      values (${day(row, 'answered_at')}, ${rest})
      on conflict (day, staff_id, band, tenth) do update set ${sql.raw(responseAdd('chat_response_daily'))};
      insert into chat_response_monthly (month, staff_id, band, tenth, ${sql.raw(RESPONSE_FIGURES)})
      values (substr(${day(row, 'answered_at')}, 1, 7), ${rest})
      on conflict (month, staff_id, band, tenth) do update set ${sql.raw(responseAdd('chat_response_monthly'))};`;
  };
  const dropEmpty = sql`delete from chat_response_daily where answered = 0 and day = ${day('old', 'answered_at')}
    and staff_id = coalesce(old.staff_id, 0);
    delete from chat_response_monthly where answered = 0 and month = substr(${day('old', 'answered_at')}, 1, 7)
    and staff_id = coalesce(old.staff_id, 0);`;
  await sql`create trigger chat_response_daily_insert after insert on chat_responses begin ${add('new', 1)} end`.execute(
    db,
  );
  await sql`create trigger chat_response_daily_delete after delete on chat_responses
    begin ${add('old', -1)} ${dropEmpty} end`.execute(db);
  await sql`create trigger chat_response_daily_update after update of answered_at, staff_id, response_seconds
    on chat_responses begin ${add('old', -1)} ${add('new', 1)} ${dropEmpty} end`.execute(db);
}

/**
 * PostgreSQL: one function per table. A message only ever adds rows nobody updates (ON CONFLICT
 * DO NOTHING), so messages never wait for each other on the summary. An answered question adds
 * to its (day, attendant, time) row: one row per write, so no two writes can wait on each other
 * in a cycle; a moved response takes its two rows in key order, as sales_daily does.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function postgresTriggers(db: Kysely<any>) {
  await sql`create function chat_days_drop(d text, customer integer, sender integer, at text) returns void
    language plpgsql as $$
    begin
      delete from chat_days c where c.day = d and c.customer_id = customer and c.sender_id = coalesce(sender, 0)
        and not exists (select 1 from messages m
          where m.customer_id = customer and m.direction in ('incoming', 'outgoing')
            and m.created_at > to_char(at::timestamptz at time zone 'UTC' - interval '2 days', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
            and m.created_at < to_char(at::timestamptz at time zone 'UTC' + interval '2 days', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
            and (sender is null or m.sender_id = sender)
            and shop_day_of(m.created_at) = d);
    end $$`.execute(db);
  await sql`create function chat_days_track() returns trigger language plpgsql as $$
    declare
      d text;
    begin
      if tg_op <> 'DELETE' then
        d := shop_day_of(new.created_at);
        insert into chat_days (day, customer_id, sender_id) values (d, new.customer_id, 0) on conflict do nothing;
        if new.sender_id is not null then
          insert into chat_days (day, customer_id, sender_id) values (d, new.customer_id, new.sender_id)
          on conflict do nothing;
        end if;
      end if;
      if tg_op <> 'INSERT' then
        d := shop_day_of(old.created_at);
        if old.sender_id is not null then
          perform chat_days_drop(d, old.customer_id, old.sender_id, old.created_at);
        end if;
        perform chat_days_drop(d, old.customer_id, null, old.created_at);
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger chat_days_insert after insert on messages for each row execute function chat_days_track()`.execute(
    db,
  );
  await sql`create trigger chat_days_delete after delete on messages for each row execute function chat_days_track()`.execute(
    db,
  );
  await sql`create trigger chat_days_update after update of customer_id, created_at, sender_id on messages
    for each row when (old.customer_id is distinct from new.customer_id or old.created_at is distinct from new.created_at
      or old.sender_id is distinct from new.sender_id)
    execute function chat_days_track()`.execute(db);

  await sql`create function chat_response_daily_add(d text, staff integer, b integer, t integer, n integer, s bigint)
    returns void language plpgsql as $$
    begin
      insert into chat_response_daily (day, staff_id, band, tenth, ${sql.raw(RESPONSE_FIGURES)})
      values (d, staff, b, t, n, s)
      on conflict (day, staff_id, band, tenth) do update set ${sql.raw(responseAdd('chat_response_daily'))};
      insert into chat_response_monthly (month, staff_id, band, tenth, ${sql.raw(RESPONSE_FIGURES)})
      values (substr(d, 1, 7), staff, b, t, n, s)
      on conflict (month, staff_id, band, tenth) do update set ${sql.raw(responseAdd('chat_response_monthly'))};
      if n < 0 then
        delete from chat_response_daily
        where day = d and staff_id = staff and band = b and tenth = t and answered = 0;
        delete from chat_response_monthly
        where month = substr(d, 1, 7) and staff_id = staff and band = b and tenth = t and answered = 0;
      end if;
    end $$`.execute(db);
  const key = (row: string) =>
    `shop_day_of(${row}.answered_at), coalesce(${row}.staff_id, 0), ${bandSql(`${row}.response_seconds`)},
      (${row}.response_seconds + 3) / 6`;
  await sql`create function chat_response_daily_track() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        perform chat_response_daily_add(${sql.raw(key('new'))}, 1, new.response_seconds);
      elsif tg_op = 'DELETE' then
        perform chat_response_daily_add(${sql.raw(key('old'))}, -1, -old.response_seconds);
      elsif (${sql.raw(key('old'))}) < (${sql.raw(key('new'))}) then
        perform chat_response_daily_add(${sql.raw(key('old'))}, -1, -old.response_seconds);
        perform chat_response_daily_add(${sql.raw(key('new'))}, 1, new.response_seconds);
      else
        perform chat_response_daily_add(${sql.raw(key('new'))}, 1, new.response_seconds);
        perform chat_response_daily_add(${sql.raw(key('old'))}, -1, -old.response_seconds);
      end if;
      return null;
    end $$`.execute(db);
  await createRowTriggers(db, {
    prefix: 'chat_response_daily',
    table: 'chat_responses',
    fn: 'chat_response_daily_track',
    updateOf: 'answered_at, staff_id, response_seconds',
  });
}

/**
 * Each chat_days row knows the customer's previous day with the same sender, so the period's
 * distinct chats are a count of its rows whose previous day falls before it (a customer's first
 * day in the period), not a DISTINCT over every row (docs/0053). A new day takes the day before
 * it as its previous and becomes the next day's previous; a removed day hands its previous on.
 */
// `sender_id + 0` in the look-ups of a customer's previous and next day: the key (sender_id, day,
// …) must not serve them. PostgreSQL's cached plan of a trigger statement could otherwise take
// max(day) by walking the key backwards through every customer's days of that sender (each
// message costing more as the table grows: 0.4 ms a message at 5k rows, 2.5 ms at 30k). Only
// the customer's own days, through chat_days_customer, are read.
const LINK_INSERT = (row: string) => `
  update chat_days set prev_day = coalesce((select max(p.day) from chat_days p
      where p.customer_id = ${row}.customer_id and p.sender_id + 0 = ${row}.sender_id and p.day < ${row}.day), ''),
    state = coalesce((select ${stateOf('c')} from customers c where c.id = ${row}.customer_id), 0)
    where sender_id = ${row}.sender_id and day = ${row}.day and customer_id = ${row}.customer_id;
  update chat_days set prev_day = ${row}.day
    where sender_id = ${row}.sender_id and customer_id = ${row}.customer_id and day = (select min(n.day) from chat_days n
      where n.customer_id = ${row}.customer_id and n.sender_id + 0 = ${row}.sender_id and n.day > ${row}.day);`;
const LINK_DELETE = (row: string) => `
  update chat_days set prev_day = ${row}.prev_day
    where sender_id = ${row}.sender_id and customer_id = ${row}.customer_id and day = (select min(n.day) from chat_days n
      where n.customer_id = ${row}.customer_id and n.sender_id + 0 = ${row}.sender_id and n.day > ${row}.day);`;

/**
 * A customer's chat state now, as chat_days keeps it on its sender-0 rows: 0 the bot has it
 * (closed), 1 an attendant has it in attendance (active), 2 waiting for a person (pending). The
 * statistics count a period's chats by it without reading the customers (docs/0053).
 */
export const stateOf = (c: string) =>
  `(case when ${c}.bot_enabled = 1 then 0 when ${c}.atendimento = 1 and ${c}.seller_id is not null then 1 else 2 end)`;
const STATE_UPDATE = `update chat_days set state = ${stateOf('new')} where customer_id = new.id and sender_id = 0`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function sqliteLinks(db: Kysely<any>) {
  await sql`create trigger chat_days_link_insert after insert on chat_days begin ${sql.raw(LINK_INSERT('new'))} end`.execute(
    db,
  );
  await sql`create trigger chat_days_link_delete after delete on chat_days begin ${sql.raw(LINK_DELETE('old'))} end`.execute(
    db,
  );
  await sql`create trigger chat_days_state after update of bot_enabled, atendimento, seller_id on customers
    when ${sql.raw(stateOf('old'))} <> ${sql.raw(stateOf('new'))}
    begin ${sql.raw(STATE_UPDATE)}; end`.execute(db);
}

/**
 * PostgreSQL: two messages of one customer on two new days, written at once, would each miss the
 * other's uncommitted day and both count as the customer's first in a period. The trigger locks
 * the customer's row first, so the second waits until the first commits and its statements then
 * see the first's day. The row lock, not an advisory one: writers of a message already update its
 * customer (last_activity), so both orders of the two writes take the same lock and none waits
 * on a lock the other holds.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function postgresLinks(db: Kysely<any>) {
  await sql`create function chat_days_link() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        perform 1 from customers where id = new.customer_id for no key update;
        ${sql.raw(LINK_INSERT('new'))}
      else
        perform 1 from customers where id = old.customer_id for no key update;
        ${sql.raw(LINK_DELETE('old'))}
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger chat_days_link_insert after insert on chat_days for each row execute function chat_days_link()`.execute(
    db,
  );
  await sql`create trigger chat_days_link_delete after delete on chat_days for each row execute function chat_days_link()`.execute(
    db,
  );
  // The customer's row is being updated, so this holds its lock: a new chat day waits for it.
  await sql`create function chat_days_state() returns trigger language plpgsql as $$
    begin
      ${sql.raw(STATE_UPDATE)};
      return null;
    end $$`.execute(db);
  await sql`create trigger chat_days_state after update of bot_enabled, atendimento, seller_id on customers
    for each row when (${sql.raw(stateOf('old'))} <> ${sql.raw(stateOf('new'))})
    execute function chat_days_state()`.execute(db);
}

/** bandOf as plain SQL text, for the plpgsql bodies built as text. */
function bandSql(seconds: string) {
  const cases = RESPONSE_TIME_BUCKETS.flatMap((b, i) =>
    b.maxSeconds === null ? [] : [`when ${seconds} <= ${b.maxSeconds} then ${i}`],
  );
  return `(case ${cases.join(' ')} else ${RESPONSE_TIME_BUCKETS.length - 1} end)`;
}
