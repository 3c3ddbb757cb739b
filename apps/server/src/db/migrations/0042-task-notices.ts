import type { Kysely } from 'kysely';
import { idColumn } from '../migrate';

/**
 * What a task's creator and assignee are told of (issue 29, docs/0048): one row per event, not
 * per person (who hears it is read from the task: its creator and assignee, never the actor).
 * A due-date reminder carries the due date it reminds of, and the unique index on (task, kind,
 * due date) is what makes it once per task and due date, however many instances scan at once:
 * the losing insert does nothing. Comments, status changes and edits carry no due date, and
 * NULLs never collide in a unique index (both engines), so those rows are not limited.
 * tasks (status, due_date) serves the 'Atrasadas' filter and the reminders' scan.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const id = idColumn(db);
  await db.schema
    .createTable('task_notices')
    .addColumn('id', id.type, id.build)
    .addColumn('task_id', 'integer', (c) => c.notNull().references('tasks.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'integer', (c) => c.references('staff.id').onDelete('set null'))
    .addColumn('status', 'text')
    .addColumn('due_date', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('task_notices_reminder')
    .unique()
    .on('task_notices')
    .columns(['task_id', 'kind', 'due_date'])
    .execute();
  await db.schema.createIndex('task_notices_created').on('task_notices').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('tasks_status_due').on('tasks').columns(['status', 'due_date']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('tasks_status_due').execute();
  await db.schema.dropTable('task_notices').execute();
}
