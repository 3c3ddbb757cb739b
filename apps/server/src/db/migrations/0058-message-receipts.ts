import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../migrate';

/**
 * Issue 31, delivery ticks. WhatsApp's receipts of the shop's messages (Evolution's
 * `messages.update`) are kept per gateway message id, apart from `messages`: a receipt can
 * arrive before Ponte has stored the message it speaks of (the gateway answers the send, and
 * WhatsApp acknowledges it, while the screen is still recording it). A message's status is read
 * with its receipt joined by that id, so neither order loses a tick (docs/0059).
 *
 * `rank` orders the receipts (failed 1, sent 2, delivered 3, read 4): an upsert keeps the highest,
 * so a late 'delivered' never takes back a 'read'.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('message_receipts')
    .addColumn('external_id', 'text', (c) => c.primaryKey())
    .addColumn('rank', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .$call((t) => (isPostgres(db) ? t : t.modifyEnd(sql`without rowid`)))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('message_receipts').execute();
}
