import { loginErrorText, type SessionUser } from '@ponte/domain/session';
import type { Db } from '../../db';
import { nowIso } from '../../db';
import type { Staff } from '../../db/types';
import { AppError, tooManyRequests } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import { recordActivity } from '../logs/service';
import { findStaffByLogin, touchLastActivity } from '../users/service';
import type { Actor, Credential } from '../../plugins/auth';
import { forgetSignInAttempts, takeSignInTurn } from './login-throttle';
import { deleteExpiredRevocations, insertRevokedToken } from './queries';

// A real argon2id hash of a random value: unknown accounts cost the same time as known ones.
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$XbLhHG/VDmUthQHKlqOu8A$Lir3TzmK2Gq8x4H13czBI02s0e3mZrSkbfD7y0CzTBk';

export const toSessionUser = (s: Pick<Staff, 'id' | 'username' | 'email' | 'role'>): SessionUser => ({
  id: s.id,
  name: s.username,
  email: s.email,
  role: s.role,
});

export async function login(db: Db, input: { login: string; password: string; ip: string }): Promise<Staff> {
  const staff = await findStaffByLogin(db, input.login);
  // Username and e-mail of one account count as one; an unknown login counts by its typed form.
  const attempt = { account: staff ? `staff:${staff.id}` : `login:${input.login.trim().toLowerCase()}`, ip: input.ip };
  if (!(await takeSignInTurn(db, attempt))) throw tooManyRequests(loginErrorText.tooManyAttempts);
  const valid = await verifyPassword(staff?.password_hash ?? DUMMY_HASH, input.password);
  if (!staff || !valid) {
    throw new AppError(401, loginErrorText.invalidCredentials, undefined, 'invalid_credentials');
  }
  if (!staff.active) throw new AppError(403, loginErrorText.inactive, undefined, 'inactive_account');
  await forgetSignInAttempts(db, attempt);
  await touchLastActivity(db, staff.id, nowIso());
  await recordActivity(db, { userId: staff.id, action: 'login', entityType: 'user', entityId: staff.id, ip: input.ip });
  return staff;
}

/** Signs out the token of this call: it is refused from now on, other sessions of the account stay. */
export async function logout(db: Db, actor: Actor, credential: Credential, ip: string): Promise<void> {
  const now = nowIso();
  await insertRevokedToken(db, {
    jti: credential.tokenId,
    staff_id: actor.id,
    expires_at: credential.expiresAt.toISOString(),
    revoked_at: now,
  });
  await deleteExpiredRevocations(db, now);
  await recordActivity(db, { userId: actor.id, action: 'logout', entityType: 'user', entityId: actor.id, ip });
}

/** app.ts hands this to the auth plugin, which imports nothing from modules/. */
export { isTokenRevoked } from './queries';
