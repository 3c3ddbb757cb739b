import { sql, type Kysely } from 'kysely';
import { foldText } from '@ponte/domain/search';
import { isPostgres } from '../migrate';

/**
 * Issue 18, the top bar's message search (docs/0037). Each message gets `search_text`, its
 * content folded as customers' is (foldText: accents removed, lower case), written by the server
 * with the message, and a trigram index over it: an external-content FTS5 table
 * `messages_search` kept in step by triggers on SQLite, a pg_trgm GIN index on PostgreSQL. The
 * same substring answers as `search_text like '%term%'` on both (db/search.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('messages')
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  // PostgreSQL runs a migration in a transaction already; SQLite does not: one commit, not one per row.
  if (db.isTransaction) await foldExisting(db);
  else await db.transaction().execute(foldExisting);
  if (isPostgres(db)) await createTrigramIndex(db);
  else await createTrigramTable(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await sql`drop index if exists messages_search_trgm`.execute(db);
  else {
    for (const suffix of ['insert', 'delete', 'update'])
      await sql`drop trigger if exists ${sql.id(`messages_search_${suffix}`)}`.execute(db);
    await sql`drop table if exists messages_search`.execute(db);
  }
  await db.schema.alterTable('messages').dropColumn('search_text').execute();
}

const BATCH = 1000;

/** Every stored message's folded text, a batch of ids at a time (JavaScript's folding: see docs/0025). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function foldExisting(db: Kysely<any>) {
  for (let after = 0; ;) {
    const rows = (await db
      .selectFrom('messages')
      .select(['id', 'content'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute()) as { id: number; content: string }[];
    if (rows.length === 0) return;
    for (const row of rows) {
      const folded = foldText(row.content);
      if (folded) await db.updateTable('messages').set({ search_text: folded }).where('id', '=', row.id).execute();
    }
    after = rows[rows.length - 1]!.id;
  }
}

/**
 * As customers_search (migration 0025): trigram tokenizer, case left alone (the text is folded
 * already), no copy of the text (content=). The update trigger fires only when search_text is
 * written: a message's row changes with its delivery status and the gateway's id.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function createTrigramTable(db: Kysely<any>) {
  await sql`create virtual table messages_search using fts5(search_text, content='messages', content_rowid='id', tokenize='trigram case_sensitive 1')`.execute(
    db,
  );
  await sql`create trigger messages_search_insert after insert on messages begin
    insert into messages_search (rowid, search_text) values (new.id, new.search_text);
  end`.execute(db);
  await sql`create trigger messages_search_delete after delete on messages begin
    insert into messages_search (messages_search, rowid, search_text) values ('delete', old.id, old.search_text);
  end`.execute(db);
  await sql`create trigger messages_search_update after update of search_text on messages begin
    insert into messages_search (messages_search, rowid, search_text) values ('delete', old.id, old.search_text);
    insert into messages_search (rowid, search_text) values (new.id, new.search_text);
  end`.execute(db);
  await sql`insert into messages_search (messages_search) values ('rebuild')`.execute(db);
}

/**
 * pg_trgm as for customers (0025), but with GIN's fast update left on (the default): messages
 * arrive many a second, and the pending list turns their index writes into one bulk insert at
 * the next vacuum or when it fills (gin_pending_list_limit), which a search reads through.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function createTrigramIndex(db: Kysely<any>) {
  await sql`create extension if not exists pg_trgm`.execute(db);
  const { rows } = await sql<{
    schema: string;
  }>`select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(
    db,
  );
  await sql`create index messages_search_trgm on messages using gin (search_text ${sql.id(rows[0]!.schema)}.gin_trgm_ops)`.execute(
    db,
  );
}
