import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;

export const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

/** Resolves once GET /api/health answers 200; the server seeds and migrates before it listens. */
export async function waitUntilHealthy(baseURL: string, withinMs = 60_000) {
  const deadline = Date.now() + withinMs;
  for (;;) {
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`Ponte did not start within ${withinMs / 1000} s`);
    // A poll interval: the deadline above only reports a server that never answers.
    await new Promise((r) => setTimeout(r, 250));
  }
}

export type RunningServer = { baseURL: string; stop: () => Promise<void> };

/**
 * One compiled server (apps/server/dist/<script>) on a free port and a fresh data folder, as
 * `npm start` or `npm run demo` runs it.
 */
export async function startBuiltServer(script: 'main.js' | 'demo.js', env: NodeJS.ProcessEnv): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ponte-e2e-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [join(root, 'apps/server/dist', script)], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // Customer links need a known address; the e2e server is reached at this one.
      PUBLIC_URL: baseURL,
      ...env,
    },
    // The demo prints its sign-ins on start; the tests do not need them.
    stdio: ['ignore', script === 'demo.js' ? 'ignore' : 'inherit', 'inherit'],
  });
  await waitUntilHealthy(baseURL);
  return {
    baseURL,
    async stop() {
      // The data folder goes once the server has closed its database (its graceful stop, docs/0027).
      const exited = child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
