import type { Kysely } from 'kysely';
import { idColumn } from '../migrate';

/**
 * Issue 33, sessions a person can see: one row per sign-in (the token's id, where and from what
 * it came, when it was last used), ended by signing out, by its owner from 'Minhas sessões' or
 * by an admin. A token is accepted only while its row is open, so the list of revoked tokens
 * (migration 0010) goes: tokens signed before this migration have no row and ask for a new
 * sign-in once.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const id = idColumn(db);
  await db.schema
    .createTable('staff_sessions')
    .addColumn('id', id.type, id.build)
    .addColumn('token_id', 'text', (c) => c.notNull().unique())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('ended_at', 'text')
    .addColumn('ended_by', 'integer', (c) => c.references('staff.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('staff_sessions_staff')
    .on('staff_sessions')
    .columns(['staff_id', 'expires_at'])
    .execute();
  await db.schema.createIndex('staff_sessions_expiry').on('staff_sessions').column('expires_at').execute();
  await db.schema.dropTable('revoked_tokens').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('revoked_tokens')
    .addColumn('jti', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('revoked_tokens_expires_at').on('revoked_tokens').column('expires_at').execute();
  await db.schema.dropTable('staff_sessions').execute();
}
