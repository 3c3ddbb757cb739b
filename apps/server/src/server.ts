import { buildApp } from './app';
import type { Config } from './config';
import { openDb, type DbHandle } from './db';
import { migrateToLatest } from './db/migrate';
import { ensureBotKey } from './modules/gateway/settings';
import { ensureMainAdmin } from './modules/users/bootstrap';
import { processLogOptions } from './plugins/process-log';
import { connectRedis } from './redis';

/**
 * Opens the database, migrates, makes sure the main admin exists, then serves the API and the
 * built SPA on one port until SIGTERM/SIGINT. `prepare` runs after migrations (the demo seeds there).
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

  const redis = config.redisUrl ? connectRedis(config.redisUrl) : undefined;
  const app = await buildApp({
    db: handle,
    jwtSecret: config.jwtSecret,
    jwtExpiresIn: config.jwtExpiresIn,
    webDist: config.webDist,
    redis,
    trustProxy: config.trustProxy,
    loginRateLimit: config.loginRateLimit,
    dataDir: config.dataDir,
    publicUrl: config.publicUrl,
    jobs: { lockMs: config.jobLeaseMs },
    logger: processLogOptions(config.logLevel),
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await handle.db.destroy();
    redis?.disconnect();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`Ponte em http://localhost:${port} (${handle.kind}${redis ? ' + redis' : ''})`);
  return app;
}
