import { buildApp } from './app';
import { loadConfig } from './config';
import { openDb } from './db';
import { migrateToLatest } from './db/migrate';
import { ensureMainAdmin } from './modules/users/bootstrap';

const config = loadConfig();
const handle = openDb(config.database);
await migrateToLatest(handle.db);

const admin = await ensureMainAdmin(handle.db, { email: config.adminEmail, password: config.adminPassword });
if (admin.password) {
  // Printed once, on the first start; set ADMIN_PASSWORD to choose it instead.
  console.log(`\n  Conta principal criada: usuário "onsolutions", senha "${admin.password}"\n`);
}

const app = await buildApp({
  db: handle,
  jwtSecret: config.jwtSecret,
  jwtExpiresIn: config.jwtExpiresIn,
  webDist: config.webDist,
  logger: {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.body.password', 'req.body.senha', '*.card_data', '*.cvv', '*.number'],
  },
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await handle.db.destroy();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`Ponte em http://localhost:${config.port} (${handle.kind})`);
