import { isDependencyDown } from './errors';

/**
 * For a write that records what already happened outside Ponte (an e-mail the SMTP server
 * accepted, a text the gateway took, a job that ran): while the database does not answer, it is
 * tried again, so that nothing after a lease or a retry does the outside thing a second time
 * (issue 34). Any other error, or the database still away at `withinMs`, is thrown.
 */
export async function writeWhenBack<T>(write: () => Promise<T>, withinMs = 30_000, everyMs = 250): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    try {
      return await write();
    } catch (err) {
      if (!isDependencyDown(err) || Date.now() >= deadline) throw err;
      await new Promise((resume) => setTimeout(resume, everyMs));
    }
  }
}

/**
 * How long a job may still wait on such a write: what is left of its lease, less a margin. Past
 * the lease another runner may take the job and do its outside work again. Without a job (a
 * direct call), the default.
 */
export const leaseLeft = (job?: { locked_until: string | null }, marginMs = 5_000) =>
  job?.locked_until ? Math.max(0, Date.parse(job.locked_until) - Date.now() - marginMs) : 30_000;
