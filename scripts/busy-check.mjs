// npm run test:busy [-- ROUNDS]: the web and server suites, ROUNDS times in a row (3 unless
// told), while another process keeps one core busy. It shows that no test depends on how fast
// the machine is (issue 27, docs/0042): a test that waits for a set time, or with a limit a slow
// machine can pass, fails here first. Stops at the first failing round.
import { spawn, spawnSync } from 'node:child_process';

const rounds = Number(process.argv[2] ?? 3);
const steps = ['test:unit', 'test:server'];

// A second node process spinning on one core, as a build or another job would.
const busy = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
const stopBusy = () => busy.kill('SIGKILL');
process.on('exit', stopBusy);
process.on('SIGINT', () => process.exit(130));

const results = [];
let failed = false;
for (let round = 1; round <= rounds && !failed; round++) {
  for (const step of steps) {
    const started = Date.now();
    console.log(`\n[busy-check] round ${round}/${rounds}: npm run ${step} (one core kept busy)\n`);
    const status = spawnSync('npm', ['run', '--silent', step], { stdio: 'inherit' }).status;
    const seconds = Math.round((Date.now() - started) / 1000);
    results.push(`round ${round}: ${step} ${status === 0 ? 'passed' : `FAILED (${status})`} in ${seconds} s`);
    if (status !== 0) {
      failed = true;
      break;
    }
  }
}
stopBusy();
console.log(`\n[busy-check] ${failed ? 'FAILED' : 'passed'} with one core busy:`);
for (const line of results) console.log(`  ${line}`);
process.exit(failed ? 1 : 0);
