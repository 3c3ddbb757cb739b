import type { Kysely } from 'kysely';
import { idColumn } from '../migrate';

/**
 * Tasks and their comments (spec 3, /tarefas). A task may be assigned to a staff member and
 * related to a customer; due_date is a shop day 'YYYY-MM-DD'. The indexes serve the two lists
 * (an admin's filtered list, a staff member's own tasks), the customer's tasks and the
 * dashboard's open tasks.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const id = idColumn(db);
  await db.schema
    .createTable('tasks')
    .addColumn('id', id.type, id.build)
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('assigned_to', 'integer', (c) => c.references('staff.id'))
    .addColumn('related_to_user', 'integer', (c) => c.references('customers.id').onDelete('set null'))
    .addColumn('priority', 'text', (c) => c.notNull().defaultTo('medium'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('due_date', 'text')
    .addColumn('created_by', 'integer', (c) => c.references('staff.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('tasks_status_created').on('tasks').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('tasks_assigned').on('tasks').columns(['assigned_to', 'status', 'created_at']).execute();
  await db.schema.createIndex('tasks_created_by').on('tasks').column('created_by').execute();
  await db.schema.createIndex('tasks_customer').on('tasks').column('related_to_user').execute();
  await db.schema
    .createTable('task_comments')
    .addColumn('id', id.type, id.build)
    .addColumn('task_id', 'integer', (c) => c.notNull().references('tasks.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('staff.id'))
    .addColumn('comment', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('task_comments_task').on('task_comments').columns(['task_id', 'id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('task_comments').execute();
  await db.schema.dropTable('tasks').execute();
}
