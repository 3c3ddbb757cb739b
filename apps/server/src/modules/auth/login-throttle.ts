import type { Db } from '../../db';
import { clearSignInAttempts, countSignInAttempt, pruneSignInAttempts } from './queries';

/**
 * Sign-in attempts per account and address: past MAX_FAILURES within WINDOW_MS that pair
 * answers 429 until the window passes. Locking the pair, not the account alone, keeps a
 * guesser from locking the main admin out everywhere; each address is still held to the
 * rate-limit plugin's per-address limit on /api/login.
 * Counted in the database (docs/0029): every instance sees the same count, a restart keeps it,
 * and each attempt takes its number before the password is checked, so 50 concurrent guesses
 * get exactly MAX_FAILURES password checks.
 */
export const MAX_FAILURES = 5;
export const WINDOW_MS = 15 * 60_000;

/**
 * `account` names one account however it was typed (the staff id when the login matched one);
 * `ip` is the address the attempt came from.
 */
export type SignInAttempt = { account: string; ip: string };

// JSON keeps the pair unambiguous whatever was typed (PostgreSQL text refuses the NUL a joiner could use).
const keyOf = (a: SignInAttempt) => JSON.stringify([a.account, a.ip]);

/** Counts the attempt; false when the pair has used up its window and must wait. */
export async function takeSignInTurn(db: Db, attempt: SignInAttempt, now = Date.now()): Promise<boolean> {
  const windowStart = new Date(now - WINDOW_MS).toISOString();
  const count = await countSignInAttempt(db, keyOf(attempt), new Date(now).toISOString(), windowStart);
  // A fresh window is a good moment to drop the rows of windows long gone (an indexed range).
  if (count === 1) await pruneSignInAttempts(db, windowStart);
  return count <= MAX_FAILURES;
}

/** A successful sign-in forgets the pair's failures. */
export const forgetSignInAttempts = (db: Db, attempt: SignInAttempt) => clearSignInAttempts(db, keyOf(attempt));
