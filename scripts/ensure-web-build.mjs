// Builds the SPA when apps/web/dist is missing or older than its sources, so that
// `npm install && npm start` on a fresh clone needs no separate build command.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const built = join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/precompress.ts',
  'packages/domain/src',
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
const changedAt = Math.max(...sources.map((s) => newest(join(root, s))));
if (builtAt < changedAt) {
  console.log('Construindo a interface (apps/web)...');
  execSync('npm run build -w @ponte/web', { cwd: root, stdio: 'inherit' });
}
