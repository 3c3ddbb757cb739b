import { describe, expect, it } from 'vitest';
import { nowIso } from '../db';
import type { Job } from '../db/types';
import { type TestContext, useTestApp } from '../../test/helpers';
import { JobQueue } from './queue';

/** Issue 12: finished jobs are deleted after a retention period: done after 7 days, failed after 30. */
let t: TestContext;
useTestApp((built) => (t = built));

const DAY = 24 * 60 * 60_000;
const now = new Date('2026-03-01T12:00:00.000Z');
const ago = (days: number) => new Date(now.getTime() - days * DAY).toISOString();

async function job(name: string, status: Job['status'], updatedAt: string) {
  const row = await t.db
    .insertInto('jobs')
    .values({
      type: `test.${name}`,
      payload: '{}',
      status,
      run_at: updatedAt,
      locked_until: null,
      last_error: null,
      created_at: updatedAt,
      updated_at: updatedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
const remainingTypes = async () =>
  (await t.db.selectFrom('jobs').select('type').where('type', 'like', 'test.%').orderBy('type').execute()).map(
    (r) => r.type,
  );

describe('finished jobs retention', () => {
  it('deletes done jobs older than 7 days and failed ones older than 30; never pending or running ones', async () => {
    await job('done-8d', 'done', ago(8));
    await job('done-6d', 'done', ago(6));
    await job('failed-31d', 'failed', ago(31));
    await job('failed-29d', 'failed', ago(29));
    await job('pending-60d', 'pending', ago(60));
    await job('running-60d', 'running', ago(60));
    expect(await t.app.jobs.sweep(now)).toBe(2);
    expect(await remainingTypes()).toEqual(['test.done-6d', 'test.failed-29d', 'test.pending-60d', 'test.running-60d']);
  });

  it('the runner sweeps by itself, at most once per period', async () => {
    await t.db.deleteFrom('jobs').execute();
    await job('old-done', 'done', new Date(Date.now() - 8 * DAY).toISOString());
    const queue = new JobQueue(t.db, t.app.ctx.dbKind, { sweepEveryMs: 60 * 60_000 });
    await queue.drain();
    expect(await remainingTypes()).toEqual([]);
    await job('old-done-2', 'done', new Date(Date.now() - 8 * DAY).toISOString());
    await queue.drain();
    // Within the period the next drain does not sweep again: the cost stays one delete per hour.
    expect(await remainingTypes()).toEqual(['test.old-done-2']);
  });

  it('a job finished just now is kept', async () => {
    await job('fresh', 'done', nowIso());
    await t.app.jobs.sweep();
    expect(await remainingTypes()).toContain('test.fresh');
  });
});
