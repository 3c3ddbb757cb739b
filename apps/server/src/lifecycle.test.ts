import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: the build script is plain JavaScript, without types.
import { buildServer } from '../build.mjs';
import { freePort, freshPostgresSchema } from '../test/ponte-process';
import { refusedWithin, slowSignIn } from '../test/slow-request';

/*
 * Issue 17, the real thing: the server bundled as `npm start` runs it (plain node, no tsx) starts
 * on a database file or a PostgreSQL schema, answers its health check, and on SIGTERM answers
 * the request under way, refuses new connections and exits 0. The one test that starts a process.
 */
const serverDir = new URL('../', import.meta.url).pathname;
const ADMIN_PASSWORD = 'lifecycle-admin-1';
let outdir = '';
let dataDir = '';
let databaseUrl = '';
let dropSchema: (() => Promise<void>) | undefined;
let child: ChildProcess | undefined;

/** Processes whose parent is `pid`, read from /proc (Linux): tsx would show its esbuild service here. */
const childrenOf = (pid: number) =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        // The fields after the command's closing parenthesis: state, then the parent's pid.
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false; // ended meanwhile
      }
    });

beforeAll(async () => {
  // Under dist/ (ignored by git, lint and format), beside node_modules so its imports resolve.
  outdir = join(serverDir, 'dist', `test-${randomBytes(4).toString('hex')}`);
  await buildServer(outdir);
  dataDir = mkdtempSync(join(tmpdir(), 'ponte-lifecycle-'));
  if (process.env.TEST_DB === 'postgres') {
    ({ url: databaseUrl, drop: dropSchema } = await freshPostgresSchema('l'));
  }
});

afterAll(async () => {
  child?.kill('SIGKILL');
  await dropSchema?.();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(outdir, { recursive: true, force: true });
});

/** The node flags of `npm start` (root package.json), so the test runs what it runs. */
const rootPackage = JSON.parse(readFileSync(join(serverDir, '../../package.json'), 'utf8')) as {
  scripts: { start: string };
};
const startFlags = /exec node (.*?) ?apps\/server\/dist\/main\.js/
  .exec(rootPackage.scripts.start)![1]!
  .split(' ')
  .filter(Boolean);
/** Resident memory of a process in MB, from /proc (Linux). */
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

describe('the compiled server', () => {
  it('loads the drivers and clients a default start does not use only when used (docs/0027)', () => {
    const bundle = readFileSync(join(outdir, 'main.js'), 'utf8');
    for (const name of ['pg', 'better-sqlite3', 'ioredis', '@socket.io/redis-adapter', 'nodemailer', 'qrcode'])
      expect(bundle, name).not.toContain(`from "${name}"`);
  });

  it('starts as one node process, and on SIGTERM answers the request under way, then exits 0', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const started = Date.now();
    child = spawn(process.execPath, [...startFlags, join(outdir, 'main.js')], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        ADMIN_PASSWORD,
        LOG_LEVEL: 'error',
        WEB_DIST: join(dataDir, 'no-web'),
        SHUTDOWN_TIMEOUT_SECONDS: '20',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));

    let health: Response | undefined;
    while (!health?.ok && Date.now() - started < 30_000) {
      health = await fetch(`${base}/api/health`).catch(() => undefined);
      if (!health?.ok) await new Promise((r) => setTimeout(r, 50));
    }
    expect(health?.status).toBe(200);
    const body = (await health!.json()) as { data: { checks: unknown } };
    expect(body.data.checks).toEqual({ database: 'ok' });
    expect(childrenOf(child.pid!)).toEqual([]);
    // The budget is 150 MB idle; it starts near 120 MB (docs/0027).
    expect(rssMb(child.pid!)).toBeLessThan(150);

    const signIn = slowSignIn(port, ADMIN_PASSWORD);
    await signIn.received;
    child.kill('SIGTERM');
    expect(await refusedWithin(`${base}/api/health`, 30_000)).toBe(true);

    signIn.finish();
    const res = await signIn.response;
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ success: true, token: expect.any(String) });
    expect(await exited).toBe(0);
  }, 60_000);
});
