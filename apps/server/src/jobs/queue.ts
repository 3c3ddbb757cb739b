import type { Db, DbKind, Tx } from '../db';
import { nowIso } from '../db';
import type { Job } from '../db/types';
import { leaseLeft, writeWhenBack } from '../lib/write-when-back';
import {
  claimDueJob,
  deleteFinishedJobs,
  deleteFinishedJobsMentioning,
  insertJob,
  releaseJob,
  unfinishedJobs,
  updateJob,
} from './queries';
import type { JobDefinition, JobName, JobPayloads, JobQueueOptions } from './types';

export type { JobDefinition, JobFailure, JobName, JobPayloads, JobQueueOptions } from './types';

type JobHandler = (payload: unknown, job: Job) => Promise<void>;

/** A payload its schema refuses: no attempt would read it better, so the job fails at once. */
class UnreadablePayload extends Error {}

const DAY_MS = 24 * 60 * 60_000;

/** What /metrics shows of one job type: jobs due and waiting for a runner, taken, or set for later. */
export type JobTypeStats = {
  type: string;
  waiting: number;
  running: number;
  scheduled: number;
  /** How long the oldest waiting job has been due, in seconds (0 when none waits). */
  oldestWaitingSeconds: number;
};

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
  /** Set by stop(): no job is claimed any more, even by a drain() under way. */
  private closing = false;
  private stopping: Promise<void> | undefined;
  /** The job a handler is running now, and those handed back by stop() (their outcome is not written). */
  private current: Job | undefined;
  private released = new Set<number>();
  /** The job whose handler finished last: stop() does not hand it back while it is marked done. */
  private ranToEnd: number | undefined;
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
      onFailure: async () => {},
      ...opts,
    };
  }

  /** A job type; its payload is checked against the schema when the job is taken. */
  register<N extends JobName>(definition: JobDefinition<N>) {
    this.handlers.set(definition.name, async (raw, job) => {
      const read = definition.payload.safeParse(raw);
      if (!read.success) throw new UnreadablePayload(`unreadable payload: ${read.error.message}`);
      await definition.handler(read.data, job);
    });
  }

  /**
   * `opts.db`: the caller's transaction, so the job exists only if the caller's writes commit;
   * the caller then calls `kick()` after the commit (the poll finds the job otherwise).
   */
  async enqueue<N extends JobName>(
    type: N,
    payload: JobPayloads[N],
    opts: { maxAttempts?: number; runAt?: Date; db?: Db | Tx } = {},
  ) {
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

  /**
   * Claims nothing more and waits for the running job. Past `timeoutMs` that job is handed back
   * (pending, due now, its attempt not counted) so another runner, or the next start, takes it
   * at once instead of after its lease. Calling it again waits for the same stop.
   */
  stop(timeoutMs = Infinity): Promise<void> {
    this.stopping ??= this.stopRunning(timeoutMs);
    return this.stopping;
  }

  private async stopRunning(timeoutMs: number) {
    this.stopped = true;
    this.closing = true;
    clearInterval(this.timer);
    const deadline = Date.now() + timeoutMs;
    while (this.running && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    const job = this.current;
    // A job whose handler has run is only being marked done: handed back, it would run again.
    if (!this.running || !job || this.ranToEnd === job.id) return;
    this.released.add(job.id);
    await releaseJob(this.db, job, nowIso());
    this.log(`job ${job.id} (${job.type}) still running at shutdown: handed back`);
  }

  /** Per registered type (and any other type found): cheap, reads only unfinished jobs through their index. */
  async stats(now = new Date()): Promise<JobTypeStats[]> {
    const nowText = nowIso(now);
    const byType = new Map<string, JobTypeStats>();
    const entry = (type: string) => {
      let e = byType.get(type);
      if (!e) byType.set(type, (e = { type, waiting: 0, running: 0, scheduled: 0, oldestWaitingSeconds: 0 }));
      return e;
    };
    for (const type of this.handlers.keys()) entry(type);
    for (const row of await unfinishedJobs(this.db, nowText)) {
      const e = entry(row.type);
      if (row.status === 'running') e.running += Number(row.total);
      else {
        e.waiting += Number(row.due);
        e.scheduled += Number(row.total) - Number(row.due);
        if (row.oldest_due) e.oldestWaitingSeconds = (now.getTime() - Date.parse(row.oldest_due)) / 1000;
      }
    }
    return [...byType.values()];
  }

  /** Runs due jobs now instead of at the next poll. */
  kick() {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    // A failing claim (the database away for a moment) is retried at the next poll, never fatal.
    this.drain().catch((err) =>
      this.log(`job runner failed: ${err instanceof Error ? err.message : String(err)}`, err),
    );
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

  /** Issue 33, erasure: finished jobs whose payload holds one of these values (a customer's) go. */
  async forgetFinishedMentioning(terms: string[], db: Db | Tx = this.db): Promise<void> {
    await deleteFinishedJobsMentioning(db, terms);
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
    // After stop() nothing new is taken, which also ends a drain() under way.
    if (this.closing) return undefined;
    const now = nowIso();
    const lockedUntil = new Date(Date.now() + this.opts.lockMs).toISOString();
    return claimDueJob(this.db, this.kind, now, lockedUntil);
  }

  private async run(job: Job) {
    const handler = this.handlers.get(job.type);
    this.current = job;
    let handled = false;
    try {
      if (!handler) throw new Error(`no handler for job type ${job.type}`);
      await handler(JSON.parse(job.payload), job);
      handled = true;
      this.ranToEnd = job.id;
      if (this.released.has(job.id)) return;
      // Done is done: a database away for a moment is waited for, or the job would run again
      // after its lease, sending what it sent a second time (issue 34).
      await writeWhenBack(
        () =>
          updateJob(this.db, job.id, { status: 'done', locked_until: null, last_error: null, updated_at: nowIso() }),
        leaseLeft(job),
      );
    } catch (err) {
      if (handled) {
        // It ran; only its record failed. Counted as a failure it would be retried at once.
        this.log(`job ${job.id} (${job.type}) ran but could not be marked done`, err);
        return;
      }
      if (this.released.has(job.id)) return;
      const message = err instanceof Error ? err.message : String(err);
      const finalFailure = job.attempts >= job.max_attempts || err instanceof UnreadablePayload;
      const delay = Math.min(this.opts.maxBackoffMs, this.opts.backoffBaseMs * 2 ** (job.attempts - 1));
      this.log(`job ${job.id} (${job.type}) attempt ${job.attempts} failed: ${message}`, err);
      await updateJob(this.db, job.id, {
        status: finalFailure ? 'failed' : 'pending',
        run_at: finalFailure ? job.run_at : new Date(Date.now() + delay).toISOString(),
        locked_until: null,
        last_error: message.slice(0, 1000),
        updated_at: nowIso(),
      });
      const failure = {
        id: job.id,
        type: job.type,
        attempt: job.attempts,
        maxAttempts: job.max_attempts,
        final: finalFailure,
        error: err,
      };
      await this.opts.onFailure(failure).catch((logErr: unknown) => this.log('job failure log failed', logErr));
    } finally {
      this.current = undefined;
    }
  }
}
