import { MAIN_ADMIN_USERNAME } from '@ponte/domain/roles';
import { userErrorText, type SystemUser } from '@ponte/domain/users';
import type { z } from 'zod';
import type { CreateSystemUserSchema, UpdateSystemUserSchema } from '@ponte/domain/users';
import type { Db } from '../../db';
import { nowIso } from '../../db';
import type { Staff, StaffUpdate } from '../../db/types';
import { conflict, forbidden, isUniqueViolation, notFound } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import type { Actor } from '../../plugins/auth';
import { recordActivity } from '../logs/service';
import * as queries from './queries';
import { findStaffByEmail, updateStaff } from './queries';

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
  await recordActivity(db, {
    userId: actor.id,
    action: 'create',
    entityType: 'user',
    entityId: staff.id,
    details: { username: staff.username, role: staff.role },
    ip,
  });
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
  await recordActivity(db, {
    userId: actor.id,
    action: 'update',
    entityType: 'user',
    entityId: id,
    // What it was as well as what it is: an auditor reads a role change from one entry.
    details: {
      role: staff.role,
      ativo: staff.active === 1,
      password_changed: !!input.senha,
      previous_role: current.role,
      previous_ativo: current.active === 1,
    },
    ip,
  });
  return toSystemUser(staff);
}

export async function deleteSystemUser(db: Db, actor: Actor, id: number, ip?: string): Promise<void> {
  const current = await findStaffById(db, id);
  if (!current) throw notFound(userErrorText.notFound);
  if (isMainAdmin(current)) throw forbidden(userErrorText.mainAdminDelete);
  if (current.id === actor.id) throw conflict(userErrorText.selfDelete, 'self_delete');
  // Soft delete: shifts, sales and messages keep their author; the username and e-mail are freed.
  await updateStaff(db, id, { deleted_at: nowIso(), active: 0 }, true);
  await recordActivity(db, {
    userId: actor.id,
    action: 'delete',
    entityType: 'user',
    entityId: id,
    details: { username: current.username },
    ip,
  });
}

/** Issue 33: a person's own new password ('Minhas sessões'); their sessions stay, the caller decides which end. */
export async function setOwnPassword(db: Db, id: number, password: string): Promise<void> {
  await updateStaff(db, id, { password_hash: await hashPassword(password), updated_at: nowIso() });
}

/* What other modules, app.ts and the demo seed use of the staff table; its SQL stays in queries.ts. */
export const findStaffById = (...args: Parameters<typeof queries.findStaffById>) => queries.findStaffById(...args);
export const findStaffByLogin = (...args: Parameters<typeof queries.findStaffByLogin>) =>
  queries.findStaffByLogin(...args);
export const findStaffByUsername = (...args: Parameters<typeof queries.findStaffByUsername>) =>
  queries.findStaffByUsername(...args);
export const insertStaff = (...args: Parameters<typeof queries.insertStaff>) => queries.insertStaff(...args);
export const listActiveStaffPicks = (...args: Parameters<typeof queries.listActiveStaffPicks>) =>
  queries.listActiveStaffPicks(...args);
export const touchLastActivity = (...args: Parameters<typeof queries.touchLastActivity>) =>
  queries.touchLastActivity(...args);
