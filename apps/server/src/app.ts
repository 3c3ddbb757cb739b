import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import './lib/zod-locale';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Redis } from 'ioredis';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DbHandle } from './db';
import type { JobQueueOptions } from './jobs/queue';
import { dataFolders, makeUploadsFolder } from './lib/data-folders';
import type { Keyring } from './lib/sealing';
import { pluginCallbacks, serverModules, staffAuthOptions } from './modules';
import { authPlugin } from './plugins/auth';
import { registerBotAuth } from './plugins/bot-auth';
import { drainOnClose } from './plugins/drain';
import { frameworkErrorReply, registerErrorHandling } from './plugins/errors';
import { createJobQueue, runJobQueue } from './plugins/job-queue';
import { registerJsonBody } from './plugins/json-body';
import { registerMetrics } from './plugins/metrics';
import { registerModuleJobs, registerModuleRoutes, runModuleSchedules } from './plugins/modules';
import { registerOpenApi } from './plugins/openapi';
import { registerRateLimit } from './plugins/rate-limit';
import { registerRequestAddress } from './plugins/request-address';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerStaticFiles } from './plugins/static-files';
import { attachRealtime } from './realtime/socket';
import { openSecrets } from './secrets';
import './app-decorations';

export type AppOptions = {
  db: DbHandle;
  jwtSecret: string;
  jwtExpiresIn?: string;
  /** Folder of the built SPA; served with a fallback to index.html for client routes. */
  webDist?: string;
  logger?: FastifyServerOptions['logger'];
  /** With REDIS_URL, rate limits are counted in Redis so every instance shares them. */
  redis?: Redis;
  trustProxy?: boolean;
  /** Sign-in attempts per minute from one address (default 20). */
  loginRateLimit?: number;
  /** Uploaded and received media live in DATA_DIR/uploads and are served on /uploads/. */
  dataDir?: string;
  /** Tests drive the job queue by hand (autoStart false) and shorten its backoff. */
  jobs?: JobQueueOptions & { autoStart?: boolean };
  /** Base of links sent to customers (PUBLIC_URL); null: the address saved on /configuracoes, if any. */
  publicUrl?: string | null;
  /** Funnel events per minute the shop's site may send from one address (default 120). */
  trackingRateLimit?: number;
  /** Gateway webhook posts per minute from one address (default WEBHOOK_RATE_LIMIT, docs/0026). */
  webhookRateLimit?: number;
  /** Meta's Graph API (https://graph.facebook.com); tests point it at a local peer. */
  metaGraphUrl?: string;
  /** The keys that seal integration secrets (issue 33); default: the key file of `dataDir`. */
  keyring?: Keyring;
};

/**
 * Builds the whole HTTP app without listening: main.ts listens, tests use app.inject. The modules,
 * and what each is handed by the app and by other modules, are listed in modules.ts.
 */
export async function buildApp(opts: AppOptions) {
  const app = Fastify({
    logger: opts.logger ?? false,
    trustProxy: opts.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    // Unique across restarts and instances: the system logs' server errors carry it (docs/0021).
    genReqId: () => randomUUID(),
    frameworkErrors: frameworkErrorReply,
    // plugins/drain.ts answers while closing: in Portuguese, and the liveness probe still 200.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  const modules = serverModules(opts);
  const callbacks = pluginCallbacks(opts, () => app.ctx);
  const autoStart = opts.jobs?.autoStart !== false;

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', opts.db.db);
  app.decorate('dbKind', opts.db.kind);
  const folders = dataFolders(opts.dataDir);
  // Secrets open with these keys or the server does not start (docs/0068).
  await openSecrets(opts.db.db, folders.dataDir, opts.keyring);
  makeUploadsFolder(folders);

  registerJsonBody(app);
  registerRequestAddress(app);
  const index = opts.webDist && existsSync(join(opts.webDist, 'index.html')) ? opts.webDist : undefined;
  registerErrorHandling(app, {
    web: index,
    onServerError: callbacks.onServerError,
    checkoutOrder: callbacks.checkoutOrder,
  });
  drainOnClose(app);
  await registerSecurityHeaders(app);
  await registerRateLimit(app, opts.redis);
  await registerOpenApi(app);
  await app.register(authPlugin, staffAuthOptions(opts));
  registerBotAuth(app, callbacks.isValidBotKey);

  const jobs = createJobQueue(app, opts.db, { onFailure: callbacks.onJobFailure, ...opts.jobs });
  registerModuleJobs(jobs, modules, () => app.ctx);
  app.decorate('jobs', jobs);
  app.decorate('realtime', attachRealtime(app, { redis: opts.redis, mayReadChat: callbacks.mayReadChat }));
  registerMetrics(app, {
    jobs: () => jobs.stats(),
    sockets: () => app.realtime.io.of('/').sockets.size,
    dependencies: callbacks.dependencies,
  });
  app.decorate('ctx', {
    db: opts.db.db,
    dbKind: opts.db.kind,
    realtime: app.realtime,
    jobs,
    uploadsDir: folders.uploadsDir,
    outboxDir: folders.outboxDir,
    publicUrl: opts.publicUrl ?? null,
  });
  runJobQueue(app, jobs, autoStart);
  if (autoStart) runModuleSchedules(app, modules);

  await registerModuleRoutes(app, modules);
  await registerStaticFiles(app, { uploads: folders.uploadsDir, web: index });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
