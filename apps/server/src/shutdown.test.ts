import { connect as connectTcp, type AddressInfo, type Socket } from 'node:net';
import { io as connect } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_PASSWORD, bearer, buildTestApp, useSmtp, type TestContext } from '../test/helpers';
import { startSmtp } from '../test/fakes/smtp';
import { currentMailer } from './modules/smtp/service';
import { refusedWithin, slowSignIn } from '../test/slow-request';
import { testJob } from '../test/test-jobs';
import { shutdown } from './shutdown';

/** Issue 17: on SIGTERM/SIGINT requests under way are answered, sockets closed, then the database. */
let t: TestContext;
let port: number;
beforeEach(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterEach(() => t.close());

/** Resolves once the server has read the headers of a request; `answeredAt` once it has sent the answer. */
function nextRequest() {
  const seen = { answeredAt: 0, arrived: Promise.resolve() };
  seen.arrived = new Promise<void>((resolve) =>
    t.app.server.once('request', (_req, res) => {
      res.once('finish', () => (seen.answeredAt = Date.now()));
      resolve();
    }),
  );
  return seen;
}

describe('graceful shutdown', () => {
  it('answers the request under way, refuses new connections, closes sockets, then the database', async () => {
    const socket = connect(`http://127.0.0.1:${port}`, {
      transports: ['websocket'],
      auth: { token: t.adminToken },
      reconnection: false,
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    const socketClosed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const request = nextRequest();
    const signIn = slowSignIn(port, ADMIN_PASSWORD);
    await request.arrived;
    // What the deadline does to the connections left: the stop must end before it.
    const cut = vi.spyOn(t.app.server, 'closeAllConnections');

    let databaseClosedAt = 0;
    const stopped = shutdown({
      app: t.app,
      closeDatabase: async () => void (databaseClosedAt = Date.now()),
      timeoutMs: 20_000,
    });

    // Its connection closes, so a client reconnects by itself (elsewhere, or here once back);
    // 'io server disconnect' would have told it never to.
    expect(await socketClosed).toBe('transport close');
    expect(await refusedWithin(`http://127.0.0.1:${port}/api/health`, 30_000)).toBe(true);
    expect(databaseClosedAt).toBe(0);

    signIn.finish();
    const res = await signIn.response;
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ success: true, token: expect.any(String) });
    await stopped;
    expect(databaseClosedAt).toBeGreaterThanOrEqual(request.answeredAt);
    // The answer closed its kept-alive connection: the stop did not wait for the deadline.
    expect(cut).not.toHaveBeenCalled();
  });

  it('hands a job still running at the deadline back, for another runner (jobs/stop.test.ts: one that ends in time finishes)', async () => {
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    t.app.jobs.register(
      testJob('test.shutdown', async (payload) => {
        started();
        if (payload.stuck) await new Promise(() => {});
      }),
    );
    t.app.jobs.start();
    const id = await t.app.jobs.enqueue('test.shutdown', { stuck: true });
    await running;

    // The job never ends: only the deadline can end this stop, and it hands the job back.
    await shutdown({ app: t.app, closeDatabase: async () => {}, timeoutMs: 300 });
    const job = await t.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: 'pending', attempts: 0, locked_until: null });
  });

  it('keeps the SMTP pool open until the running job has ended: a campaign mid-batch is not cut (issue 34)', async () => {
    const smtp = await startSmtp();
    try {
      await useSmtp(t, smtp.port);
      let started!: () => void;
      const running = new Promise<void>((resolve) => (started = resolve));
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let sentAfterStop: Promise<unknown> | undefined;
      t.app.jobs.register(
        testJob('test.shutdown', async () => {
          const { mailer, from } = await currentMailer(t.app.ctx);
          started();
          await released;
          // The stop has begun meanwhile: this message must still go out through the same pool.
          sentAfterStop = mailer.send({
            from,
            to: 'cliente@loja.test',
            subject: 'Depois do SIGTERM',
            html: '<p>Oi</p>',
          });
          await sentAfterStop;
        }),
      );
      t.app.jobs.start();
      await t.app.jobs.enqueue('test.shutdown', {});
      await running;
      const stopped = shutdown({ app: t.app, closeDatabase: async () => {}, timeoutMs: 20_000 });
      // The app's close hooks run while the job waits; then the job sends and ends.
      await vi.waitFor(() => expect(t.app.isDraining()).toBe(true));
      release();
      await stopped;
      await expect(sentAfterStop).resolves.toMatchObject({ via: 'smtp' });
      expect(smtp.control.messages.map((m) => m.subject)).toContain('Depois do SIGTERM');
    } finally {
      await smtp.close();
    }
  });

  it('cuts a request still unanswered at the deadline, so the stop never hangs', async () => {
    const request = nextRequest();
    const stalled = slowSignIn(port, ADMIN_PASSWORD);
    await request.arrived;
    const cut = vi.spyOn(t.app.server, 'closeAllConnections');
    // The request never ends by itself: only the deadline's cut can end this stop.
    await shutdown({ app: t.app, closeDatabase: async () => {}, timeoutMs: 200 });
    expect(cut).toHaveBeenCalledOnce();
    await expect(stalled.response).rejects.toThrow(/socket hang up|ECONNRESET/);
  });

  it('drains first: for the delay the instance serves and is not ready, then it stops accepting (issue 34)', async () => {
    // The delay's clock is the test's: the checks below take what they take, then it ends.
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    let stopped: Promise<void> | undefined;
    try {
      stopped = shutdown({ app: t.app, closeDatabase: async () => {}, timeoutMs: 5_000, drainDelayMs: 60_000 });
      // Within the delay: the listener still accepts, and says it is alive and not ready.
      const ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
      expect(ready.status).toBe(503);
      expect(ready.headers.get('retry-after')).toBe('5');
      expect(((await ready.json()) as { error: string }).error).toBe(
        'Servidor reiniciando. Tente novamente em instantes.',
      );
      expect((await fetch(`http://127.0.0.1:${port}/api/health/live`)).status).toBe(200);
      const stats = await fetch(`http://127.0.0.1:${port}/api/stats`, { headers: bearer(t.adminToken) });
      expect(stats.status).toBe(200);
      await vi.advanceTimersByTimeAsync(60_000);
    } finally {
      vi.useRealTimers();
    }
    expect(await refusedWithin(`http://127.0.0.1:${port}/api/health/live`, 30_000)).toBe(true);
    await stopped;
  });

  it('once closing, a request that still reaches it answers 503 in Portuguese with Retry-After; liveness 200', async () => {
    // Requests whose headers are half sent when the stop begins: their connections are busy,
    // so the close keeps them, and they reach the routes once the listener is closed.
    const half = async (path: string, headers = '') => {
      const parsed = new Promise<void>((resolve) =>
        t.app.server.once('connection', (socket: Socket) => socket.once('data', () => resolve())),
      );
      const socket = connectTcp(port, '127.0.0.1');
      socket.write(`GET ${path} HTTP/1.1\r\nHost: ponte\r\n${headers}`);
      // The server's parser has read those bytes: its own data listener runs before this one.
      await parsed;
      return socket;
    };
    const answer = (socket: Socket) =>
      new Promise<string>((resolve) => {
        let text = '';
        socket.setEncoding('utf8');
        socket.on('data', (chunk: string) => (text += chunk));
        socket.on('close', () => resolve(text));
        socket.end('\r\n');
      });
    const live = await half('/api/health/live');
    const ready = await half('/api/health/ready');
    const stats = await half('/api/stats', `Authorization: Bearer ${t.adminToken}\r\n`);
    const stopped = shutdown({ app: t.app, closeDatabase: async () => {}, timeoutMs: 20_000 });
    expect(await refusedWithin(`http://127.0.0.1:${port}/api/health/live`, 30_000)).toBe(true);

    const [liveText, readyText, statsText] = await Promise.all([answer(live), answer(ready), answer(stats)]);
    expect(liveText).toMatch(/^HTTP\/1\.1 200/);
    expect(liveText).toMatch(/connection: close/i);
    for (const text of [readyText, statsText]) {
      expect(text).toMatch(/^HTTP\/1\.1 503/);
      expect(text).toMatch(/retry-after: 5/i);
      expect(text).toContain('"error":"Servidor reiniciando. Tente novamente em instantes."');
    }
    await stopped;
  });
});
