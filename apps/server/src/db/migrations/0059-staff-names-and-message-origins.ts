import type { Kysely } from 'kysely';

/**
 * Issue 31, names not logins. A staff member's sign-in name ('carla.mendes') was what customers'
 * chats, escalations and tasks showed; `display_name` is the name people know them by ('Carla
 * Mendes'), shown wherever a person is named (the sign-in name when it is empty).
 *
 * `messages.origin`: 'phone' for a message the shop typed on its own phone (the gateway's echo),
 * so the chat tells it from the bot's replies, which were stored the same way (no sender). Older
 * rows keep null and read as before: an outgoing message with no sender is the bot's.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('staff').addColumn('display_name', 'text').execute();
  await db.schema.alterTable('messages').addColumn('origin', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('messages').dropColumn('origin').execute();
  await db.schema.alterTable('staff').dropColumn('display_name').execute();
}
