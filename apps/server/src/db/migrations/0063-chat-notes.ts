import type { Kysely } from 'kysely';
import { idColumn } from '../migrate';

/**
 * Issue 32, 'Notas internas'. Notes live apart from `messages`: nothing that counts, sends,
 * forwards or searches customer messages (unread counts, the bot, response times, the gateway)
 * can ever take a note for one. A customer's notes are read newest first by
 * (customer_id, id); a staff member's mentions for the bell by (staff_id, note_id).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const id = idColumn(db);
  await db.schema
    .createTable('chat_notes')
    .addColumn('id', id.type, id.build)
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('author_id', 'integer', (c) => c.references('staff.id').onDelete('set null'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('chat_notes_customer').on('chat_notes').columns(['customer_id', 'id']).execute();
  await db.schema
    .createTable('chat_note_mentions')
    .addColumn('note_id', 'integer', (c) => c.notNull().references('chat_notes.id').onDelete('cascade'))
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('chat_note_mentions_pk', ['note_id', 'staff_id'])
    .execute();
  await db.schema
    .createIndex('chat_note_mentions_staff')
    .on('chat_note_mentions')
    .columns(['staff_id', 'note_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('chat_note_mentions').execute();
  await db.schema.dropTable('chat_notes').execute();
}
