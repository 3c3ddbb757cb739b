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
 * The overview's converted chats: customers with a confirmed sale in the period's instants who
 * chatted on one of its shop days (docs/0020). A subset of the period's chats, so the rate never
 * passes 100 %. Read from the period's confirmed sales (status, created_at index), each checked
 * against the customer's days in chat_days (customer_id, sender_id, day), not their messages (docs/0053).
 */
export async function chattedBuyers(db: Db, period: { from: string; to: string; firstDay: string; lastDay: string }) {
  const row = await db
    .selectFrom('sales as s')
    .select((eb) => eb.fn.count('s.customer_id').distinct().as('n'))
    .where('s.status', '=', 'confirmed')
    .where('s.created_at', '>=', period.from)
    .where('s.created_at', '<', period.to)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('chat_days as d')
          .select('d.customer_id')
          .whereRef('d.customer_id', '=', 's.customer_id')
          .where('d.sender_id', '=', 0)
          .where('d.day', '>=', period.firstDay)
          .where('d.day', '<=', period.lastDay),
      ),
    )
    .executeTakeFirstOrThrow();
  return toCount(row.n);
}
