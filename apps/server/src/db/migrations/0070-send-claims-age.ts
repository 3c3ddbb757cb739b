import type { Kysely } from 'kysely';

/** Issue 34: every send makes the claims older than a day go, found by this index. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('send_claims_created_at').on('send_claims').column('created_at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('send_claims_created_at').execute();
}
