import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { openSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';

/** The repository root: processes run from there, as `npm start` does. */
export const repoRoot = new URL('../../../', import.meta.url).pathname;

export const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as AddressInfo;
      srv.close(() => resolve(port));
    });
  });

export type PonteProcess = { base: string; port: number; child: ChildProcess };

/**
 * Ponte as its own process on 127.0.0.1 and a free port; resolves once GET /api/health answers
 * 200. `env` is added to this process's environment (its PORT, when given, is the one used). `compiled` runs the bundle npm start runs
 * (apps/server/dist, built first); otherwise the TypeScript sources through tsx.
 */
export async function startPonteProcess(
  env: Record<string, string>,
  /** `logFile`: where its log lines (errors only, LOG_LEVEL) are added; none kept without it. */
  opts: { compiled?: boolean; logFile?: string } = {},
): Promise<PonteProcess> {
  // A caller that restarts an instance gives its port, so a proxy in front finds it again.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const entry = opts.compiled
    ? [join(repoRoot, 'apps/server/dist/main.js')]
    : ['--import', 'tsx', join(repoRoot, 'apps/server/src/main.ts')];
  const child = spawn(process.execPath, entry, {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', opts.logFile ? openSync(opts.logFile, 'a') : 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    if (child.exitCode !== null) throw new Error(`Ponte exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, port, child };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('Ponte did not start');
}

/** A fresh PostgreSQL schema on TEST_DATABASE_URL: the URL that selects it, and its removal. */
export async function freshPostgresSchema(prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const schema = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}

/** Signs in over HTTP and answers the token. */
export async function signInOver(base: string, login: string, password: string, ip?: string): Promise<Response> {
  return fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(ip ? { 'x-forwarded-for': ip } : {}) },
    body: JSON.stringify({ email: login, password }),
  });
}
