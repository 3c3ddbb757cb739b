import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshPostgresSchema, signInOver, startPonteProcess, type PonteProcess } from '../test/ponte-process';
import { NGINX, startProxy } from './proxy';

/*
 * npm run test:scale: two Ponte processes on one PostgreSQL and one Redis, as compose.yaml runs
 * them behind a proxy. What one instance learns, the other must know: realtime events, jobs,
 * the sign-in lockout and the per-address rate limit.
 */
const PG = process.env.TEST_DATABASE_URL;
const REDIS = process.env.TEST_REDIS_URL;
if (!PG || !REDIS) {
  throw new Error('test:scale needs PostgreSQL and Redis: set TEST_DATABASE_URL and TEST_REDIS_URL (see .ci/run)');
}

const ADMIN_PASSWORD = 'scale-admin-1';
const EVOLUTION_KEY = 'scale-evolution-key';
const LOGIN_RATE_LIMIT = 8;
// A Redis database of its own: the rate-limit counters of an earlier run are wiped first.
const redisUrl = `${REDIS.replace(/\/\d*$/, '')}/9`;

let a: PonteProcess;
let b: PonteProcess;
let drop: () => Promise<void>;
let databaseUrl = '';
const dirs: string[] = [];
const sockets: Socket[] = [];

// The SMTP server both instances send a campaign to: every accepted message, by recipient.
const accepted: string[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, done) {
    stream.on('end', () => {
      accepted.push(session.envelope.rcptTo.map((r) => r.address).join(','));
      done();
    });
    stream.resume();
  },
});

/** socket.io adapters listening on Redis: each subscribes here after its event pattern, on one connection. */
const adapters = async (redis: Redis) =>
  Number(((await redis.pubsub('NUMSUB', 'socket.io-request#/#')) as unknown[])[1]);

const instance = () => {
  const dir = mkdtempSync(join(tmpdir(), 'ponte-scale-'));
  dirs.push(dir);
  // The bundle npm start runs (npm run test:scale builds it first).
  return startPonteProcess(
    {
      DATA_DIR: dir,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      ADMIN_PASSWORD,
      // Instances behind one address sign tokens with one secret; each would otherwise make its own.
      JWT_SECRET: 'scale-test-secret-shared-by-both-instances',
      // One key opens the secrets both instances read from the shared database (docs/0068).
      ENCRYPTION_KEY: Buffer.alloc(32, 42).toString('base64'),
      TRUST_PROXY: 'true',
      LOGIN_RATE_LIMIT: String(LOGIN_RATE_LIMIT),
      JOB_LEASE_SECONDS: '10',
      WEB_DIST: join(dir, 'no-web'),
    },
    { compiled: true },
  );
};

beforeAll(async () => {
  const redis = new Redis(redisUrl);
  try {
    await redis.flushdb();
    const listening = await adapters(redis);
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    ({ url: databaseUrl, drop } = await freshPostgresSchema('scale'));
    // Both at once on an empty database: the migrations and the main admin must survive the race.
    [a, b] = await Promise.all([instance(), instance()]);
    // An instance answers its health check before its adapter surely listens: an event published
    // before then would never reach the other instance's sockets.
    await vi.waitFor(async () => expect(await adapters(redis)).toBeGreaterThanOrEqual(listening + 2), {
      timeout: 30_000,
    });
  } finally {
    redis.disconnect();
  }
}, 120_000);

let proxy: Awaited<ReturnType<typeof startProxy>> | undefined;

afterAll(async () => {
  sockets.forEach((s) => s.disconnect());
  proxy?.child.kill('SIGTERM');
  a?.child.kill('SIGTERM');
  b?.child.kill('SIGTERM');
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await drop?.();
  dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
});

