/**
 * Failed sign-ins per account: after MAX_FAILURES within WINDOW_MS the account answers 429
 * until the window passes. Per-address limits are the rate-limit plugin's job.
 * Kept in memory: with several instances each one counts its own share.
 */
export const MAX_FAILURES = 5;
export const WINDOW_MS = 15 * 60_000;

export class LoginThrottle {
  private failures = new Map<string, { count: number; since: number }>();

  isLocked(account: string, now = Date.now()): boolean {
    const entry = this.failures.get(account.toLowerCase());
    if (!entry) return false;
    if (now - entry.since > WINDOW_MS) {
      this.failures.delete(account.toLowerCase());
      return false;
    }
    return entry.count >= MAX_FAILURES;
  }

  fail(account: string, now = Date.now()): void {
    const key = account.toLowerCase();
    const entry = this.failures.get(key);
    if (!entry || now - entry.since > WINDOW_MS) this.failures.set(key, { count: 1, since: now });
    else entry.count += 1;
  }

  succeed(account: string): void {
    this.failures.delete(account.toLowerCase());
  }
}
