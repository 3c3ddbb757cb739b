// npm run test:server: the server suite on SQLite, then on PostgreSQL (which, without
// TEST_DATABASE_URL, runs only a skipped test naming the variable: vitest.config.ts). The run ends
// saying what was skipped and how to run it, so a contributor without PostgreSQL or Redis still
// gets a green line and knows what it did not cover.
import { spawnSync } from 'node:child_process';

const vitest = (project) =>
  spawnSync('npx', ['vitest', 'run', '--project', project, '--maxWorkers=2'], { stdio: 'inherit' }).status ?? 1;

const skipped = [];
if (!process.env.TEST_DATABASE_URL)
  skipped.push(
    'the PostgreSQL run of the server suite: set TEST_DATABASE_URL=postgres://USER@HOST:5432/DATABASE (an empty database the tests may create schemas in)',
  );
if (!process.env.TEST_REDIS_URL)
  skipped.push('the Redis tests (shared rate limit, health with Redis): set TEST_REDIS_URL=redis://HOST:6379');

// Without TEST_DATABASE_URL the PostgreSQL project holds one skipped test saying how to run it.
let status = vitest('server-sqlite');
if (status === 0) status = vitest('server-pg');

if (skipped.length) {
  console.log('\n[server tests] SKIPPED, nothing failed:');
  for (const line of skipped) console.log(`  - ${line}`);
  console.log('  (bash .ci/run sets both when PostgreSQL answers on 127.0.0.1:5432 and Redis on 127.0.0.1:6379)\n');
}
process.exit(status);
