import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationItem } from '@ponte/domain/notifications';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';

/** Issue 29, docs/0048: a task's creator and assignee hear what someone else did to it. */

type Who = { id: number; username: string; token: string };
let t: TestContext;
let creator: Who;
let assignee: Who;
let other: Who;

beforeAll(async () => {
  t = await buildTestApp();
  creator = await t.staff('operador');
  assignee = await t.staff('trainee');
  other = await t.staff('trainee');
});
afterAll(() => t.close());
beforeEach(async () => {
  vi.restoreAllMocks();
  for (const who of [creator, assignee, other])
    await t.app.inject({ method: 'POST', url: '/api/notifications/read', headers: bearer(who.token) });
});

const call = (who: Who | string, method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, headers: bearer(typeof who === 'string' ? who : who.token), payload });

async function newTask(payload: object = {}) {
  const res = await call(creator, 'POST', '/api/tasks', {
    title: 'Ligar para a Maria',
    assigned_to: assignee.id,
    ...payload,
  });
  expect(res.statusCode).toBe(201);
  const task = res.json().data as { id: number; title: string };
  // Given a moment ago: the bell shows an assignee what happened after the task became theirs,
  // by time (ms), and an edit in the very millisecond of the assignment would count as before it.
  await t.db
    .updateTable('tasks')
    .set({ assigned_at: new Date(Date.now() - 1000).toISOString() })
    .where('id', '=', task.id)
    .execute();
  return task;
}

/** A staff member's bell items about one task, besides its assignment. */
const notices = async (who: Who, task: { id: number }) =>
  (
    (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(who.token) })).json().data
      .items as NotificationItem[]
  ).filter((i) => i.kind === 'task_notice' && i.target_id === task.id);

/** The 'task:notice' events sent, as [staff id, kind, by]. */
function spyNotices() {
  const toUser = vi.spyOn(t.app.ctx.realtime, 'toUser');
  return () =>
    toUser.mock.calls
      .filter(([, event]) => event === 'task:notice')
      .map(([id, , payload]) => {
        const p = payload as { kind: string; by: string | null };
        return [id, p.kind, p.by];
      });
}

describe('a comment', () => {
  it("by the assignee tells the creator (toast and bell), not the assignee; the creator's tells the assignee", async () => {
    const task = await newTask();
    const sent = spyNotices();
    expect((await call(assignee, 'POST', `/api/tasks/${task.id}/comments`, { comment: 'Liguei' })).statusCode).toBe(
      201,
    );
    expect(sent()).toEqual([[creator.id, 'comment', assignee.username]]);
    expect(await notices(creator, task)).toEqual([
      expect.objectContaining({
        kind: 'task_notice',
        notice: 'comment',
        unread: true,
        preview: 'Ligar para a Maria',
        actor_name: assignee.username,
        target_id: task.id,
      }),
    ]);
    expect(await notices(assignee, task)).toEqual([]);

    await call(creator, 'POST', `/api/tasks/${task.id}/comments`, { comment: 'Obrigado' });
    expect(sent()).toEqual([
      [creator.id, 'comment', assignee.username],
      [assignee.id, 'comment', creator.username],
    ]);
    expect((await notices(assignee, task)).map((n) => n.actor_name)).toEqual([creator.username]);
  });

  it('on a task I created for myself tells nobody', async () => {
    const task = await newTask({ assigned_to: creator.id });
    const sent = spyNotices();
    await call(creator, 'POST', `/api/tasks/${task.id}/comments`, { comment: 'nota' });
    expect(sent()).toEqual([]);
    expect(await notices(creator, task)).toEqual([]);
  });
});

describe('a status change', () => {
  it('by the assignee tells the creator which status; by the creator tells the assignee', async () => {
    const task = await newTask();
    const sent = spyNotices();
    await call(assignee, 'PUT', `/api/tasks/${task.id}`, { status: 'completed' });
    expect(sent()).toEqual([[creator.id, 'status', assignee.username]]);
    const [item] = await notices(creator, task);
    expect(item).toMatchObject({ notice: 'status', task_status: 'completed', actor_name: assignee.username });
    expect(await notices(assignee, task)).toEqual([]);

    await call(creator, 'PUT', `/api/tasks/${task.id}`, { status: 'pending' });
    expect(sent().at(-1)).toEqual([assignee.id, 'status', creator.username]);
  });

  it('an admin changing it tells both; setting the status it already has tells nobody', async () => {
    const task = await newTask();
    const sent = spyNotices();
    await call(t.adminToken, 'PUT', `/api/tasks/${task.id}`, { status: 'in_progress' });
    expect(sent()).toEqual([
      [creator.id, 'status', 'onsolutions'],
      [assignee.id, 'status', 'onsolutions'],
    ]);
    await call(assignee, 'PUT', `/api/tasks/${task.id}`, { status: 'in_progress' });
    expect(sent()).toHaveLength(2);
  });

  it('the bell item is read once the bell is marked read', async () => {
    const task = await newTask();
    await call(assignee, 'PUT', `/api/tasks/${task.id}`, { status: 'in_progress' });
    expect((await notices(creator, task))[0]!.unread).toBe(true);
    await t.app.inject({ method: 'POST', url: '/api/notifications/read', headers: bearer(creator.token) });
    expect((await notices(creator, task))[0]!.unread).toBe(false);
  });
});

describe('an edit', () => {
  it("of the deadline by the creator tells the assignee; a new assignee hears only 'task:assigned'", async () => {
    const task = await newTask({ due_date: '2099-01-10' });
    const sent = spyNotices();
    await call(creator, 'PUT', `/api/tasks/${task.id}`, { due_date: '2099-01-20' });
    expect(sent()).toEqual([[assignee.id, 'edit', creator.username]]);
    expect((await notices(assignee, task))[0]).toMatchObject({ notice: 'edit', actor_name: creator.username });

    await call(creator, 'PUT', `/api/tasks/${task.id}`, { assigned_to: other.id, priority: 'urgent' });
    expect(sent()).toHaveLength(1);
    // What happened before the task was theirs is not in the new assignee's bell.
    expect(await notices(other, task)).toEqual([]);
    await call(other, 'POST', `/api/tasks/${task.id}/comments`, { comment: 'Comigo agora' });
    expect(sent().at(-1)).toEqual([creator.id, 'comment', other.username]);
  });

  it("by someone else in the very millisecond of an assignment is in the new assignee's bell; the assigning edit is not", async () => {
    const task = await newTask();
    await call(creator, 'PUT', `/api/tasks/${task.id}`, { assigned_to: other.id, priority: 'urgent' });
    await call(t.adminToken, 'POST', `/api/tasks/${task.id}/comments`, { comment: 'Prioridade máxima' });
    // The admin's comment written in the same millisecond as the assignment.
    const { assigned_at } = await t.db
      .selectFrom('tasks')
      .select('assigned_at')
      .where('id', '=', task.id)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('task_notices')
      .set({ created_at: assigned_at! })
      .where('task_id', '=', task.id)
      .where('kind', '=', 'comment')
      .execute();
    const bell = await notices(other, task);
    expect(bell).toHaveLength(1);
    expect(bell[0]).toMatchObject({ notice: 'comment', actor_name: 'onsolutions' });
  });
});
