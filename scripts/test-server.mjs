// npm run test:server: the server suite on SQLite always, on PostgreSQL when TEST_DATABASE_URL is
// set. Without it the PostgreSQL project is not started at all (vitest exits 1 on a project that
// includes no files, whatever passWithNoTests says), and the run ends saying what was skipped
// and how to run it, so a contributor without PostgreSQL or Redis still gets a green line.
// Arguments are passed to vitest as file filters: .ci/run runs the Redis test files this way with
// both variables unset, to prove the line still passes on a machine without the services.
import { spawnSync } from 'node:child_process';

const filters = process.argv.slice(2);
const vitest = (project) =>
  spawnSync('npx', ['vitest', 'run', '--project', project, '--maxWorkers=2', ...filters], { stdio: 'inherit' })
    .status ?? 1;

const skipped = [];
if (!process.env.TEST_DATABASE_URL)
  skipped.push(
    'the PostgreSQL run of the server suite: set TEST_DATABASE_URL=postgres://USER@HOST:5432/DATABASE (an empty database the tests may create schemas in)',
  );
if (!process.env.TEST_REDIS_URL)
  skipped.push('the Redis tests (shared rate limit, health with Redis): set TEST_REDIS_URL=redis://HOST:6379');

let status = vitest('server-sqlite');
if (status === 0 && process.env.TEST_DATABASE_URL) status = vitest('server-pg');

if (skipped.length) {
  console.log('\n[server tests] SKIPPED, nothing failed:');
  for (const line of skipped) console.log(`  - ${line}`);
  console.log('  (bash .ci/run sets both when PostgreSQL answers on 127.0.0.1:5432 and Redis on 127.0.0.1:6379)\n');
}
process.exit(status);
