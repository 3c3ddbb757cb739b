// Starts the built app (API + SPA on one port) on a fresh SQLite database for the e2e run.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {} from 'vitest';
import type { TestProject } from 'vitest/node';

export const ADMIN_PASSWORD = 'e2e-admin-123';
const root = new URL('..', import.meta.url).pathname;

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    adminPassword: string;
  }
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

let server: ChildProcess | undefined;
let dataDir = '';

export async function setup(project: TestProject) {
  for (const built of ['apps/web/dist/index.html', 'apps/server/dist/main.js'])
    if (!existsSync(join(root, built))) throw new Error(`Build the app first (npm run build): ${built} is missing.`);
  dataDir = mkdtempSync(join(tmpdir(), 'ponte-e2e-'));
  const port = await freePort();
  // Customer links need a known address; the e2e server is reached at this one.
  const publicUrl = `http://127.0.0.1:${port}`;
  // The compiled server, as `npm start` runs it.
  server = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      LOGIN_RATE_LIMIT: '1000',
      PUBLIC_URL: publicUrl,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('Ponte did not start within 60 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  project.provide('baseURL', baseURL);
  project.provide('adminPassword', ADMIN_PASSWORD);
}

export async function teardown() {
  server?.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 300));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
