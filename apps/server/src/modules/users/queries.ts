import { sql } from 'kysely';
import type { Db, Tx } from '../../db';
import { likeContains } from '../../db/like';
import { staffName } from '../../db/staff-name';
import type { NewStaff, StaffUpdate } from '../../db/types';

const live = (db: Db | Tx) => db.selectFrom('staff').where('deleted_at', 'is', null);

export const findStaffById = (db: Db | Tx, id: number) => live(db).selectAll().where('id', '=', id).executeTakeFirst();

/** The login field takes the e-mail or the username, whatever the case. */
export const findStaffByLogin = (db: Db, login: string) =>
  live(db)
    .selectAll()
    .where((eb) =>
      eb.or([
        eb(sql<string>`lower(email)`, '=', login.toLowerCase()),
        eb(sql<string>`lower(username)`, '=', login.toLowerCase()),
      ]),
    )
    .executeTakeFirst();

export const findStaffByUsername = (db: Db | Tx, username: string) =>
  live(db)
    .selectAll()
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();

export const findStaffByEmail = (db: Db | Tx, email: string) =>
  live(db)
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();

export const listStaff = (db: Db, search?: string) =>
  live(db)
    .selectAll()
    .$if(!!search, (qb) =>
      qb.where((eb) =>
        eb.or([
          // What the user typed is searched for literally: '%' and '_' are not wildcards.
          likeContains(sql<string>`lower(username)`, search!.toLowerCase()),
          likeContains(sql<string>`lower(email)`, search!.toLowerCase()),
        ]),
      ),
    )
    .orderBy('username')
    .execute();

export const listActiveStaffPicks = (db: Db) =>
  live(db)
    .select(['id', 'username', 'email', 'role', staffName('staff').as('name')])
    .where('active', '=', 1)
    .orderBy('username')
    .execute();

export const insertStaff = (db: Db | Tx, row: NewStaff) =>
  db.insertInto('staff').values(row).returningAll().executeTakeFirstOrThrow();

/**
 * `endSessions`: every token the account holds stops being accepted. The version is raised by
 * the database (`token_version + 1`), not written from a value read before: two revocations at
 * once (two password changes) both count, and a token signed between them does not survive.
 */
export const updateStaff = (
  db: Db | Tx,
  id: number,
  changes: Omit<StaffUpdate, 'token_version'>,
  endSessions = false,
) =>
  db
    .updateTable('staff')
    .set(changes)
    .$if(endSessions, (q) => q.set((eb) => ({ token_version: eb('token_version', '+', 1) })))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();

export const touchLastActivity = (db: Db, id: number, at: string) =>
  db.updateTable('staff').set({ last_activity: at }).where('id', '=', id).execute();
