// Builds what is missing or older than its sources, so that `npm install && npm start` on a
// fresh clone needs no separate build command: the SPA (apps/web/dist) and the server, bundled
// to plain JavaScript (apps/server/dist, docs/0027).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const domain = 'packages/domain/src';

const targets = [
  {
    name: 'a interface (apps/web)',
    // The checkout's page is built last (docs/0086): a dist without it is an older build.
    built: 'apps/web/dist/checkout.html',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/checkout.html',
      'apps/web/vite.config.ts',
      'apps/web/precompress.ts',
      domain,
    ],
    build: () => execSync('npm run build -w @ponte/web', { cwd: root, stdio: 'inherit' }),
  },
  {
    name: 'o servidor (apps/server)',
    built: 'apps/server/dist/main.js',
    sources: ['apps/server/src', 'apps/server/build.mjs', 'apps/server/package.json', domain],
    build: async () => (await import('../apps/server/build.mjs')).buildServer(),
  },
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

for (const target of targets) {
  const built = join(root, target.built);
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  const changedAt = Math.max(...target.sources.map((s) => newest(join(root, s))));
  if (builtAt < changedAt) {
    console.log(`Construindo ${target.name}...`);
    await target.build();
  }
}
