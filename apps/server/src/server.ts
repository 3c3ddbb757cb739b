import type { Server } from 'node:http';
import { buildApp } from './app';
import { loadKeyring } from './lib/sealing';
import type { Config } from './config';
import { openDb, type DbHandle } from './db';
import { migrateToLatest } from './db/migrate';
import { ensureBotKey } from './modules/gateway/settings';
import { ensureMainAdmin } from './modules/users/bootstrap';
import { serveMetrics } from './plugins/metrics';
import { processLogOptions, processLogStream } from './plugins/process-log';
import { armExitWatchdog } from './lib/exit-watchdog';
import { connectRedis } from './redis';
import { shutdown } from './shutdown';

/**
 * Opens the database, migrates, makes sure the main admin exists, then serves the API and the
 * built SPA on one port until SIGTERM/SIGINT, and then stops gracefully (shutdown.ts).
 * `prepare` runs after migrations (the demo seeds there).
 */
export async function startServer(config: Config, prepare?: (handle: DbHandle) => Promise<void>) {
  const handle = openDb(config.database);
  await migrateToLatest(handle.db);
  await prepare?.(handle);

  const admin = await ensureMainAdmin(handle.db, { email: config.adminEmail, password: config.adminPassword });
  if (admin.password) {
    // Printed once, on the first start; set ADMIN_PASSWORD to choose it instead.
    console.log(`\n  Conta principal criada: usuário "onsolutions", senha "${admin.password}"\n`);
  }

  const botKey = await ensureBotKey(handle.db);
  if (botKey) console.log(`  Chave do bot (x-bot-key), mostrada só agora: ${botKey}\n`);

  // A reader of our warnings that went away must not end the server (a broken pipe is an error event).
  process.stderr.on('error', () => {});
  const redis = config.redisUrl
    ? connectRedis(config.redisUrl, (err) => console.warn(`Redis não responde: ${err.message}`))
    : undefined;
  const app = await buildApp({
    db: handle,
    jwtSecret: config.jwtSecret,
    keyring: loadKeyring(config.dataDir, config.encryption),
    jwtExpiresIn: config.jwtExpiresIn,
    webDist: config.webDist,
    redis,
    trustProxy: config.trustProxy,
    loginRateLimit: config.loginRateLimit,
    dataDir: config.dataDir,
    publicUrl: config.publicUrl,
    jobs: { lockMs: config.jobLeaseMs },
    logger: processLogOptions(config.logLevel, processLogStream()),
  });

  let metricsServer: Server | undefined;
  let closing = false;
  const stop = async (signal: string) => {
    // npm passes a terminal's Ctrl-C on as a second SIGINT: one stop is enough.
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Whatever hangs past the deadline (a stuck driver, an exit handler), the process still ends.
    armExitWatchdog(config.drainDelayMs + config.shutdownTimeoutMs + 5000);
    try {
      await shutdown({
        app,
        closeDatabase: () => handle.db.destroy(),
        redis,
        metricsServer,
        timeoutMs: config.shutdownTimeoutMs,
        drainDelayMs: config.drainDelayMs,
      });
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  if (config.metricsPort) metricsServer = await serveMetrics(app, config.metricsPort, config.host);
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`Ponte em http://localhost:${port} (${handle.kind}${redis ? ' + redis' : ''})`);
  return app;
}
