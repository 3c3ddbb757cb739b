import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, shopDayStart, shopToday } from '@ponte/domain/dates';
import type { NotificationItem } from '@ponte/domain/notifications';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import { runTaskReminders } from './reminders';

/**
 * Issue 29, docs/0048: a due date is reminded of the day before (São Paulo days) and once
 * overdue, once each per task and due date. Driven by the `now` given to the run, never by waiting.
 */

type Who = { id: number; username: string; token: string };
let t: TestContext;
let creator: Who;
let assignee: Who;

beforeAll(async () => {
  t = await buildTestApp();
  creator = await t.staff('operador');
  assignee = await t.staff('trainee');
});
afterAll(() => t.close());
beforeEach(() => vi.restoreAllMocks());

const call = (who: Who | string, method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, headers: bearer(typeof who === 'string' ? who : who.token), payload });

async function newTask(payload: object) {
  const res = await call(creator, 'POST', '/api/tasks', {
    title: 'Enviar rastreio',
    assigned_to: assignee.id,
    ...payload,
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number };
}

/** Reminders told live (by nobody), as [staff id, kind, task id]; only those of the given tasks. */
function spyReminders(...tasks: { id: number }[]) {
  const toUser = vi.spyOn(t.app.ctx.realtime, 'toUser');
  const ids = tasks.map((x) => x.id);
  return () =>
    toUser.mock.calls
      .filter(([, event, payload]) => event === 'task:notice' && (payload as { by: unknown }).by === null)
      .map(([id, , payload]) => {
        const p = payload as { kind: string; task: { id: number } };
        return [id, p.kind, p.task.id];
      })
      .filter(([, , task]) => ids.includes(task as number));
}

/** A moment of a shop day: `ms` after its São Paulo midnight (negative: before it). */
const at = (day: string, ms = 0) => new Date(shopDayStart(day).getTime() + ms);

describe('due-date reminders', () => {
  it('the day before: from São Paulo midnight, not before, to the creator and the assignee, once', async () => {
    const task = await newTask({ due_date: '2031-03-10' });
    const sent = spyReminders(task);
    // 2031-03-09 00:00 in São Paulo is 03:00 UTC: a minute before, it is still the 8th there.
    await runTaskReminders(t.app.ctx, new Date('2031-03-09T02:59:00.000Z'));
    expect(sent()).toEqual([]);
    await runTaskReminders(t.app.ctx, new Date('2031-03-09T03:00:00.000Z'));
    expect(sent()).toEqual([
      [creator.id, 'due_soon', task.id],
      [assignee.id, 'due_soon', task.id],
    ]);
    await runTaskReminders(t.app.ctx, at('2031-03-09', 3_600_000));
    await runTaskReminders(t.app.ctx, at('2031-03-10', 60_000));
    expect(sent()).toHaveLength(2);
  });

  it('overdue: once the day after the due date begins in São Paulo, once', async () => {
    const task = await newTask({ due_date: '2031-04-10' });
    const sent = spyReminders(task);
    await runTaskReminders(t.app.ctx, at('2031-04-11', -60_000));
    expect(sent().filter(([, kind]) => kind === 'overdue')).toEqual([]);
    await runTaskReminders(t.app.ctx, at('2031-04-11'));
    expect(sent().filter(([, kind]) => kind === 'overdue')).toEqual([
      [creator.id, 'overdue', task.id],
      [assignee.id, 'overdue', task.id],
    ]);
    await runTaskReminders(t.app.ctx, at('2031-04-12'));
    expect(sent().filter(([, kind]) => kind === 'overdue')).toHaveLength(2);
  });

  it('a new due date arms them again; the old one is not reminded of', async () => {
    const task = await newTask({ due_date: '2031-05-10' });
    const sent = spyReminders(task);
    await runTaskReminders(t.app.ctx, at('2031-05-09'));
    expect(sent()).toHaveLength(2);
    await call(creator, 'PUT', `/api/tasks/${task.id}`, { due_date: '2031-05-20' });
    await runTaskReminders(t.app.ctx, at('2031-05-11'));
    expect(sent()).toHaveLength(2);
    await runTaskReminders(t.app.ctx, at('2031-05-19'));
    expect(sent().slice(2)).toEqual([
      [creator.id, 'due_soon', task.id],
      [assignee.id, 'due_soon', task.id],
    ]);
  });

  it('completing or cancelling the task cancels them', async () => {
    const done = await newTask({ due_date: '2031-06-10' });
    const cancelled = await newTask({ due_date: '2031-06-10' });
    await call(assignee, 'PUT', `/api/tasks/${done.id}`, { status: 'completed' });
    await call(creator, 'PUT', `/api/tasks/${cancelled.id}`, { status: 'cancelled' });
    const sent = spyReminders(done, cancelled);
    await runTaskReminders(t.app.ctx, at('2031-06-09'));
    await runTaskReminders(t.app.ctx, at('2031-06-11'));
    expect(sent()).toEqual([]);
  });

  it('a due date more than 7 days past when first seen is not reminded of', async () => {
    const task = await newTask({ due_date: '2031-07-01' });
    const sent = spyReminders(task);
    await runTaskReminders(t.app.ctx, at('2031-07-09'));
    expect(sent()).toEqual([]);
  });

  it('shows in the bell of the creator and the assignee, and leaves it once the task is completed', async () => {
    const today = shopToday();
    const task = await newTask({ due_date: addDays(today, 1) });
    const late = await newTask({ due_date: addDays(today, -1) });
    await runTaskReminders(t.app.ctx);
    const bell = async (who: Who) =>
      (
        (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(who.token) })).json().data
          .items as NotificationItem[]
      )
        .filter((i) => i.kind === 'task_notice' && [task.id, late.id].includes(i.target_id))
        .map((i) => [i.notice, i.target_id, i.unread]);
    for (const who of [creator, assignee])
      expect((await bell(who)).sort()).toEqual(
        [
          ['due_soon', task.id, true],
          ['overdue', late.id, true],
        ].sort(),
      );
    await call(assignee, 'PUT', `/api/tasks/${late.id}`, { status: 'completed' });
    expect(await bell(assignee)).toEqual([['due_soon', task.id, true]]);
  });
});

