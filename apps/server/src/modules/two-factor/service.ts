import { createHash, randomBytes } from 'node:crypto';
import {
  twoFactorText,
  RECOVERY_CODE_COUNT,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@ponte/domain/two-factor';
import type { Role } from '@ponte/domain/roles';
import type QRCodeModule from 'qrcode';
import { nowIso, type Db } from '../../db';
import type { ServerContext } from '../../lib/context';
import { AppError, conflict, notFound, tooManyRequests } from '../../lib/errors';
import { loadOnUse } from '../../lib/load-on-use';
import { installedKeyring, openStored, seal, unseal, type Keyring } from '../../lib/sealing';
import { base32Encode, matchTotp, newTotpSecret, otpauthUrl } from '../../lib/totp';
import type { Actor } from '../../plugins/auth';
import { activityRecorder } from '../logs/service';
import { saveTwoFactorRequired, twoFactorRequired } from '../settings/service';
import { endEverySessionOf } from '../sessions/service';
import { findStaffById } from '../users/service';
import * as q from './queries';

const recordUser = activityRecorder('user');

/**
 * Issue 33, two-factor sign-in (docs/0071). The secret is sealed like the integration secrets,
 * under a name that ties it to its owner; a code's time step is taken once (conditional
 * UPDATE), a recovery code is used once (conditional UPDATE), so replaying either fails even
 * at the same instant on two instances.
 */

/** The roles the shop may require a second factor of. */
const REQUIRABLE: readonly Role[] = ['admin', 'operador'];

const sealName = (staffId: number) => `staff:${staffId}:totp`;
/**
 * A recovery code is 80 random bits (16 base32 characters), far beyond guessing even from a
 * stolen hash; the owner's id salts it, so one pass over hashes cannot test every account's.
 */
const hashCode = (staffId: number, code: string) =>
  createHash('sha256')
    .update(`${staffId}:${normalizeRecovery(code)}`)
    .digest('hex');
/** Shown as 'abcd-efgh-ijkl-mnop'; typed with or without the dashes, in any case. */
const normalizeRecovery = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();
const newRecoveryCode = () =>
  base32Encode(randomBytes(10))
    .toLowerCase()
    .replace(/(.{4})(?=.)/g, '$1-');

const invalidCode = () =>
  new AppError(400, twoFactorText.codeInvalid, { code: twoFactorText.codeInvalid }, 'invalid_two_factor_code');

/** Every change of a second factor is in the activity log: who did it, to whom, what. */
const recordTwoFactor = (db: Db, by: number, staffId: number, what: string, ip?: string) =>
  recordUser(db, by, 'update', staffId, { two_factor: what }, ip);

export async function isTwoFactorEnabled(db: Db, staffId: number): Promise<boolean> {
  return !!(await q.findTwoFactor(db, staffId))?.enabled_at;
}

/** Whether a person of this role, without a second factor, must enrol one before they may work. */
export async function mustEnrol(db: Db, staff: { role: Role }): Promise<boolean> {
  return REQUIRABLE.includes(staff.role) && (await twoFactorRequired(db));
}

export async function twoFactorStatus(db: Db, actor: Actor): Promise<TwoFactorStatus> {
  const row = await q.findTwoFactor(db, actor.id);
  return {
    enabled: !!row?.enabled_at,
    recovery_codes_left: row?.enabled_at ? await q.countRecoveryCodesLeft(db, actor.id) : 0,
    required: REQUIRABLE.includes(actor.role) && (await twoFactorRequired(db)),
  };
}

/** Starts an enrolment: a new secret, its otpauth link and QR code. Nothing changes until confirmed. */
export async function startSetup(db: Db, actor: Actor): Promise<TwoFactorSetup> {
  if (await isTwoFactorEnabled(db, actor.id)) throw conflict(twoFactorText.alreadyEnabled);
  const secret = newTotpSecret();
  await q.savePendingSecret(db, actor.id, seal(installedKeyring(), sealName(actor.id), secret), nowIso());
  const url = otpauthUrl(secret, actor.email || actor.username);
  const QRCode = loadOnUse('qrcode') as typeof QRCodeModule;
  const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return {
    secret: secret.replace(/(.{4})(?=.)/g, '$1 '),
    otpauth_url: url,
    qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/** Every guess at a code counts against the sign-in lockout of the account and address. */
export type GuessTurn = { take: () => Promise<boolean>; forget: () => Promise<unknown> };

async function guarded<T>(turn: GuessTurn, work: () => Promise<T | null>): Promise<T> {
  if (!(await turn.take())) throw tooManyRequests();
  const result = await work();
  if (result === null) throw invalidCode();
  await turn.forget();
  return result;
}

/** Confirms the enrolment with a code of the new secret: it is on, and ten recovery codes come once. */
export async function confirmSetup(db: Db, actor: Actor, code: string, turn: GuessTurn, ip: string) {
  const row = await q.findTwoFactor(db, actor.id);
  if (row?.enabled_at) throw conflict(twoFactorText.alreadyEnabled);
  if (!row?.pending_secret) throw conflict(twoFactorText.setupFirst);
  const pending = row.pending_secret;
  const secret = openStored(sealName(actor.id), pending);
  const codes = await guarded(turn, async () => {
    const step = matchTotp(secret, code);
    if (step === null) return null;
    return db.transaction().execute(async (tx) => {
      if (!(await q.enableSecret(tx, actor.id, pending, step, nowIso()))) throw conflict(twoFactorText.alreadyEnabled);
      return replaceCodes(tx, actor.id);
    });
  });
  await recordTwoFactor(db, actor.id, actor.id, 'enabled', ip);
  return { recovery_codes: codes };
}

async function replaceCodes(tx: Parameters<typeof q.replaceRecoveryCodes>[0], staffId: number) {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await q.replaceRecoveryCodes(
    tx,
    staffId,
    codes.map((code) => hashCode(staffId, code)),
  );
  return codes;
}

/**
 * Checks a code of a person's enabled second factor: a TOTP code (its step taken once) or a
 * recovery code (used once). Answers what was used, or null.
 */
async function useCode(db: Db, staffId: number, code: string): Promise<'totp' | 'recovery' | null> {
  const row = await q.findTwoFactor(db, staffId);
  if (!row?.enabled_at || !row.secret) return null;
  const step = matchTotp(openStored(sealName(staffId), row.secret), code);
  if (step !== null) return (await q.takeStep(db, staffId, step, nowIso())) ? 'totp' : null;
  if (/^\d+$/.test(code)) return null;
  return (await q.useRecoveryCode(db, staffId, hashCode(staffId, code), nowIso())) ? 'recovery' : null;
}

/** The code step of a sign-in: what was used, or the 400 'Código inválido'. */
export const verifySignInCode = (db: Db, staffId: number, code: string, turn: GuessTurn) =>
  guarded(turn, () => useCode(db, staffId, code));

/** New recovery codes (the old ones stop working), after a code. */
export async function regenerateRecoveryCodes(db: Db, actor: Actor, code: string, turn: GuessTurn, ip: string) {
  await guarded(turn, () => useCode(db, actor.id, code));
  const codes = await db.transaction().execute(async (tx) => {
    // Two regenerations at once: the second waits for the first, and only its codes remain.
    await q.lockTwoFactor(tx, actor.id);
    return replaceCodes(tx, actor.id);
  });
  await recordTwoFactor(db, actor.id, actor.id, 'recovery_codes_regenerated', ip);
  return { recovery_codes: codes };
}

async function removeTwoFactor(db: Db, staffId: number) {
  return db.transaction().execute(async (tx) => {
    await q.deleteRecoveryCodes(tx, staffId);
    return !!(await q.disableTwoFactor(tx, staffId));
  });
}

/** Turns one's own second factor off, after a code; refused while the shop requires it of the role. */
export async function disableOwn(db: Db, actor: Actor, code: string, turn: GuessTurn, ip: string): Promise<void> {
  if (!(await isTwoFactorEnabled(db, actor.id))) throw conflict(twoFactorText.notEnabled);
  if (REQUIRABLE.includes(actor.role) && (await twoFactorRequired(db)))
    throw new AppError(409, twoFactorText.requiredForRole, undefined, 'two_factor_required');
  await guarded(turn, () => useCode(db, actor.id, code));
  await removeTwoFactor(db, actor.id);
  await recordTwoFactor(db, actor.id, actor.id, 'disabled', ip);
}

/**
 * An admin resets a member's second factor (a lost phone): recorded with who did it, and the
 * member's sessions end, since the lost phone may still hold one.
 */
export async function resetMember(ctx: ServerContext, admin: Actor, staffId: number, ip: string): Promise<void> {
  if (!(await findStaffById(ctx.db, staffId))) throw notFound();
  // One's own goes off only with a code (and not while required): a stolen session cannot drop it.
  if (staffId === admin.id) throw conflict(twoFactorText.resetSelf);
  if (!(await removeTwoFactor(ctx.db, staffId))) throw conflict(twoFactorText.notEnabled);
  await recordTwoFactor(ctx.db, admin.id, staffId, 'reset', ip);
  await endEverySessionOf(ctx, admin, staffId, ip);
}

export const twoFactorPolicy = async (db: Db) => ({ required: await twoFactorRequired(db) });

/**
 * Turning the requirement on takes effect at once: the admin turning it on must have it (or they
 * would keep working without it), and everyone of those roles still without it is signed out, to
 * be taken to enrolment at the next sign-in. A sign-in already past its password check when the
 * switch is saved keeps its session (docs/0071).
 */
export async function saveTwoFactorPolicy(ctx: ServerContext, admin: Actor, required: boolean, ip: string) {
  if (required && !(await isTwoFactorEnabled(ctx.db, admin.id))) throw conflict(twoFactorText.requireOwnFirst);
  await saveTwoFactorRequired(ctx.db, admin, required, ip);
  if (required)
    for (const { id } of await q.staffWithoutSecondFactor(ctx.db, REQUIRABLE))
      await endEverySessionOf(ctx, admin, id, ip);
  return { required };
}

/** The start's check: every TOTP secret opens with these keys, or the server does not start (docs/0068). */
export async function openTwoFactorSecrets(db: Db, keyring: Keyring): Promise<void> {
  for (const row of await q.allSecrets(db))
    for (const stored of [row.secret, row.pending_secret])
      if (stored !== null) unseal(keyring, sealName(row.staff_id), stored);
}

/** `npm run rotate-key`: every TOTP secret sealed again under the new key, in the caller's transaction. */
export function resealTwoFactorSecrets(db: Db, from: Keyring, to: Keyring): Promise<number> {
  return db.transaction().execute(async (tx) => {
    let count = 0;
    for (const row of await q.allSecrets(tx)) {
      const again = (stored: string | null) =>
        stored === null ? null : seal(to, sealName(row.staff_id), unseal(from, sealName(row.staff_id), stored));
      await q.updateSecrets(tx, row.staff_id, again(row.secret), again(row.pending_secret));
      count += 1;
    }
    return count;
  });
}
