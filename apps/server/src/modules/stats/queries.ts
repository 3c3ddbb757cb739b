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

/**
 * The overview's converted chats: customers who wrote or were written to in [from, to) and had a
 * confirmed sale in it (docs/0020). A subset of the period's chats, so the rate never passes 100 %.
 * Read from the period's confirmed sales (status, created_at index), each checked against the
 * customer's messages (customer index).
 */
export async function chattedBuyers(db: Db, range: { from: string; to: string }) {
  const row = await db
    .selectFrom('sales as s')
    .select((eb) => eb.fn.count('s.customer_id').distinct().as('n'))
    .where('s.status', '=', 'confirmed')
    .where('s.created_at', '>=', range.from)
    .where('s.created_at', '<', range.to)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('messages as m')
          .select('m.id')
          .whereRef('m.customer_id', '=', 's.customer_id')
          .where('m.created_at', '>=', range.from)
          .where('m.created_at', '<', range.to),
      ),
    )
    .executeTakeFirstOrThrow();
  return toCount(row.n);
}
