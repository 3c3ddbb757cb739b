import { sql, type Kysely } from 'kysely';

/**
 * Crash recovery of checkout attempts: when a session was claimed for an attempt, the
 * reference the attempt gave the provider (stored before the charge), and the test
 * provider's own record of what it answered to each reference.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('checkout_sessions').addColumn('claimed_at', 'text').execute();
  // Sessions already mid-attempt count as claimed at their last change.
  await sql`update checkout_sessions set claimed_at = updated_at where status = 'processing'`.execute(db);
  await db.schema.alterTable('payments').addColumn('charge_reference', 'text').execute();
  await db.schema
    .createTable('test_provider_charges')
    .addColumn('reference', 'text', (c) => c.primaryKey())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('provider_ref', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('test_provider_charges').execute();
  await db.schema.alterTable('payments').dropColumn('charge_reference').execute();
  await db.schema.alterTable('checkout_sessions').dropColumn('claimed_at').execute();
}
