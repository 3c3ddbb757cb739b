import type { Insertable } from 'kysely';
import type { Db } from '../../db';
import type { StaffSessionTable } from '../../db/types';

/** A sign-in as it starts: open (no end yet), with the account's token version of the moment. */
export type NewSession = Required<Omit<Insertable<StaffSessionTable>, 'id' | 'ended_at' | 'ended_by'>>;

export const insertSession = (db: Db, row: NewSession) => db.insertInto('staff_sessions').values(row).execute();

/** What every staff call checks: the token's sign-in, open or not. */
export const findSessionByToken = (db: Db, tokenId: string) =>
  db
    .selectFrom('staff_sessions')
    .select(['id', 'staff_id', 'ended_at', 'last_used_at'])
    .where('token_id', '=', tokenId)
    .executeTakeFirst();

/** Moves 'last use' forward only when it is older than `before`: at most one write a minute a session. */
export const touchSession = (db: Db, id: number, at: string, before: string) =>
  db
    .updateTable('staff_sessions')
    .set({ last_used_at: at })
    .where('id', '=', id)
    .where('last_used_at', '<', before)
    .execute();

/**
 * A person's sessions still open: not ended, not expired, and signed at the account's current
 * token version (a deactivation or a password set by an admin ends them all), the last used first.
 */
export const listOpenSessions = (db: Db, staffId: number, now: string) =>
  db
    .selectFrom('staff_sessions as s')
    .innerJoin('staff', 'staff.id', 's.staff_id')
    .select(['s.id', 's.ip', 's.user_agent', 's.created_at', 's.last_used_at'])
    .where('s.staff_id', '=', staffId)
    .where('s.expires_at', '>', now)
    .where('s.ended_at', 'is', null)
    .whereRef('s.token_version', '=', 'staff.token_version')
    .orderBy('s.last_used_at', 'desc')
    .orderBy('s.id', 'desc')
    .execute();

/**
 * Ends a person's open sessions in one statement: `only` one of them, or all but `except`.
 * Answers the ids it ended; a session already ended (two clicks, two admins) is not counted twice.
 */
export async function endSessions(
  db: Db,
  staffId: number,
  scope: { only?: number; except?: number },
  endedAt: string,
  endedBy: number | null,
): Promise<number[]> {
  let query = db
    .updateTable('staff_sessions')
    .set({ ended_at: endedAt, ended_by: endedBy })
    .where('staff_id', '=', staffId)
    .where('ended_at', 'is', null)
    .where('expires_at', '>', endedAt)
    .where(({ eb, selectFrom }) =>
      eb('token_version', '=', selectFrom('staff').select('staff.token_version').where('staff.id', '=', staffId)),
    );
  if (scope.only !== undefined) query = query.where('id', '=', scope.only);
  if (scope.except !== undefined) query = query.where('id', '!=', scope.except);
  return (await query.returning('id').execute()).map((r) => r.id);
}

/** Sessions past their expiry hold nothing a list or a check still needs. */
export const deleteExpiredSessions = (db: Db, now: string) =>
  db.deleteFrom('staff_sessions').where('expires_at', '<', now).execute();
