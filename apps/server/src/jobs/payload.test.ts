import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openTestDb } from '../../test/helpers';
import '../../test/test-jobs';
import type { Db } from '../db';
import { JobQueue } from './queue';

/*
 * Issue 36: a job type is registered with the schema of its payload; a payload the schema refuses
 * never reaches the handler and fails at once (no attempt would read it better).
 */
let db: Db;
let close: () => Promise<void>;
let queue: JobQueue;
const seen: { n: number }[] = [];
beforeAll(async () => {
  const opened = await openTestDb();
  db = opened.handle.db;
  close = opened.close;
  queue = new JobQueue(db, opened.handle.kind, { pollMs: 60_000 });
  queue.register({
    name: 'test.idle',
    payload: z.object({ n: z.number().int() }),
    handler: async (payload) => void seen.push(payload as { n: number }),
  });
});
afterAll(() => close());

const row = (id: number) => db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('job payloads', () => {
  it('a payload its schema reads reaches the handler as read', async () => {
    const id = await queue.enqueue('test.idle', { n: 7 });
    await queue.drain();
    expect(seen).toEqual([{ n: 7 }]);
    expect(await row(id)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('one its schema refuses fails at its first attempt, before the handler, saying why', async () => {
    seen.length = 0;
    const id = await queue.enqueue('test.idle', { n: 'sete' }, { maxAttempts: 5 });
    await queue.drain();
    expect(seen).toEqual([]);
    const failed = await row(id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed.last_error).toMatch(/^unreadable payload/);
  });
});
