import type { Db } from '../src/db';

/** An 'Oi' in a customer's chat at `at`: theirs, or with `senderId` a staff reply; migration tests count such rows. */
export async function insertChatMessage(db: Db, customerId: number, at: string, senderId: number | null = null) {
  await db
    .insertInto('messages')
    .values({
      customer_id: customerId,
      content: 'Oi',
      direction: senderId ? 'outgoing' : 'incoming',
      sender_id: senderId,
      external_id: null,
      created_at: at,
    })
    .execute();
}
