import type { Kysely } from 'kysely';
import { idColumn } from '../migrate';

/**
 * Issue 33, two-factor sign-in. A staff member's TOTP secret (sealed like the integration
 * secrets), the one being enrolled, and the last time step a code was used (a code signs in
 * once); and their recovery codes, stored as hashes, each used once. Sessions remember the
 * account's token version they were signed at: a deactivation or a password set by an admin
 * (which bump it) leaves their rows out of every list of open sessions.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('staff_sessions')
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('staff_two_factor')
    .addColumn('staff_id', 'integer', (c) => c.primaryKey().references('staff.id').onDelete('cascade'))
    .addColumn('secret', 'text')
    .addColumn('pending_secret', 'text')
    .addColumn('enabled_at', 'text')
    .addColumn('last_step', 'integer')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  const id = idColumn(db);
  await db.schema
    .createTable('staff_recovery_codes')
    .addColumn('id', id.type, id.build)
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addUniqueConstraint('staff_recovery_codes_code', ['staff_id', 'code_hash'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('staff_recovery_codes').execute();
  await db.schema.dropTable('staff_two_factor').execute();
  await db.schema.alterTable('staff_sessions').dropColumn('token_version').execute();
}
