import type { Kysely } from 'kysely';

/**
 * Sign-in attempts per account and address (docs/0029). In the database, not in a process's
 * memory, so every instance behind a load balancer counts the same attempts and a restart does
 * not reset a lockout. One row per pair; the count is raised with one upsert. `since` is the
 * start of the pair's window; its index serves the pruning of stale rows.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sign_in_attempts')
    .addColumn('attempt_key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('since', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sign_in_attempts_since').on('sign_in_attempts').column('since').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sign_in_attempts').execute();
}
