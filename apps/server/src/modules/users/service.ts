import { MAIN_ADMIN_USERNAME } from '@ponte/domain/roles';
import { userErrorText, type SystemUser } from '@ponte/domain/users';
import type { z } from 'zod';
import type { CreateSystemUserSchema, UpdateSystemUserSchema } from '@ponte/domain/users';
import type { Db, Tx } from '../../db';
import { nowIso } from '../../db';
import type { NewStaff, Staff, StaffUpdate } from '../../db/types';
import { conflict, forbidden, isUniqueViolation, notFound } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import type { Actor } from '../../plugins/auth';
import { activityRecorder } from '../logs/service';
import * as queries from './queries';
import { findStaffByEmail, findStaffByUsername, insertStaff, updateStaff } from './queries';

const recordUser = activityRecorder('user');

type CreateInput = z.output<typeof CreateSystemUserSchema>;
type UpdateInput = z.output<typeof UpdateSystemUserSchema>;

export const toSystemUser = (s: Staff): SystemUser => ({
  id: s.id,
  username: s.username,
  nome_completo: s.display_name || null,
  email: s.email,
  role: s.role,
  ativo: s.active === 1,
  createdAt: s.created_at,
  last_activity: s.last_activity,
});

export const isMainAdmin = (s: Pick<Staff, 'username'>) => s.username.toLowerCase() === MAIN_ADMIN_USERNAME;

async function assertUnique(db: Db, username: string, email: string, exceptId?: number) {
  const byName = await findStaffByUsername(db, username);
  if (byName && byName.id !== exceptId) throw conflict(userErrorText.usernameTaken, 'username_taken');
  const byEmail = await findStaffByEmail(db, email);
  if (byEmail && byEmail.id !== exceptId) throw conflict(userErrorText.emailTaken, 'email_taken');
}

/** A race between two creates still ends in 409, because of the unique indexes. */
async function uniqueGuard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(userErrorText.usernameTaken, 'username_taken');
    throw err;
  }
}

export async function createSystemUser(db: Db, actor: Actor, input: CreateInput, ip?: string): Promise<SystemUser> {
  await assertUnique(db, input.nome, input.email);
  const now = nowIso();
  const passwordHash = await hashPassword(input.senha);
  const staff = await uniqueGuard(() =>
    insertStaff(db, {
      username: input.nome,
      display_name: input.nome_completo ?? null,
      email: input.email,
      password_hash: passwordHash,
      role: input.role,
      active: input.ativo ? 1 : 0,
      created_at: now,
      updated_at: now,
      last_activity: null,
      deleted_at: null,
    }),
  );
  await recordUser(db, actor.id, 'create', staff.id, { username: staff.username, role: staff.role }, ip);
  return toSystemUser(staff);
}

export async function updateSystemUser(
  db: Db,
  actor: Actor,
  id: number,
  input: UpdateInput,
  ip?: string,
): Promise<SystemUser> {
  const current = await findStaffById(db, id);
  if (!current) throw notFound(userErrorText.notFound);
  if (isMainAdmin(current)) {
    if (input.role !== current.role) throw forbidden(userErrorText.mainAdminRole);
    if (!input.ativo) throw forbidden(userErrorText.mainAdminDeactivate);
    // Renaming would lose the protections, which are tied to the username.
    if (input.nome.toLowerCase() !== MAIN_ADMIN_USERNAME) throw forbidden(userErrorText.mainAdminRename);
  }
  await assertUnique(db, input.nome, input.email, id);
  const changes: Omit<StaffUpdate, 'token_version'> = {
    username: input.nome,
    ...(input.nome_completo !== undefined ? { display_name: input.nome_completo } : {}),
    email: input.email,
    role: input.role,
    active: input.ativo ? 1 : 0,
    updated_at: nowIso(),
  };
  if (input.senha) changes.password_hash = await hashPassword(input.senha);
  // Deactivation and a new password end every session the account had.
  const endSessions = (current.active === 1 && !input.ativo) || !!input.senha;
  const staff = await uniqueGuard(() => updateStaff(db, id, changes, endSessions));
  // What it was as well as what it is: an auditor reads a role change from one entry.
  const details = {
    role: staff.role,
    ativo: staff.active === 1,
    password_changed: !!input.senha,
    previous_role: current.role,
    previous_ativo: current.active === 1,
  };
  await recordUser(db, actor.id, 'update', id, details, ip);
  return toSystemUser(staff);
}

export async function deleteSystemUser(db: Db, actor: Actor, id: number, ip?: string): Promise<void> {
  const current = await findStaffById(db, id);
  if (!current) throw notFound(userErrorText.notFound);
  if (isMainAdmin(current)) throw forbidden(userErrorText.mainAdminDelete);
  if (current.id === actor.id) throw conflict(userErrorText.selfDelete, 'self_delete');
  // Soft delete: shifts, sales and messages keep their author; the username and e-mail are freed.
  await updateStaff(db, id, { deleted_at: nowIso(), active: 0 }, true);
  await recordUser(db, actor.id, 'delete', id, { username: current.username }, ip);
}

/** Issue 33: a person's own new password ('Minhas sessões'); their sessions stay, the caller decides which end. */
export async function setOwnPassword(db: Db, id: number, password: string): Promise<void> {
  await updateStaff(db, id, { password_hash: await hashPassword(password), updated_at: nowIso() });
}

/** The member with this id, undefined when there is none or they were deleted: the token check, sign-in and the modules naming a member. */
export const findStaffById = (db: Db | Tx, id: number): Promise<Staff | undefined> => queries.findStaffById(db, id);

/** The member a sign-in names, by username or e-mail in any case (undefined: nobody). */
export const findStaffByLogin = (db: Db, login: string): Promise<Staff | undefined> =>
  queries.findStaffByLogin(db, login);

/** The main admin the first start created ('onsolutions'), as tests sign in. */
export const findMainAdmin = (db: Db): Promise<Staff | undefined> =>
  queries.findStaffByUsername(db, MAIN_ADMIN_USERNAME);

/** A member stored as given, without the screen's checks, hashing or entry: the demo's people and tests' accounts. */
export const addStaff = (db: Db, row: NewStaff): Promise<Staff> => queries.insertStaff(db, row);

/** The active members among these usernames (lower case), by username: whom a note's '@' names. */
export async function activeStaffNamed(db: Db, usernames: ReadonlySet<string>) {
  // Matched here, not in SQL: SQLite's lower() folds ASCII only ('@Élida').
  return (await queries.listActiveStaffPicks(db)).filter((s) => usernames.has(s.username.toLowerCase()));
}

/** The member was seen at `at` (a sign-in, a request): the users screen's last activity. */
export async function touchLastActivity(db: Db, id: number, at: string): Promise<void> {
  await queries.touchLastActivity(db, id, at);
}
