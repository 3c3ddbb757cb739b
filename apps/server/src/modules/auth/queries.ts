import type { Db } from '../../db';

/** Revoking twice (a double-clicked 'Sair') keeps the first row. */
export const insertRevokedToken = (
  db: Db,
  row: { jti: string; staff_id: number; expires_at: string; revoked_at: string },
) =>
  db
    .insertInto('revoked_tokens')
    .values(row)
    .onConflict((oc) => oc.column('jti').doNothing())
    .execute();

export const isTokenRevoked = async (db: Db, jti: string) =>
  (await db.selectFrom('revoked_tokens').select('jti').where('jti', '=', jti).executeTakeFirst()) !== undefined;

/** Tokens past their expiry are refused by the signature check alone; their rows are no longer needed. */
export const deleteExpiredRevocations = (db: Db, now: string) =>
  db.deleteFrom('revoked_tokens').where('expires_at', '<', now).execute();
