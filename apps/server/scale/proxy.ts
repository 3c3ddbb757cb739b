import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, repoRoot } from '../test/ponte-process';

export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => spawnSync(p, ['-v']).status === 0);

/**
 * deploy/nginx.conf as compose.yaml uses it, with its upstream servers pointed at local ports:
 * the test goes through the shipped configuration, not a copy of it.
 */
export async function startProxy(dir: string, upstreams: number[]): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const shipped = readFileSync(join(repoRoot, 'deploy/nginx.conf'), 'utf8');
  // The shipped servers' parameters (fail_timeout…) go with the local ones.
  const params = /^\s*server ponte-\d+:3000([^;]*);/m.exec(shipped)?.[1] ?? '';
  const site = shipped
    .replace(/^\s*server ponte-\d+:3000[^;]*;\n/gm, '')
    .replace(/upstream ponte \{\n/, (m) => m + upstreams.map((p) => `  server 127.0.0.1:${p}${params};\n`).join(''))
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`);
  if (!upstreams.every((p) => site.includes(`127.0.0.1:${p}`))) throw new Error('deploy/nginx.conf: no upstream ponte');
  mkdirSync(join(dir, 'logs'), { recursive: true });
  writeFileSync(
    join(dir, 'nginx.conf'),
    `daemon off;\npid ${join(dir, 'nginx.pid')};\nerror_log ${join(dir, 'logs/error.log')} warn;\n` +
      `events { worker_connections 256; }\nhttp {\n  access_log off;\n` +
      ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${join(dir, t)};\n`).join('') +
      `${site}\n}\n`,
  );
  const child = spawn(NGINX!, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 10_000; Date.now() < deadline;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, child };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('nginx did not start');
}
