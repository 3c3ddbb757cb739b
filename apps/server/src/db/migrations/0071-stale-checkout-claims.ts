import { sql, type Kysely } from 'kysely';

/**
 * Issue 34: a running instance looks every minute for payment attempts left 'processing' past
 * their lease (the customer left mid-charge), found by this index of those few sessions.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('checkout_sessions_processing')
    .on('checkout_sessions')
    .column('claimed_at')
    .where(sql.ref('status'), '=', 'processing')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('checkout_sessions_processing').execute();
}
