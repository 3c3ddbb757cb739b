import type { AddressInfo } from 'node:net';
import { io as connect } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_PASSWORD, buildTestApp, type TestContext } from '../test/helpers';
import { refusedWithin, slowSignIn } from '../test/slow-request';
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

    expect(await socketClosed).toBe('io server disconnect');
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
    t.app.jobs.register('test.shutdown', async (payload) => {
      started();
      if ((payload as { stuck: boolean }).stuck) await new Promise(() => {});
    });
    t.app.jobs.start();
    const id = await t.app.jobs.enqueue('test.shutdown', { stuck: true });
    await running;

    // The job never ends: only the deadline can end this stop, and it hands the job back.
    await shutdown({ app: t.app, closeDatabase: async () => {}, timeoutMs: 300 });
    const job = await t.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: 'pending', attempts: 0, locked_until: null });
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
});
