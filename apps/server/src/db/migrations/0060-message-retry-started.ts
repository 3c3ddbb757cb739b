import type { Kysely } from 'kysely';

/**
 * Issue 31, a retry that never finished. `messages.sending_at` is when a retry took the message
 * ('sending'). A server stopped mid-send leaves the row 'sending'; once that is older than any
 * send can take, the message reads as failed and can be retried again (conversations/delivery.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('messages').addColumn('sending_at', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('messages').dropColumn('sending_at').execute();
}
