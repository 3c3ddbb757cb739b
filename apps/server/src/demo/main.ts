import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadConfig } from '../config';
import { ensureMainAdmin } from '../modules/users/bootstrap';
import { startServer } from '../server';
import { DEMO_PASSWORD, seedDemo, type DemoLogins } from './seed';

// The demo always runs on its own SQLite file, made anew on each start, never on DATABASE_URL.
const dataDir = resolve(process.env.DEMO_DATA_DIR ?? './data-demo');
for (const suffix of ['', '-wal', '-shm']) rmSync(join(dataDir, `ponte.db${suffix}`), { force: true });

const env: NodeJS.ProcessEnv = {
  LOG_LEVEL: 'warn',
  // Payment links in the demo point at this machine unless PUBLIC_URL says otherwise.
  PUBLIC_URL: `http://localhost:${process.env.PORT || 3000}`,
  ...process.env,
  DATA_DIR: dataDir,
  ADMIN_PASSWORD: DEMO_PASSWORD,
  ADMIN_EMAIL: 'admin@ponte.demo',
};
delete env.DATABASE_URL;
let logins: DemoLogins = [];
await startServer(loadConfig(env), async ({ db }) => {
  await ensureMainAdmin(db, { email: 'admin@ponte.demo', password: DEMO_PASSWORD });
  logins = await seedDemo(db, new Date(), join(dataDir, 'uploads'));
});
console.log('\nDemonstração pronta. Entre com:');
for (const l of logins) console.log(`  ${l.role.padEnd(24)} usuário ${l.username.padEnd(16)} senha ${l.password}`);
