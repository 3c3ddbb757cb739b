import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openTestDb } from '../../test/helpers';
import type { Db, DbKind } from '../db';
import { testJob } from '../../test/test-jobs';
import { JobQueue } from './queue';

/*
 * Issue 17: on shutdown the runner claims no new job and waits for the running one until a
 * deadline; past it the job is handed back so another runner takes it at once.
 */
let db: Db;
let kind: DbKind;
let closeDb: () => Promise<void>;
beforeAll(async () => {
  const opened = await openTestDb();
  db = opened.handle.db;
  kind = opened.handle.kind;
  closeDb = opened.close;
});
afterAll(() => closeDb());
beforeEach(() => db.deleteFrom('jobs').execute());

/** A handler that runs until the test lets it finish, and says when it started and whether it ended. */
function gate() {
  let open!: () => void;
  let started!: () => void;
  const finished = new Promise<void>((r) => (open = r));
  const running = new Promise<void>((r) => (started = r));
  const state = {
    handler: async () => {
      started();
      await finished;
      state.ended = true;
    },
    running,
    ended: false,
    finish: () => open(),
  };
  return state;
}
/** Whether the runner is still inside drain(): its last job's outcome is written before it leaves. */
const draining = (q: JobQueue) => (q as unknown as { running: boolean }).running;

const jobRow = (id: number) => db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const queue = () => new JobQueue(db, kind, { pollMs: 60_000, lockMs: 60_000 });

describe('stopping the job runner', () => {
  it('waits for the running job to finish, and claims no other', async () => {
    const q = queue();
    const slow = gate();
    q.register(testJob('test.slow', slow.handler));
    q.start();
    const first = await q.enqueue('test.slow', {});
    await slow.running;
    const second = await q.enqueue('test.slow', {});

    // A deadline the test never reaches: only the job's end can end this stop.
    const stopped = q.stop(10 * 60_000);
    setTimeout(slow.finish, 50);
    await stopped;

    expect(await jobRow(first)).toMatchObject({ status: 'done', attempts: 1 });
    expect(await jobRow(second)).toMatchObject({ status: 'pending', attempts: 0, locked_until: null });
  });

  it('past the deadline hands the running job back, due now, and another runner takes it at once', async () => {
    const q = queue();
    const stuck = gate();
    q.register(testJob('test.stuck', stuck.handler));
    q.start();
    const id = await q.enqueue('test.stuck', { n: 1 });
    await stuck.running;
    expect(await jobRow(id)).toMatchObject({ status: 'running', attempts: 1 });

    await q.stop(100);
    // The job never ended: the deadline ended the stop.
    expect(stuck.ended).toBe(false);
    const released = await jobRow(id);
    expect(released).toMatchObject({ status: 'pending', attempts: 0, locked_until: null });
    expect(Date.parse(released.run_at)).toBeLessThanOrEqual(Date.now());

    const other = queue();
    const seen: unknown[] = [];
    other.register(testJob('test.stuck', async (payload) => void seen.push(payload)));
    expect(await other.drain()).toBe(1);
    expect(seen).toEqual([{ n: 1 }]);
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 1 });

    // The first handler ends late: what it did no longer counts, the other runner's answer stays.
    stuck.finish();
    await vi.waitFor(() => expect(draining(q)).toBe(false), { timeout: 30_000 });
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('stop() a second time (app.close) waits for the same stop', async () => {
    const q = queue();
    const slow = gate();
    q.register(testJob('test.slow', slow.handler));
    q.start();
    await q.enqueue('test.slow', {});
    await slow.running;
    const a = q.stop(5_000);
    const b = q.stop();
    expect(b).toBe(a);
    slow.finish();
    await Promise.all([a, b]);
  });
});

describe('job counts for /metrics', () => {
  it('counts waiting, running and scheduled jobs per type, with the age of the oldest waiting one', async () => {
    const q = queue();
    q.register(testJob('test.idle', async () => {}));
    const now = new Date('2026-05-01T12:00:00.000Z');
    const at = (seconds: number) => new Date(now.getTime() + seconds * 1000).toISOString();
    const row = (type: string, status: 'pending' | 'running' | 'done', runAt: string) => ({
      type,
      payload: '{}',
      status,
      run_at: runAt,
      locked_until: null,
      last_error: null,
      created_at: runAt,
      updated_at: runAt,
    });
    await db
      .insertInto('jobs')
      .values([
        row('test.mail', 'pending', at(-90)),
        row('test.mail', 'pending', at(-30)),
        row('test.mail', 'pending', at(600)),
        row('test.mail', 'running', at(-5)),
        row('test.mail', 'done', at(-5000)),
      ])
      .execute();

    const stats = await q.stats(now);
    expect(stats).toContainEqual({ type: 'test.mail', waiting: 2, running: 1, scheduled: 1, oldestWaitingSeconds: 90 });
    // A registered type without jobs still shows, at zero.
    expect(stats).toContainEqual({ type: 'test.idle', waiting: 0, running: 0, scheduled: 0, oldestWaitingSeconds: 0 });
  });
});
