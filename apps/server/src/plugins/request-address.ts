import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

const requests = new AsyncLocalStorage<{ ip: string }>();

/**
 * Each request's address, kept for everything its handler calls: the activity log notes where an
 * action came from even when the service that records it was not handed the address (issue 33:
 * an auditor's export had settings changes with an empty address column).
 */
export function registerRequestAddress(app: FastifyInstance) {
  // After the body is read: its stream's events run in the socket's context, not the request's.
  app.addHook('preValidation', (req, _reply, done) => {
    requests.run({ ip: req.ip }, done);
  });
}

/** The address of the request being served; undefined in a job, a timer or at start. */
export const requestAddress = (): string | undefined => requests.getStore()?.ip;
