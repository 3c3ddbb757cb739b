import type { Server } from 'node:http';
import type { Redis } from 'ioredis';
import type { App } from './app';

export type ShutdownParts = {
  app: App;
  closeDatabase: () => Promise<void>;
  redis?: Redis;
  /** The METRICS_PORT server, when there is one. */
  metricsServer?: Server;
  /** How long requests under way and the running job get before they are cut. */
  timeoutMs: number;
  /** How long the instance goes on serving, not ready, before it stops accepting (docs/0077). */
  drainDelayMs?: number;
};

/**
 * The graceful stop on SIGTERM/SIGINT (docs/0027). First readiness answers 503, for
 * `drainDelayMs` while the instance still serves (a polling load balancer moves away). Then: no new connection is accepted, no
 * new job is claimed and the sockets are closed (their clients reconnect elsewhere). Requests
 * under way are answered (a new request on a kept-alive connection gets 503) and the running
 * job finishes, both until the deadline: then the connections are cut and the job is handed
 * back for another runner. Last the database and Redis close.
 */
export async function shutdown({
  app,
  closeDatabase,
  redis,
  metricsServer,
  timeoutMs,
  drainDelayMs = 0,
}: ShutdownParts) {
  app.startDraining();
  if (drainDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, drainDelayMs));
  const jobs = app.jobs.stop(timeoutMs);
  const cut = setTimeout(() => app.server.closeAllConnections(), timeoutMs);
  try {
    // app.close() also waits for app.jobs.stop() (an onClose hook), the same stop as above.
    await Promise.all([app.close(), jobs]);
  } finally {
    clearTimeout(cut);
  }
  if (metricsServer) {
    metricsServer.closeAllConnections();
    await new Promise((resolve) => metricsServer.close(resolve));
  }
  await closeDatabase();
  if (redis) await redis.quit().catch(() => redis.disconnect());
}
