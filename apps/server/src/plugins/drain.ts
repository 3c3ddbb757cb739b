import type { FastifyInstance } from 'fastify';
import { httpErrorText, RETRY_AFTER_SECONDS } from '@ponte/domain/api';

declare module 'fastify' {
  interface FastifyInstance {
    /** True from the start of the stop: the instance is alive and no longer ready (issue 34). */
    isDraining: () => boolean;
    /** Starts the stop's first phase: readiness answers 503 while everything else still serves. */
    startDraining: () => void;
  }
  interface FastifyContextConfig {
    /** Answers while the instance drains: the liveness probe, which must not fail during a stop. */
    aliveWhileDraining?: boolean;
  }
}

/**
 * The stop as the callers see it (docs/0077). From `startDraining()` (SIGTERM, then
 * DRAIN_DELAY_SECONDS) readiness answers 503 and every other route serves as before, so a load
 * balancer that polls readiness stops sending first. Once the app is closing (app.close()):
 * - every answer says `Connection: close`, so a kept-alive connection (every browser's and
 *   nginx's) ends with the answer under way instead of holding the close until the deadline;
 * - a new request on such a connection answers 503 in Portuguese with `Retry-After`, which the
 *   load balancer or the client retries elsewhere. Fastify's own 503 (`return503OnClosing`,
 *   turned off in app.ts) is English and would fail the liveness probe too;
 * - the liveness probe still answers 200: a draining instance is alive, only not ready.
 */
export function drainOnClose(app: FastifyInstance) {
  let draining = false;
  let closing = false;
  app.decorate('isDraining', () => draining);
  app.decorate('startDraining', () => void (draining = true));
  app.addHook('preClose', async () => {
    draining = true;
    closing = true;
  });
  app.addHook('onRequest', async (req, reply) => {
    if (!closing || req.routeOptions.config.aliveWhileDraining) return;
    return reply
      .code(503)
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .send({ success: false, error: httpErrorText.draining, code: 'unavailable' });
  });
  app.addHook('onSend', async (_req, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}
