import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../migrate';

/**
 * Issue 17, counts that stay cheap (docs/0036). The customers and lists screens show totals that
 * need a scan: the summary cards, the list counters, and the total of a search whose term is too
 * short for the trigram index. They change only when a row is added or removed or one of a few
 * columns changes, so the database keeps one number, `count_revision.revision`, that those writes
 * raise (triggers, whoever writes: services, the demo, bulk inserts), and a count is kept in
 * memory until the number moves (db/count-cache.ts). One row for both tables: a transaction that
 * writes both takes one lock, so two of them cannot wait on each other in opposite orders.
 */
const CUSTOMER_COLUMNS = ['search_text', 'last_activity'] as const;
const LIST_COLUMNS = ['search_text', 'status', 'customer_id', 'applied_subscription_id'] as const;

// What a change of each column must look like to move a count: last_activity only counts as
// null or not ("Usuários Ativos"), every message rewrites it.
const changed = (column: string) =>
  column === 'last_activity'
    ? `(old.last_activity is null) <> (new.last_activity is null)`
    : `old.${column} is distinct from new.${column}`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('count_revision')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('revision', 'integer', (c) => c.notNull())
    .execute();
  await db.insertInto('count_revision').values({ id: 1, revision: 0 }).execute();
  if (isPostgres(db)) await postgresTriggers(db);
  else await sqliteTriggers(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['customers', 'shopping_lists'])
    for (const suffix of ['insert', 'delete', 'update'])
      await sql`drop trigger if exists ${sql.id(`${table}_count_${suffix}`)}${isPostgres(db) ? sql` on ${sql.table(table)}` : sql``}`.execute(
        db,
      );
  if (isPostgres(db)) await sql`drop function if exists bump_count_revision()`.execute(db);
  await db.schema.dropTable('count_revision').execute();
}

const tables = [
  ['customers', CUSTOMER_COLUMNS],
  ['shopping_lists', LIST_COLUMNS],
] as const;

const bump = 'update count_revision set revision = revision + 1 where id = 1;';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function sqliteTriggers(db: Kysely<any>) {
  // SQLite's `is distinct from` is `is not`.
  const when = (columns: readonly string[]) =>
    columns.map((c) => changed(c).replace('is distinct from', 'is not')).join(' or ');
  for (const [table, columns] of tables) {
    const name = (suffix: string) => sql.id(`${table}_count_${suffix}`);
    const source = sql.table(table);
    await sql`create trigger ${name('insert')} after insert on ${source} begin ${sql.raw(bump)} end`.execute(db);
    await sql`create trigger ${name('delete')} after delete on ${source} begin ${sql.raw(bump)} end`.execute(db);
    await sql`create trigger ${name('update')} after update of ${sql.join(columns.map((c) => sql.id(c)))} on ${source}
      when ${sql.raw(when(columns))} begin ${sql.raw(bump)} end`.execute(db);
  }
}

/**
 * PostgreSQL: the number is raised at commit (deferred constraint triggers), once per
 * transaction. Raised during the transaction, its row lock would be held while the transaction
 * goes on to lock other rows, and a transaction holding one of those and then raising the number
 * would deadlock with it (a list confirmed while a customer's first message is stored did). At
 * commit a transaction waits for nothing else once it has the row, and the new number and the
 * data become visible together. The table is found through the search_path when the trigger
 * runs, like every statement of the connection (each test file has its own schema).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function postgresTriggers(db: Kysely<any>) {
  await sql`create function bump_count_revision() returns trigger language plpgsql as $$
    begin
      if current_setting('ponte.count_revision_raised', true) is distinct from txid_current()::text then
        perform set_config('ponte.count_revision_raised', txid_current()::text, true);
        ${sql.raw(bump)}
      end if;
      return null;
    end $$`.execute(db);
  for (const [table, columns] of tables) {
    const name = (suffix: string) => sql.id(`${table}_count_${suffix}`);
    const source = sql.table(table);
    const deferred = sql`deferrable initially deferred for each row`;
    await sql`create constraint trigger ${name('insert')} after insert on ${source} ${deferred} execute function bump_count_revision()`.execute(
      db,
    );
    await sql`create constraint trigger ${name('delete')} after delete on ${source} ${deferred} execute function bump_count_revision()`.execute(
      db,
    );
    await sql`create constraint trigger ${name('update')} after update of ${sql.join(columns.map((c) => sql.id(c)))} on ${source}
      ${deferred} when (${sql.raw(columns.map(changed).join(' or '))}) execute function bump_count_revision()`.execute(
      db,
    );
  }
}
