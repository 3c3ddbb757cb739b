/**
 * Failed sign-ins per account and address: after MAX_FAILURES within WINDOW_MS that pair
 * answers 429 until the window passes. Locking the pair, not the account alone, keeps a
 * guesser from locking the main admin out everywhere; each address is still held to the
 * rate-limit plugin's per-address limit on /api/login.
 * Kept in memory: with several instances each one counts its own share.
 */
export const MAX_FAILURES = 5;
export const WINDOW_MS = 15 * 60_000;
/** Past this many tracked pairs, expired ones are dropped so the map cannot grow without end. */
const PRUNE_ABOVE = 10_000;

/**
 * `account` names one account however it was typed (the staff id when the login matched one);
 * `ip` is the address the attempt came from.
 */
export type SignInAttempt = { account: string; ip: string };

export class LoginThrottle {
  private failures = new Map<string, { count: number; since: number }>();

  isLocked(attempt: SignInAttempt, now = Date.now()): boolean {
    const key = keyOf(attempt);
    const entry = this.failures.get(key);
    if (!entry) return false;
    if (now - entry.since > WINDOW_MS) {
      this.failures.delete(key);
      return false;
    }
    return entry.count >= MAX_FAILURES;
  }

  fail(attempt: SignInAttempt, now = Date.now()): void {
    const key = keyOf(attempt);
    const entry = this.failures.get(key);
    if (!entry || now - entry.since > WINDOW_MS) {
      if (this.failures.size >= PRUNE_ABOVE) this.prune(now);
      this.failures.set(key, { count: 1, since: now });
    } else entry.count += 1;
  }

  succeed(attempt: SignInAttempt): void {
    this.failures.delete(keyOf(attempt));
  }

  private prune(now: number) {
    for (const [key, entry] of this.failures) if (now - entry.since > WINDOW_MS) this.failures.delete(key);
  }
}

const keyOf = (a: SignInAttempt) => `${a.account}\u0000${a.ip}`;
