import type { ZodType } from 'zod';
import type { Job } from '../db/types';

/**
 * Each job type's payload, by name. The module that owns a job declares its entry where the job
 * lives (`declare module '../../jobs/types' { interface JobPayloads { 'name': Payload } }`), as
 * packages/domain/src/realtime.ts does for socket events: `enqueue` and the handler then share
 * one type, and the queue imports nothing of modules.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface JobPayloads {}
export type JobName = keyof JobPayloads & string;

/** A job type as a module registers it: its name, the schema its payload is read with, its handler. */
export type JobDefinition<N extends JobName> = {
  name: N;
  payload: ZodType<JobPayloads[N]>;
  handler: (payload: JobPayloads[N], job: Job) => Promise<void>;
};

/** A failed attempt, handed to whoever keeps the error log (the queue imports nothing of modules). */
export type JobFailure = {
  id: number;
  type: string;
  attempt: number;
  maxAttempts: number;
  /** No attempt is left: the job stays failed. */
  final: boolean;
  error: unknown;
};

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
  /** Told of each failed attempt after it is written (issue 29: /logs shows jobs that keep failing). */
  onFailure?: (failure: JobFailure) => Promise<void>;
};
