import type { Db, DbKind, Tx } from '../db';
import { nowIso } from '../db';
import type { Job } from '../db/types';
import { claimDueJob, deleteFinishedJobs, insertJob, updateJob } from './queries';

export type JobHandler = (payload: unknown, job: Job) => Promise<void>;

export type JobQueueOptions = {
  /** How often due jobs are looked for when nothing kicked the runner. */
  pollMs?: number;
  /** First retry delay; doubles per attempt up to maxBackoffMs. */
  backoffBaseMs?: number;
  maxBackoffMs?: number;
  /** A running job whose worker died is taken again after this long. */
  lockMs?: number;
  /** Finished jobs are deleted after this long (done), or this long (failed: kept longer to read why). */
  doneRetentionMs?: number;
  failedRetentionMs?: number;
  /** How often the runner deletes expired finished jobs. */
  sweepEveryMs?: number;
};

const DAY_MS = 24 * 60 * 60_000;

/**
 * Durable jobs in the database: a job survives a restart and a failing one is retried with
 * exponential backoff. On PostgreSQL a claim uses FOR UPDATE SKIP LOCKED, so several instances
 * never run the same job; SQLite has a single writer, so the claim is atomic there by itself.
 */
export class JobQueue {
  private handlers = new Map<string, JobHandler>();
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private again = false;
  private stopped = true;
  private lastSweep = 0;
  readonly opts: Required<JobQueueOptions>;

  constructor(
    private db: Db,
    private kind: DbKind,
    opts: JobQueueOptions = {},
    private log: (msg: string, err?: unknown) => void = () => {},
  ) {
    this.opts = {
      pollMs: 1000,
      backoffBaseMs: 2000,
      maxBackoffMs: 10 * 60_000,
      lockMs: 60_000,
      doneRetentionMs: 7 * DAY_MS,
      failedRetentionMs: 30 * DAY_MS,
      sweepEveryMs: 60 * 60_000,
      ...opts,
    };
  }

  register(type: string, handler: JobHandler) {
    this.handlers.set(type, handler);
  }

  /**
   * `opts.db`: the caller's transaction, so the job exists only if the caller's writes commit;
   * the caller then calls `kick()` after the commit (the poll finds the job otherwise).
   */
  async enqueue(type: string, payload: unknown, opts: { maxAttempts?: number; runAt?: Date; db?: Db | Tx } = {}) {
    const now = nowIso();
    const job = await insertJob(opts.db ?? this.db, {
      type,
      payload: JSON.stringify(payload),
      max_attempts: opts.maxAttempts ?? 8,
      run_at: (opts.runAt ?? new Date()).toISOString(),
      locked_until: null,
      last_error: null,
      created_at: now,
      updated_at: now,
    });
    if (!opts.db) this.kick();
    return job.id;
  }

  start() {
    this.stopped = false;
    this.timer = setInterval(() => this.kick(), this.opts.pollMs);
    this.timer.unref();
    this.kick();
  }

  async stop() {
    this.stopped = true;
    clearInterval(this.timer);
    while (this.running) await new Promise((r) => setTimeout(r, 10));
  }

  /** Runs due jobs now instead of at the next poll. */
  kick() {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    void this.drain();
  }

  /** Runs every job due now, one after the other (tests call this directly). */
  async drain(): Promise<number> {
    this.running = true;
    let done = 0;
    try {
      await this.sweepWhenDue();
      do {
        this.again = false;
        for (let job = await this.claim(); job; job = await this.claim()) {
          await this.run(job);
          done += 1;
        }
      } while (this.again && !this.stopped);
    } finally {
      this.running = false;
    }
    return done;
  }

  /**
   * Deletes done jobs older than the done retention and failed ones older than the failed
   * retention, by their last change (indexed on status, updated_at). Pending and running jobs
   * are never touched. Returns how many went.
   */
  async sweep(now = new Date()): Promise<number> {
    const doneBefore = new Date(now.getTime() - this.opts.doneRetentionMs).toISOString();
    const failedBefore = new Date(now.getTime() - this.opts.failedRetentionMs).toISOString();
    const [done, failed] = await Promise.all([
      deleteFinishedJobs(this.db, 'done', doneBefore),
      deleteFinishedJobs(this.db, 'failed', failedBefore),
    ]);
    return done + failed;
  }

  /** At most once per sweepEveryMs per runner; a failed sweep is retried at the next period, never stops the jobs. */
  private async sweepWhenDue() {
    if (Date.now() - this.lastSweep < this.opts.sweepEveryMs) return;
    this.lastSweep = Date.now();
    try {
      await this.sweep();
    } catch (err) {
      this.log(`finished jobs sweep failed: ${err instanceof Error ? err.message : String(err)}`, err);
    }
  }

  private async claim(): Promise<Job | undefined> {
    const now = nowIso();
    const lockedUntil = new Date(Date.now() + this.opts.lockMs).toISOString();
    return claimDueJob(this.db, this.kind, now, lockedUntil);
  }

  private async run(job: Job) {
    const handler = this.handlers.get(job.type);
    try {
      if (!handler) throw new Error(`no handler for job type ${job.type}`);
      await handler(JSON.parse(job.payload), job);
      await updateJob(this.db, job.id, { status: 'done', locked_until: null, last_error: null, updated_at: nowIso() });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const finalFailure = job.attempts >= job.max_attempts;
      const delay = Math.min(this.opts.maxBackoffMs, this.opts.backoffBaseMs * 2 ** (job.attempts - 1));
      this.log(`job ${job.id} (${job.type}) attempt ${job.attempts} failed: ${message}`, err);
      await updateJob(this.db, job.id, {
        status: finalFailure ? 'failed' : 'pending',
        run_at: finalFailure ? job.run_at : new Date(Date.now() + delay).toISOString(),
        locked_until: null,
        last_error: message.slice(0, 1000),
        updated_at: nowIso(),
      });
    }
  }
}
