import { sql } from 'kysely';
import type { Role } from '@ponte/domain/roles';
import type { Db, Tx } from '../../db';
import { isPostgres } from '../../db/migrate';

/** Holds a person's row for the transaction (PostgreSQL; SQLite runs one write at a time anyway). */
export const lockTwoFactor = (tx: Tx, staffId: number) =>
  tx
    .selectFrom('staff_two_factor')
    .select('staff_id')
    .where('staff_id', '=', staffId)
    .$if(isPostgres(tx), (qb) => qb.forUpdate())
    .executeTakeFirst();

export const findTwoFactor = (db: Db, staffId: number) =>
  db.selectFrom('staff_two_factor').selectAll().where('staff_id', '=', staffId).executeTakeFirst();

/** A new secret to enrol: replaces an earlier one not confirmed; the enabled secret stays until confirmed. */
export const savePendingSecret = (db: Db, staffId: number, pending: string, now: string) =>
  db
    .insertInto('staff_two_factor')
    .values({ staff_id: staffId, pending_secret: pending, updated_at: now })
    .onConflict((oc) => oc.column('staff_id').doUpdateSet({ pending_secret: pending, updated_at: now }))
    .execute();

/**
 * The pending secret becomes the secret, once: a second confirmation (two tabs) finds no
 * pending secret equal to the one it checked and changes nothing.
 */
export const enableSecret = (db: Db | Tx, staffId: number, pending: string, step: number, now: string) =>
  db
    .updateTable('staff_two_factor')
    .set({ secret: pending, pending_secret: null, enabled_at: now, last_step: step, updated_at: now })
    .where('staff_id', '=', staffId)
    .where('pending_secret', '=', pending)
    .returning('staff_id')
    .executeTakeFirst();

/** A code's time step is taken once: only a step later than the last one used moves it. */
export const takeStep = (db: Db, staffId: number, step: number, now: string) =>
  db
    .updateTable('staff_two_factor')
    .set({ last_step: step, updated_at: now })
    .where('staff_id', '=', staffId)
    .where('enabled_at', 'is not', null)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
    .returning('staff_id')
    .executeTakeFirst();

export const disableTwoFactor = (db: Db | Tx, staffId: number) =>
  db.deleteFrom('staff_two_factor').where('staff_id', '=', staffId).returning('staff_id').executeTakeFirst();

export const replaceRecoveryCodes = async (db: Tx, staffId: number, hashes: string[]) => {
  await db.deleteFrom('staff_recovery_codes').where('staff_id', '=', staffId).execute();
  await db
    .insertInto('staff_recovery_codes')
    .values(hashes.map((code_hash) => ({ staff_id: staffId, code_hash })))
    .execute();
};

export const deleteRecoveryCodes = (db: Db | Tx, staffId: number) =>
  db.deleteFrom('staff_recovery_codes').where('staff_id', '=', staffId).execute();

/** Uses a recovery code, once: of two concurrent uses, one finds it unused. */
export const useRecoveryCode = (db: Db, staffId: number, hash: string, now: string) =>
  db
    .updateTable('staff_recovery_codes')
    .set({ used_at: now })
    .where('staff_id', '=', staffId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();

export const countRecoveryCodesLeft = async (db: Db, staffId: number) =>
  Number(
    (
      await db
        .selectFrom('staff_recovery_codes')
        .select(sql<number>`count(*)`.as('n'))
        .where('staff_id', '=', staffId)
        .where('used_at', 'is', null)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Every stored secret, for a key rotation. */
export const allSecrets = (db: Db | Tx) =>
  db.selectFrom('staff_two_factor').select(['staff_id', 'secret', 'pending_secret']).execute();

export const updateSecrets = (db: Db | Tx, staffId: number, secret: string | null, pending: string | null) =>
  db.updateTable('staff_two_factor').set({ secret, pending_secret: pending }).where('staff_id', '=', staffId).execute();

/** Active staff of these roles with no second factor on: whom a new requirement signs out. */
export const staffWithoutSecondFactor = (db: Db, roles: readonly Role[]) =>
  db
    .selectFrom('staff')
    .leftJoin('staff_two_factor', 'staff_two_factor.staff_id', 'staff.id')
    .select('staff.id')
    .where('staff.role', 'in', [...roles])
    .where('staff.active', '=', 1)
    .where('staff.deleted_at', 'is', null)
    .where('staff_two_factor.enabled_at', 'is', null)
    .execute();
