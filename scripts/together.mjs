// node scripts/together.mjs typecheck lint: runs npm scripts at once (tsc and eslint use one core
// each, the machine has two), prints each one's output whole when it ends, fails if any failed.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
const started = Date.now();
const results = await Promise.all(
  names.map(
    (name) =>
      new Promise((resolve) => {
        const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
        let output = '';
        child.stdout.on('data', (d) => (output += d));
        child.stderr.on('data', (d) => (output += d));
        child.on('close', (code) => {
          const seconds = ((Date.now() - started) / 1000).toFixed(0);
          process.stdout.write(`\n[${name}] ${code === 0 ? 'passed' : `FAILED (${code})`} in ${seconds} s\n${output}`);
          resolve(code);
        });
      }),
  ),
);
process.exit(results.every((code) => code === 0) ? 0 : 1);
