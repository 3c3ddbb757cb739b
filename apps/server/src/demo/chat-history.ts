import { backfillChatResponses } from '../db/migrations/0019-chat-statistics';
import type { Demo } from './context';

/**
 * What the chat statistics read of the seeded chats: their answered questions (the messages were
 * inserted in bulk, so the migration's backfill records them) and, for one handled chat in five,
 * a transfer from another attendant an hour before its last message.
 */
export async function seedChatHistory(demo: Demo, sellers: { id: number }[]) {
  await backfillChatResponses(demo.db);
  const handled = await demo.db
    .selectFrom('customers')
    .select(['id', 'seller_id', 'last_activity'])
    .where('seller_id', 'is not', null)
    .where('last_activity', 'is not', null)
    .orderBy('id')
    .execute();
  const transfers = handled
    .filter((_, i) => i % 5 === 0)
    .flatMap((c) => {
      const from = sellers.find((s) => s.id !== c.seller_id);
      if (!from) return [];
      const at = new Date(Date.parse(c.last_activity!) - 3_600_000);
      return [
        {
          customer_id: c.id,
          from_staff_id: from.id,
          to_staff_id: c.seller_id,
          transferred_by: 1,
          created_at: demo.iso(at),
        },
      ];
    });
  if (transfers.length) await demo.db.insertInto('chat_transfers').values(transfers).execute();
}
