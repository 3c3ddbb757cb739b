import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { JobTypeStats } from '../jobs/queue';
import { forbidden, unauthorized } from '../lib/errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Prometheus text of this process and app, for GET /metrics and METRICS_PORT. */
    metrics: { text: () => Promise<string>; contentType: string };
  }
}

/** What the app hands in, so this plugin reads no module's SQL. */
export type MetricsSources = {
  jobs: () => Promise<JobTypeStats[]>;
  /** socket.io connections of this instance. */
  sockets: () => number;
  /** Whether the database and Redis answer (issue 34's alerts): 'ok' or 'failed' by name. */
  dependencies?: () => Promise<Record<string, 'ok' | 'failed'>>;
};

let processRegistry: Registry | undefined;

/**
 * CPU, memory, event loop and GC belong to the process, not to one app: collected once per
 * process (tests build many apps in one), merged into every scrape.
 */
function processMetrics() {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * The label of a request: the route pattern (`/api/checkout/:token`), never the URL, which may
 * hold a checkout token or a webhook secret. The built interface's files are one route each:
 * they count together, and a URL no route matched is 'unmatched'.
 */
export function routeLabel(route: string | undefined): string {
  if (!route) return 'unmatched';
  return route.startsWith('/assets/') ? '/assets/*' : route;
}

export function registerMetrics(app: FastifyInstance, sources: MetricsSources) {
  const registry = new Registry();
  const requests = new Counter({
    name: 'ponte_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'ponte_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (req, reply) => {
    const route = routeLabel(req.routeOptions.url);
    requests.inc({ method: req.method, route, status_code: String(reply.statusCode) });
    latency.observe({ method: req.method, route }, reply.elapsedTime / 1000);
  });

  // Read at scrape time: one grouped query over the unfinished jobs, shared by the gauges of
  // one scrape (prom-client collects them all at once).
  let reading: Promise<JobTypeStats[] | undefined> | undefined;
  const readJobs = () =>
    (reading ??= sources
      .jobs()
      .catch((err) => {
        app.log.warn({ err }, 'metrics: job counts could not be read');
        return undefined;
      })
      .finally(() => (reading = undefined)));
  const jobGauge = (name: string, help: string, pick: (s: JobTypeStats) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['type'] as const,
      registers: [registry],
      async collect() {
        const stats = await readJobs();
        this.reset();
        for (const s of stats ?? []) this.set({ type: s.type }, pick(s));
      },
    });
  jobGauge('ponte_jobs_waiting', 'Jobs due and waiting for a runner (queue depth), by type', (s) => s.waiting);
  jobGauge('ponte_jobs_running', 'Jobs a runner has taken, by type', (s) => s.running);
  jobGauge('ponte_jobs_scheduled', 'Jobs set to run later, by type', (s) => s.scheduled);
  jobGauge(
    'ponte_jobs_oldest_waiting_seconds',
    'How long the oldest waiting job has been due, by type',
    (s) => s.oldestWaitingSeconds,
  );
  new Gauge({
    name: 'ponte_jobs_scrape_ok',
    help: '1 when the job counts were read from the database at this scrape, 0 when that failed',
    registers: [registry],
    async collect() {
      this.set((await readJobs()) ? 1 : 0);
    },
  });
  const dependencies = sources.dependencies;
  if (dependencies)
    new Gauge({
      name: 'ponte_dependency_up',
      help: '1 when the dependency (database, redis) answered at this scrape, 0 when it did not',
      labelNames: ['dependency'] as const,
      registers: [registry],
      async collect() {
        const checks = await dependencies().catch(() => ({}) as Record<string, 'ok' | 'failed'>);
        this.reset();
        for (const [name, check] of Object.entries(checks)) this.set({ dependency: name }, check === 'ok' ? 1 : 0);
      },
    });
  new Gauge({
    name: 'ponte_realtime_sockets',
    help: 'socket.io connections of this instance',
    registers: [registry],
    collect() {
      this.set(sources.sockets());
    },
  });

  const both = [processMetrics(), registry];
  app.decorate('metrics', {
    text: () => Registry.merge(both).metrics(),
    contentType: registry.contentType,
  });

  // Staff admins only on the main port (a bearer token, 401 without one, 403 for other roles);
  // Prometheus scrapes METRICS_PORT instead, where no token is asked (server.ts).
  app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
    const header = req.headers.authorization ?? '';
    const actor = header.startsWith('Bearer ') ? await app.verifyToken(header.slice(7).trim()) : null;
    if (!actor) throw unauthorized();
    if (actor.role !== 'admin') throw forbidden();
    reply.header('cache-control', 'no-store').type(app.metrics.contentType);
    return app.metrics.text();
  });
}

/**
 * METRICS_PORT: a plain HTTP server answering GET /metrics only, with no token, so Prometheus
 * can scrape it on a private network without a staff session. Never expose it publicly.
 */
export function serveMetrics(app: FastifyInstance, port: number, host: string): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    app.metrics.text().then(
      (body) => res.writeHead(200, { 'content-type': app.metrics.contentType }).end(body),
      (err) => {
        app.log.error({ err }, 'metrics failed');
        res.writeHead(500).end();
      },
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
