import { sql, type Kysely } from 'kysely';
import { chatDayCells } from '../chat-day-counts';
import { idColumn, isPostgres, createRowTriggers } from '../migrate';

/**
 * Issue 30, chat day counts (docs/0057). The period's chats, by status and per attendant, counted
 * the period's chat_days rows whose previous day falls before it: a row per customer and day, 212k
 * for a year. `chat_day_counts` holds those rows as counts per cell (db/chat-day-counts.ts): the
 * chat days of a day or month, and the links between a day and its previous one at four grains, so
 * a period reads its days' totals less the links inside it, a few thousand cells for a year.
 *
 * Writers never update a shared cell: triggers on chat_days append each change to
 * `chat_day_counts_pending` (−the old cells, +the new ones) and a fold (modules/chats/day-counts.ts)
 * moves them into `chat_day_counts` later, as activity_daily's (docs/0054). A read sums both.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (db.isTransaction || isPostgres(db)) await create(db);
  // SQLite migrations run outside a transaction: the tables, the triggers and the counts land together.
  else await db.transaction().execute(create);
}

const COLUMNS = 'grain, day, prev, sender_id, state';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function create(db: Kysely<any>) {
  const pg = isPostgres(db);
  const id = idColumn(db);
  // A period reads, per grain and sender, a list of days or months and a range of previous ones:
  // one seek per day, then the range.
  await db.schema
    .createTable('chat_day_counts')
    .addColumn('grain', 'integer', (c) => c.notNull())
    .addColumn('sender_id', 'integer', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('prev', 'text', (c) => c.notNull())
    .addColumn('state', 'integer', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('chat_day_counts_key', ['grain', 'sender_id', 'day', 'prev', 'state'])
    .$call((t) => (pg ? t : t.modifyEnd(sql`without rowid`)))
    .execute();
  // Appended to on every change of a chat day and read whole by the fold and by each report.
  await db.schema
    .createTable('chat_day_counts_pending')
    .addColumn('id', id.type, id.build)
    .addColumn('grain', 'integer', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('prev', 'text', (c) => c.notNull())
    .addColumn('sender_id', 'integer', (c) => c.notNull())
    .addColumn('state', 'integer', (c) => c.notNull())
    .addColumn('delta', 'integer', (c) => c.notNull())
    .execute();
  if (pg) await postgresTriggers(db);
  else await sqliteTriggers(db);
  // Triggers first: on PostgreSQL creating them locks chat_days until this commits, so no change
  // slips between the fill and the triggers.
  await sql`insert into chat_day_counts (${sql.raw(COLUMNS)}, n)
    select c.grain, c.day, c.prev, c.sender_id, c.state, count(*)
    from (${sql.raw(chatDayCells('d', 1, 'all', 'chat_days'))}) c
    group by c.grain, c.day, c.prev, c.sender_id, c.state`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  for (const name of [
    'chat_day_counts_insert',
    'chat_day_counts_delete',
    'chat_day_counts_state',
    'chat_day_counts_link',
  ])
    await sql`drop trigger if exists ${sql.id(name)}${pg ? sql` on chat_days` : sql``}`.execute(db);
  if (pg) await sql`drop function if exists chat_day_counts_track()`.execute(db);
  await db.schema.dropTable('chat_day_counts_pending').execute();
  await db.schema.dropTable('chat_day_counts').execute();
}

const PENDING = `insert into chat_day_counts_pending (${COLUMNS}, delta)`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function sqliteTriggers(db: Kysely<any>) {
  const append = (cells: string) => sql.raw(`${PENDING} ${cells};`);
  await sql`create trigger chat_day_counts_insert after insert on chat_days
    begin ${append(chatDayCells('new', 1))} end`.execute(db);
  await sql`create trigger chat_day_counts_delete after delete on chat_days
    begin ${append(chatDayCells('old', -1))} end`.execute(db);
  // A new state moves the row's totals and links; a new previous day only its links.
  await sql`create trigger chat_day_counts_state after update of state, prev_day, day, sender_id on chat_days
    when old.state <> new.state or old.day <> new.day or old.sender_id <> new.sender_id
    begin ${append(chatDayCells('old', -1))} ${append(chatDayCells('new', 1))} end`.execute(db);
  await sql`create trigger chat_day_counts_link after update of prev_day on chat_days
    when old.state = new.state and old.day = new.day and old.sender_id = new.sender_id and old.prev_day <> new.prev_day
    begin ${append(chatDayCells('old', -1, 'links'))} ${append(chatDayCells('new', 1, 'links'))} end`.execute(db);
}

/** PostgreSQL: one function for the four events, per row (a link's update is per row anyway). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function postgresTriggers(db: Kysely<any>) {
  await sql`create function chat_day_counts_track() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        ${sql.raw(PENDING)} ${sql.raw(chatDayCells('new', 1))};
      elsif tg_op = 'DELETE' then
        ${sql.raw(PENDING)} ${sql.raw(chatDayCells('old', -1))};
      elsif old.state <> new.state or old.day <> new.day or old.sender_id <> new.sender_id then
        ${sql.raw(PENDING)} ${sql.raw(chatDayCells('old', -1))};
        ${sql.raw(PENDING)} ${sql.raw(chatDayCells('new', 1))};
      elsif old.prev_day <> new.prev_day then
        ${sql.raw(PENDING)} ${sql.raw(chatDayCells('old', -1, 'links'))};
        ${sql.raw(PENDING)} ${sql.raw(chatDayCells('new', 1, 'links'))};
      end if;
      return null;
    end $$`.execute(db);
  await createRowTriggers(db, {
    prefix: 'chat_day_counts',
    table: 'chat_days',
    fn: 'chat_day_counts_track',
    updateOf: 'state, prev_day, day, sender_id',
    updateName: 'state',
  });
}
