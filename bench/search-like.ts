// The search statements as they were before the trigram index (migration 0025): a LIKE scan of
// search_text. Only the statements that find and count the rows, not the rest of each route's
// work (the page's details, the summary cards), so they are a floor for what the old routes cost.
// PostgreSQL would serve these LIKEs from the new pg_trgm index: bitmap scans, the only way a GIN
// index is read, are turned off for them.
import { sql } from 'kysely';
import type { Db } from '../apps/server/src/db';
import { isPostgres } from '../apps/server/src/db/migrate';
import { likeContains } from '../apps/server/src/db/like';

export function oldSearches(handle: Db) {
  const withoutIndex = <T>(work: (db: Db) => Promise<T>) =>
    isPostgres(handle)
      ? handle.transaction().execute(async (tx) => {
          await sql`set local enable_bitmapscan = off`.execute(tx);
          return work(tx);
        })
      : work(handle);
  return {
    customers: (pattern: string) => withoutIndex((db) => statements(db).customers(pattern)),
    lists: (pattern: string) => withoutIndex((db) => statements(db).lists(pattern)),
    conversations: (pattern: string) => withoutIndex((db) => statements(db).conversations(pattern)),
  };
}

function statements(db: Db) {
  const customers = (pattern: string) =>
    db.selectFrom('customers as c').where(likeContains(sql.ref('c.search_text'), pattern));
  const lists = (pattern: string) =>
    db
      .selectFrom('shopping_lists as l')
      .innerJoin('customers as c', 'c.id', 'l.customer_id')
      .where((eb) =>
        eb.or([likeContains(sql.ref('l.search_text'), pattern), likeContains(sql.ref('c.search_text'), pattern)]),
      );
  return {
    /** A page of 20 ids in the screen's order and the count of all matches. */
    customers: async (pattern: string) => {
      const [page, count] = await Promise.all([
        customers(pattern)
          .select('c.id')
          .orderBy('c.last_activity', (ob) => ob.desc().nullsLast())
          .orderBy('c.id', 'desc')
          .limit(20)
          .execute(),
        customers(pattern)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { ids: page.map((r) => r.id), total: Number(count.n) };
    },
    /** A page of 50 list ids, newest first, and the count. */
    lists: async (pattern: string) => {
      const [page, count] = await Promise.all([
        lists(pattern).select('l.id').orderBy('l.created_at', 'desc').orderBy('l.id', 'desc').limit(50).execute(),
        lists(pattern)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { ids: page.map((r) => r.id), total: Number(count.n) };
    },
    /** The inbox statement whole: 30 conversations with their last message and unread count. */
    conversations: (pattern: string) =>
      db
        .selectFrom('customers as c')
        .where(likeContains(sql.ref('c.search_text'), pattern))
        .select([
          'c.id',
          'c.name',
          sql<
            string | null
          >`(select m.content from messages m where m.customer_id = c.id order by m.id desc limit 1)`.as(
            'last_message',
          ),
          sql<number>`(select count(*) from messages m where m.customer_id = c.id and m.direction = 'incoming' and m.id > coalesce((select r.last_read_message_id from conversation_reads r where r.staff_id = 1 and r.customer_id = c.id), 0))`.as(
            'unread',
          ),
        ])
        .where('c.last_activity', 'is not', null)
        .orderBy('c.last_activity', 'desc')
        .orderBy('c.id', 'desc')
        .limit(30)
        .execute(),
  };
}