let adminToken = '';
async function call(base: string, method: string, path: string, body?: object) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(adminToken ? { authorization: `Bearer ${adminToken}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as { data: Record<string, unknown> & { id: number; status: string } };
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

describe('two instances on one PostgreSQL and one Redis', () => {
  it('the admin signs in at either instance', async () => {
    const res = await signInOver(a.base, 'onsolutions', ADMIN_PASSWORD, '10.20.0.1');
    expect(res.status).toBe(200);
    adminToken = ((await res.json()) as { token: string }).token;
    expect(
      (await fetch(`${b.base}/api/checkjwt`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: adminToken }),
      }).then((r) => r.json())) as { valid: boolean },
    ).toMatchObject({ valid: true });
  });

  it('a WhatsApp message that arrives at one instance reaches a staff socket connected to the other', async () => {
    await call(a.base, 'PUT', '/api/evolution/settings', {
      evolution_api_enabled: true,
      evolution_api_url: 'http://127.0.0.1:9',
      evolution_instance: 'ponte',
      evolution_api_key: EVOLUTION_KEY,
      webhook_chat_url: '',
    });
    const socket = connect(b.base, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token: adminToken },
      reconnection: false,
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('connect_error', reject));
    const heard = new Promise<{ type: string; data: { message: string } }>((resolve) =>
      socket.on('notification', (e: { type: string; data: { message: string } }) => {
        if (e.data.message === 'Oi da outra instância') resolve(e);
      }),
    );
    const res = await fetch(`${a.base}/api/webhook/evolution`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        event: 'messages.upsert',
        instance: 'ponte',
        apikey: EVOLUTION_KEY,
        data: {
          key: { remoteJid: '5511988887777@s.whatsapp.net', fromMe: false, id: 'SCALE1' },
          pushName: 'Bruna',
          message: { conversation: 'Oi da outra instância' },
          messageTimestamp: Math.floor(Date.now() / 1000),
        },
      }),
    });
    expect(res.status).toBe(200);
    expect((await heard).type).toBe('new_message');
  });

  it('a campaign sent while both instances run its jobs reaches every recipient exactly once', async () => {
    const emails = Array.from({ length: 120 }, (_, i) => `pessoa${i}@cliente.test`);
    await call(a.base, 'PUT', '/api/email/smtp', {
      host: '127.0.0.1',
      port: (smtp.server.address() as AddressInfo).port,
      security: 'none',
      user: '',
      password: '',
      from_name: 'Loja',
      from_address: 'ofertas@loja.test',
      rate_per_second: 100,
    });
    const template = await call(a.base, 'POST', '/api/email/templates', {
      name: 'T',
      subject: 'Oi',
      body_html: '<p>Oi!</p>',
    });
    const segment = await call(b.base, 'POST', '/api/campaign-segments', {
      name: 'S',
      filters: { manual_emails: emails.join('\n') },
    });
    const campaign = await call(a.base, 'POST', '/api/email/campaigns', {
      name: 'Duas instâncias',
      template_id: template.id,
      segment_id: segment.id,
    });
    await call(b.base, 'POST', `/api/email/campaigns/${campaign.id}/send`);
    for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
      if ((await call(a.base, 'GET', `/api/email/campaigns/${campaign.id}`)).status === 'sent') break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect((await call(b.base, 'GET', `/api/email/campaigns/${campaign.id}`)).status).toBe('sent');
    expect([...accepted].sort()).toEqual([...emails].sort());
    // Every job of the campaign was taken once: no runner ran one another had claimed.
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const jobs = await db.query<{ attempts: number; status: string }>(
      `select attempts, status from jobs where type like 'email.campaign%'`,
    );
    await db.end();
    expect(jobs.rows.length).toBeGreaterThan(0);
    expect(jobs.rows.every((j) => j.attempts === 1 && j.status === 'done')).toBe(true);
  }, 90_000);

  it('failed sign-ins at both instances add up to one lockout', async () => {
    const ip = '10.20.1.1';
    for (const base of [a.base, b.base, a.base, b.base, a.base]) {
      expect((await signInOver(base, 'onsolutions', 'errada', ip)).status).toBe(401);
    }
    for (const base of [b.base, a.base]) {
      const res = await signInOver(base, 'onsolutions', ADMIN_PASSWORD, ip);
      expect(res.status).toBe(429);
      expect(((await res.json()) as { error: string }).error).toBe(
        'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.',
      );
    }
  });

  it('the per-address sign-in rate limit is one budget across both instances', async () => {
    const ip = '10.20.2.1';
    for (let i = 0; i < LOGIN_RATE_LIMIT; i++) {
      const base = i % 2 ? b.base : a.base;
      expect((await signInOver(base, `ninguem${i}`, 'x', ip)).status).toBe(401);
    }
    expect((await signInOver(a.base, 'ninguem', 'x', ip)).status).toBe(429);
    expect((await signInOver(b.base, 'ninguem', 'x', ip)).status).toBe(429);
  });

  it.skipIf(!NGINX)(
    'behind deploy/nginx.conf a socket opened by long-polling then upgraded hears messages that reach either instance',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'ponte-nginx-'));
      dirs.push(dir);
      proxy = await startProxy(dir, [a.port, b.port]);
      // The browser's transports: polling first, then the upgrade; each step must land on one instance.
      const socket = connect(proxy.base, { path: '/socket.io', auth: { token: adminToken }, reconnection: false });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('connect_error', reject));
      if (socket.io.engine.transport.name !== 'websocket') {
        await new Promise<void>((resolve) => socket.io.engine.once('upgrade', () => resolve()));
      }
      expect(socket.io.engine.transport.name).toBe('websocket');
      const texts = ['Oi pela instância A', 'Oi pela instância B'];
      const heard = new Set<string>();
      const both = new Promise<void>((resolve) =>
        socket.on('notification', (e: { data: { message: string } }) => {
          if (texts.includes(e.data.message)) heard.add(e.data.message);
          if (heard.size === texts.length) resolve();
        }),
      );
      for (const [i, base] of [a.base, b.base].entries()) {
        const res = await fetch(`${base}/api/webhook/evolution`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            event: 'messages.upsert',
            instance: 'ponte',
            apikey: EVOLUTION_KEY,
            data: {
              key: { remoteJid: '5511988887777@s.whatsapp.net', fromMe: false, id: `SCALE-PROXY-${i}` },
              pushName: 'Bruna',
              message: { conversation: texts[i] },
              messageTimestamp: Math.floor(Date.now() / 1000),
            },
          }),
        });
        expect(res.status).toBe(200);
      }
      await both;
      // And the API answers through it, with the client's address passed on.
      expect((await fetch(`${proxy.base}/api/health`)).status).toBe(200);
    },
  );
});

if (!NGINX)
  console.warn('[test:scale] nginx is NOT installed: the deploy/nginx.conf test is skipped (.ci/run installs it)');
