import type { Kysely } from 'kysely';

/**
 * Tokens signed out before they expire (POST /api/logout). A row lives only until its token
 * would have expired anyway; after that the signature check refuses the token on its own.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('revoked_tokens')
    .addColumn('jti', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('revoked_tokens_expires_at').on('revoked_tokens').column('expires_at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('revoked_tokens').execute();
}