describe('a reminder in the very millisecond of the assignment', () => {
  it("still reaches the assignee's bell (the CI caught one lost to a strict comparison)", async () => {
    const late = await newTask({ due_date: addDays(shopToday(), -1) });
    const { assigned_at } = await t.db
      .selectFrom('tasks')
      .select('assigned_at')
      .where('id', '=', late.id)
      .executeTakeFirstOrThrow();
    await runTaskReminders(t.app.ctx, new Date(assigned_at!));
    const items = (
      await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(assignee.token) })
    ).json().data.items as NotificationItem[];
    expect(items.filter((i) => i.kind === 'task_notice' && i.target_id === late.id).map((i) => i.notice)).toEqual([
      'overdue',
    ]);
  });
});

describe('two instances at once', () => {
  it('20 runs at the same moment send each reminder once (the unique key decides)', async () => {
    const tasks = await Promise.all(Array.from({ length: 5 }, () => newTask({ due_date: '2031-08-10' })));
    const sent = spyReminders(...tasks);
    const counts = await Promise.all(Array.from({ length: 20 }, () => runTaskReminders(t.app.ctx, at('2031-08-09'))));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(5);
    expect(sent()).toHaveLength(10);
    const rows = await t.db
      .selectFrom('task_notices')
      .select(['task_id', 'kind'])
      .where(
        'task_id',
        'in',
        tasks.map((x) => x.id),
      )
      .execute();
    expect(rows).toHaveLength(5);
    expect(rows.every((r) => r.kind === 'due_soon')).toBe(true);
  });

  it('a reminder recorded already is refused by the index itself, whoever inserts it', async () => {
    const task = await newTask({ due_date: '2031-09-10' });
    const row = { task_id: task.id, kind: 'due_soon' as const, actor_id: null, status: null, due_date: '2031-09-10' };
    await t.db
      .insertInto('task_notices')
      .values({ ...row, created_at: new Date().toISOString() })
      .execute();
    await expect(
      t.db
        .insertInto('task_notices')
        .values({ ...row, created_at: new Date().toISOString() })
        .execute(),
    ).rejects.toThrow(/unique|duplicate/i);
  });
});
