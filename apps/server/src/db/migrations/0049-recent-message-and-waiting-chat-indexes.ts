import type { Kysely } from 'kysely';

/**
 * Issue 30. The webhook asks, for every message it stores, whether the same text came from or
 * went to that customer in the last minutes (a bot repeating a customer's words, the gateway's
 * echo of a send recorded without its id). Through messages_customer (customer_id, id) that
 * walks the customer's whole history; with (customer_id, direction, created_at) it is a seek
 * into the last minutes of one direction of one chat.
 *
 * The chat screens' polls (/chats/waiting, /chats/stats) count and list the chats the bot is not
 * handling, which over tens of thousands of customers is a full scan of the table each time; the
 * handful of those rows sit together in (bot_enabled, seller_id, last_activity, id), in the
 * order the waiting list is shown, with atendimento for the counts.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('messages_customer_recent')
    .on('messages')
    .columns(['customer_id', 'direction', 'created_at'])
    .execute();
  await db.schema
    .createIndex('customers_chat_state')
    .on('customers')
    // atendimento last: the panel's counts read it from here, not from the table.
    .columns(['bot_enabled', 'seller_id', 'last_activity', 'id', 'atendimento'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('customers_chat_state').execute();
  await db.schema.dropIndex('messages_customer_recent').execute();
}
