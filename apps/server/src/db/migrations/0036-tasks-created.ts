import type { Kysely } from 'kysely';

/**
 * The tasks screen (an admin's, and the dashboard's open tasks) reads the newest tasks first:
 * with this index a page is read from its end of the index instead of sorting every task.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('tasks_created').on('tasks').columns(['created_at', 'id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('tasks_created').execute();
}
