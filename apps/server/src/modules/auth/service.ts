import { loginErrorText, type SessionUser } from '@ponte/domain/session';
import { passwordText, type ChangePassword } from '@ponte/domain/staff-sessions';
import { twoFactorText } from '@ponte/domain/two-factor';
import type { Db } from '../../db';
import { nowIso } from '../../db';
import type { Staff } from '../../db/types';
import type { ServerContext } from '../../lib/context';
import { AppError, badRequest, notFound, tooManyRequests } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import { activityRecorder } from '../logs/service';
import { endCurrentSession, endMyOtherSessions } from '../sessions/service';
import { isTwoFactorEnabled, mustEnrol, verifySignInCode } from '../two-factor/service';
import { findStaffById, findStaffByLogin, setOwnPassword, touchLastActivity } from '../users/service';
import { passwordMark, type Actor, type Credential } from '../../plugins/auth';
import { forgetSignInAttempts, MAX_FAILURES, takeSignInTurn } from './login-throttle';

const recordUser = activityRecorder('user');

/** Wrong passwords (at sign-in or on a password change) an account and address may try per window. */
export const MAX_SIGN_IN_FAILURES = MAX_FAILURES;

// A real argon2id hash of a random value: unknown accounts cost the same time as known ones.
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$XbLhHG/VDmUthQHKlqOu8A$Lir3TzmK2Gq8x4H13czBI02s0e3mZrSkbfD7y0CzTBk';

export const toSessionUser = (s: Pick<Staff, 'id' | 'username' | 'email' | 'role'>): SessionUser => ({
  id: s.id,
  name: s.username,
  email: s.email,
  role: s.role,
});

/** What a right password leads to: a token, or the code step when a second factor is on. */
export type PasswordOutcome = { staff: Staff; twoFactor: boolean; mustEnrol: boolean };

const attemptOf = (staffId: number, ip: string) => ({ account: `staff:${staffId}`, ip });

/**
 * The sign-in lockout as a turn to guess a code (issue 33): codes count with passwords, per
 * account and address, and also per account from every address together, so guessing from many
 * addresses gets no more than from one.
 */
export const signInTurn = (db: Db, staffId: number, ip: string) => {
  const everywhere = { account: `staff:${staffId}`, ip: 'two-factor:any-address' };
  return {
    take: async () => (await takeSignInTurn(db, attemptOf(staffId, ip))) && (await takeSignInTurn(db, everywhere)),
    forget: async () => {
      await forgetSignInAttempts(db, attemptOf(staffId, ip));
      await forgetSignInAttempts(db, everywhere);
    },
  };
};

export async function login(db: Db, input: { login: string; password: string; ip: string }): Promise<PasswordOutcome> {
  const staff = await findStaffByLogin(db, input.login);
  // Username and e-mail of one account count as one; an unknown login counts by its typed form.
  const attempt = staff
    ? attemptOf(staff.id, input.ip)
    : { account: `login:${input.login.trim().toLowerCase()}`, ip: input.ip };
  if (!(await takeSignInTurn(db, attempt))) throw tooManyRequests(loginErrorText.tooManyAttempts);
  const valid = await verifyPassword(staff?.password_hash ?? DUMMY_HASH, input.password);
  if (!staff || !valid) {
    throw new AppError(401, loginErrorText.invalidCredentials, undefined, 'invalid_credentials');
  }
  if (!staff.active) throw new AppError(403, loginErrorText.inactive, undefined, 'inactive_account');
  // With a second factor the failures are forgotten only once the code is right: a right password
  // alone must not reset the count the code guesses are held to.
  if (await isTwoFactorEnabled(db, staff.id)) return { staff, twoFactor: true, mustEnrol: false };
  await signedIn(db, staff, input.ip);
  // Without a second factor (just read): only the shop's rule for the role decides.
  return { staff, twoFactor: false, mustEnrol: await mustEnrol(db, staff) };
}

async function signedIn(db: Db, staff: Staff, ip: string, details?: Record<string, unknown>) {
  await forgetSignInAttempts(db, attemptOf(staff.id, ip));
  await touchLastActivity(db, staff.id, nowIso());
  await recordUser(db, staff.id, 'login', staff.id, details, ip);
}

/**
 * The code step of a sign-in: the challenge named this account at this token version, and the
 * code is right (each guess a turn of the lockout). A new password (set by its owner or an
 * admin) or a token version bumped meanwhile (deactivation) makes the challenge void.
 */
export async function completeTwoFactorSignIn(
  db: Db,
  input: { staffId: number; tv: unknown; pw: unknown; code: string; ip: string },
): Promise<Staff> {
  const staff = await findStaffById(db, input.staffId);
  if (!staff || staff.token_version !== input.tv || passwordMark(staff.password_hash) !== input.pw)
    throw challengeExpired();
  if (!staff.active) throw new AppError(403, loginErrorText.inactive, undefined, 'inactive_account');
  const used = await verifySignInCode(db, staff.id, input.code, signInTurn(db, staff.id, input.ip));
  await signedIn(db, staff, input.ip, { two_factor: used });
  return staff;
}

export const challengeExpired = () =>
  new AppError(401, twoFactorText.challengeExpired, undefined, 'two_factor_challenge_expired');

/** Signs out the token of this call: its session ends at once, other sessions of the account stay. */
export async function logout(ctx: ServerContext, actor: Actor, credential: Credential, ip: string): Promise<void> {
  await endCurrentSession(ctx, actor, credential, ip);
}

/**
 * A person's own new password. The current one is checked as a sign-in is, and counts against
 * the same lockout (a stolen session cannot guess it); the other sessions end when asked.
 */
export async function changeOwnPassword(
  ctx: ServerContext,
  actor: Actor,
  credential: Credential,
  body: ChangePassword,
  ip: string,
): Promise<{ ended: number }> {
  const staff = await findStaffById(ctx.db, actor.id);
  if (!staff) throw notFound();
  const attempt = attemptOf(staff.id, ip);
  if (!(await takeSignInTurn(ctx.db, attempt))) throw tooManyRequests(loginErrorText.tooManyAttempts);
  if (!(await verifyPassword(staff.password_hash, body.current_password))) {
    throw badRequest(passwordText.currentWrong, { current_password: passwordText.currentWrong });
  }
  await forgetSignInAttempts(ctx.db, attempt);
  await setOwnPassword(ctx.db, staff.id, body.new_password);
  const details = { password_changed: true, other_sessions_ended: body.end_other_sessions };
  await recordUser(ctx.db, actor.id, 'update', actor.id, details, ip);
  return { ended: body.end_other_sessions ? await endMyOtherSessions(ctx, actor, credential, ip) : 0 };
}
