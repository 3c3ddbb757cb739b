import type { Kysely } from 'kysely';

/**
 * Issue 34: a staff member's send through the gateway, claimed by the Idempotency-Key its client
 * sent. The first request with a key sends; a repeat (a retry after a lost answer, a second
 * click) gets the first one's answer, or 409 while its outcome is not known, and never a second
 * message on the customer's phone. `fingerprint` is the digest of what was asked, so a key reused
 * for another text is refused. Kept a day.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('send_claims')
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('result', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('send_claims_pk', ['staff_id', 'idempotency_key'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('send_claims').execute();
}
