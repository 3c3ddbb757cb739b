import type { Kysely } from 'kysely';
import { idColumn } from '../migrate';

/**
 * Who was given which chat, by whom and when (issue 29): the bell's 'chat_assigned' items are
 * read from here (docs/0038), assigned to me by someone else in the last 7 days. The row is
 * written in the assignment's transaction, so the bell never shows an assignment that did not
 * happen, nor misses one that did. The customers row keeps only the current attendant; a chat
 * handed on later stays in the bell of the one it was first given to, as it happened.
 * (staff_id, created_at) serves both the bell's read and the count poll's ETag.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const id = idColumn(db);
  await db.schema
    .createTable('chat_assignments')
    .addColumn('id', id.type, id.build)
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('assigned_by', 'integer', (c) => c.references('staff.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('chat_assignments_staff')
    .on('chat_assignments')
    .columns(['staff_id', 'created_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('chat_assignments').execute();
}
