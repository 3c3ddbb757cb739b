import type { FastifyInstance } from 'fastify';
import type { DbHandle } from '../db';
import { JobQueue, type JobQueueOptions } from '../jobs/queue';

/** The app's durable job queue (jobs/queue.ts); its warnings go to the app's log. */
export const createJobQueue = (app: FastifyInstance, db: DbHandle, opts: JobQueueOptions) =>
  new JobQueue(db.db, db.kind, opts, (msg, err) => app.log.warn({ err }, msg));

/** The queue runs from the moment the app is ready (unless tests drive it by hand) and stops with it. */
export function runJobQueue(app: FastifyInstance, jobs: JobQueue, autoStart: boolean) {
  if (autoStart) app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.stop());
}
