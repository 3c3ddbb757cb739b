import { sql, type Kysely } from 'kysely';
import { customerSearchText } from '@ponte/domain/customers';
import { foldText } from '@ponte/domain/search';
import { isPostgres } from '../migrate';

/**
 * Issue 17, search that scales (docs/0025). Customer, list and conversation search read the
 * folded `search_text` of customers and shopping lists through a trigram index instead of a
 * scan: on SQLite an external-content FTS5 table per searched table (`<table>_search`, trigram
 * tokenizer, kept in step by triggers), on PostgreSQL a pg_trgm GIN index on the column. Every
 * row's search_text is first written again as the write paths compute it today, so rows written
 * by older code or without one are found too.
 */
const TABLES = ['customers', 'shopping_lists'] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // PostgreSQL runs a migration in a transaction already; SQLite does not: one commit, not one per row.
  if (db.isTransaction) await refreshSearchText(db);
  else await db.transaction().execute(refreshSearchText);
  if (isPostgres(db)) await createTrigramIndexes(db);
  else for (const table of TABLES) await createTrigramTable(db, table);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    if (isPostgres(db)) {
      await sql`drop index if exists ${sql.id(`${table}_search_trgm`)}`.execute(db);
      continue;
    }
    for (const suffix of ['insert', 'delete', 'update'])
      await sql`drop trigger if exists ${sql.id(`${table}_search_${suffix}`)}`.execute(db);
    await sql`drop table if exists ${sql.table(`${table}_search`)}`.execute(db);
  }
}

const BATCH = 1000;

/** Rewrites search_text where it differs from what the write paths compute, a batch of ids at a time. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function refreshSearchText(db: Kysely<any>) {
  type Row = { id: number; search_text: string; name: string; email?: string | null; phone?: string };
  const rewrite = async (table: (typeof TABLES)[number], columns: string[], text: (row: Row) => string) => {
    for (let after = 0; ;) {
      const rows = (await db
        .selectFrom(table)
        .select(['id', 'search_text', ...columns])
        .where('id', '>', after)
        .orderBy('id')
        .limit(BATCH)
        .execute()) as Row[];
      if (rows.length === 0) return;
      for (const row of rows) {
        const fresh = text(row);
        if (fresh !== row.search_text)
          await db.updateTable(table).set({ search_text: fresh }).where('id', '=', row.id).execute();
      }
      after = rows[rows.length - 1]!.id;
    }
  };
  await rewrite('customers', ['name', 'email', 'phone'], (r) =>
    customerSearchText({ name: r.name, email: r.email ?? null, phone: r.phone ?? '' }),
  );
  await rewrite('shopping_lists', ['name'], (r) => foldText(r.name));
}

/**
 * The trigram tokenizer indexes every run of three characters, so a quoted phrase matches any
 * substring of three or more. Case is left alone (case_sensitive 1): search_text and the terms
 * are folded already, and matching them as written keeps the answers those of LIKE. The table
 * holds no copy of the text (content=): the triggers hand it each row's old and new search_text.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function createTrigramTable(db: Kysely<any>, table: string) {
  const fts = sql.table(`${table}_search`);
  const source = sql.table(table);
  const name = (suffix: string) => sql.id(`${table}_search_${suffix}`);
  await sql`create virtual table ${fts} using fts5(search_text, content=${sql.lit(table)}, content_rowid='id', tokenize='trigram case_sensitive 1')`.execute(
    db,
  );
  await sql`create trigger ${name('insert')} after insert on ${source} begin
    insert into ${fts} (rowid, search_text) values (new.id, new.search_text);
  end`.execute(db);
  await sql`create trigger ${name('delete')} after delete on ${source} begin
    insert into ${fts} (${fts}, rowid, search_text) values ('delete', old.id, old.search_text);
  end`.execute(db);
  // Only when search_text is written: a customer's row changes with every message (last_activity, version).
  await sql`create trigger ${name('update')} after update of search_text on ${source} begin
    insert into ${fts} (${fts}, rowid, search_text) values ('delete', old.id, old.search_text);
    insert into ${fts} (rowid, search_text) values (new.id, new.search_text);
  end`.execute(db);
  await sql`insert into ${fts} (${fts}) values ('rebuild')`.execute(db);
}

/**
 * pg_trgm is a trusted extension (any user who may create in the database may add it). It lives
 * in one schema per database; the operator class is named with that schema, so the index is
 * built whatever the search_path is (the tests give each file its own schema).
 * fastupdate off: a new row goes into the index at once rather than into GIN's pending list,
 * which every search would read through until the next vacuum, and which makes the planner
 * price the index above a scan. Customers and lists are written a few at a time.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function createTrigramIndexes(db: Kysely<any>) {
  await sql`create extension if not exists pg_trgm`.execute(db);
  const { rows } = await sql<{
    schema: string;
  }>`select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(
    db,
  );
  const opclass = sql`${sql.id(rows[0]!.schema)}.gin_trgm_ops`;
  for (const table of TABLES)
    await sql`create index ${sql.id(`${table}_search_trgm`)} on ${sql.table(table)} using gin (search_text ${opclass}) with (fastupdate = off)`.execute(
      db,
    );
}
