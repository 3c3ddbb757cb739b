import type { Kysely } from 'kysely';

/**
 * Issue 18, the bell (docs/0038). The feed is read from the tables that already hold each event
 * (messages, escalations, tasks, sales); what a staff member has seen is one row each, a "read up
 * to" watermark: the last incoming message id (messages carry the gateway's own time, which can
 * be late) and a time for everything else (escalations, assignments and sales are stamped by the
 * server). A task's assignment gets its own time and author: updated_at moves with every change.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('notification_reads')
    .addColumn('staff_id', 'integer', (c) => c.primaryKey().references('staff.id').onDelete('cascade'))
    .addColumn('message_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('read_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('tasks').addColumn('assigned_at', 'text').execute();
  await db.schema
    .alterTable('tasks')
    .addColumn('assigned_by', 'integer', (c) => c.references('staff.id'))
    .execute();
  await db
    .updateTable('tasks')
    .set((eb) => ({ assigned_at: eb.ref('created_at'), assigned_by: eb.ref('created_by') }))
    .where('assigned_to', 'is not', null)
    .execute();
  await db.schema.createIndex('tasks_assigned_at').on('tasks').columns(['assigned_to', 'assigned_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('tasks_assigned_at').execute();
  await db.schema.alterTable('tasks').dropColumn('assigned_by').execute();
  await db.schema.alterTable('tasks').dropColumn('assigned_at').execute();
  await db.schema.dropTable('notification_reads').execute();
}
