import type { Kysely } from 'kysely';

/**
 * Issue 32, fair assignment: a staff member's own limit of open conversations (null: the shop's
 * default), and the offers of waiting chats ('offer' mode), one per chat: a newer offer of the
 * same chat replaces the older.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('staff').addColumn('chat_limit', 'integer').execute();
  await db.schema
    .createTable('chat_offers')
    .addColumn('customer_id', 'integer', (c) => c.primaryKey().references('customers.id').onDelete('cascade'))
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('offered_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('chat_offers_staff').on('chat_offers').column('staff_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('chat_offers').execute();
  await db.schema.alterTable('staff').dropColumn('chat_limit').execute();
}
