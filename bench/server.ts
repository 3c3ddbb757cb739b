// The server under test, in its own process so the load generator does not share its event loop.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { openDb } from '../apps/server/src/db';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { ensureMainAdmin } from '../apps/server/src/modules/users/bootstrap';
import { findStaffByUsername } from '../apps/server/src/modules/users/queries';

const dir = mkdtempSync(join(tmpdir(), 'ponte-bench-'));
const handle = openDb({ kind: 'sqlite', file: join(dir, 'ponte.db') });
await migrateToLatest(handle.db);
await ensureMainAdmin(handle.db, { email: 'bench@ponte.local', password: 'bench-password' });
const app = await buildApp({ db: handle, jwtSecret: 'b'.repeat(40) });
// Baseline: same Fastify instance, plugins and hooks chain, but no auth and no database.
app.get('/bench/bare', async () => ({ success: true, data: null }));
await app.listen({ port: 0, host: '127.0.0.1' });
const admin = await findStaffByUsername(handle.db, 'onsolutions');
const address = app.server.address();
process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0, token: await app.signToken(admin!) })}\n`);
process.on('SIGTERM', async () => {
  await app.close();
  await handle.db.destroy();
  process.exit(0);
});
