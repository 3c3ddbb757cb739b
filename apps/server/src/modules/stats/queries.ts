import { sql } from 'kysely';
import type { Db } from '../../db';
import { toCount } from '../../db';

export async function countOverview(db: Db) {
  const count = (table: 'customers' | 'messages' | 'shopping_lists') =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
  const [customers, messages, lists, active] = await Promise.all([
    count('customers'),
    count('messages'),
    count('shopping_lists'),
    db
      .selectFrom('shopping_lists')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('status', '=', 'active')
      .executeTakeFirstOrThrow(),
  ]);
  return {
    totalUsers: toCount(customers.n),
    totalMessages: toCount(messages.n),
    totalLists: toCount(lists.n),
    activeLists: toCount(active.n),
  };
}

/** The health check's proof that the database answers. */
export const pingDatabase = (db: Db) => sql`select 1`.execute(db);
