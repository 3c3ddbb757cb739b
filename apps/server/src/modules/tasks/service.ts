import { shopToday } from '@ponte/domain/dates';
import {
  OPEN_TASK_STATUSES,
  taskText,
  type Task,
  type TaskComment,
  type TaskInput,
  type TaskQuery,
  type TaskUpdate,
} from '@ponte/domain/tasks';
import { nowIso, toCount } from '../../db';
import type { Db, Tx } from '../../db';
import type { ServerContext } from '../../lib/context';
import { AppError, badRequest, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { findCustomer } from '../customers/service';
import { activityRecorder, recordedChange } from '../logs/service';
import { findStaffById } from '../users/service';
import { tellTaskPeople } from './notices';
import * as q from './queries';

const recordTask = activityRecorder('task');

/*
 * Spec 3 tasks. An admin sees and changes every task. Anyone else sees the tasks assigned to
 * them or created by them; on a task they did not create they change only its status (and
 * comment on it). Every change is checked and written in one statement (queries.changeTask).
 */

const person = (id: number | null, name: string | null) => (id !== null && name !== null ? { id, name } : null);

export const toTask = (r: q.TaskListRow): Task => ({
  id: r.id,
  title: r.title,
  description: r.description,
  assigned_to: r.assigned_to,
  related_to_user: r.related_to_user,
  priority: r.priority,
  status: r.status,
  due_date: r.due_date,
  created_by: r.created_by,
  created_at: r.created_at,
  updated_at: r.updated_at,
  assigned_user: person(r.assigned_to, r.assigned_name),
  related_user: person(r.related_to_user, r.customer_name),
  created_by_user: person(r.created_by, r.created_by_name),
  comments_count: toCount(r.comments_count as number | string | null),
});

const isAdmin = (actor: Actor) => actor.role === 'admin';
/** The `mineOf` of a scope: undefined for an admin (every task). */
const ownerScope = (actor: Actor) => (isAdmin(actor) ? undefined : actor.id);
const mayRead = (actor: Actor, t: { assigned_to: number | null; created_by: number | null }) =>
  isAdmin(actor) || t.assigned_to === actor.id || t.created_by === actor.id;

export async function listTasks(db: Db, actor: Actor, query: TaskQuery, opts: { mine: boolean; now?: Date }) {
  const scope: q.TaskScope = {
    mineOf: opts.mine || !isAdmin(actor) ? actor.id : undefined,
    status: query.status,
    // The dashboard asks for open tasks only (pending or in progress).
    statuses: query.open ? OPEN_TASK_STATUSES : undefined,
    priority: query.priority,
    assignedTo: query.assigned_to,
    customerId: query.related_to_user,
    // 'Atrasadas': the shop's today, not the server's (docs/0018).
    dueBefore: query.overdue ? shopToday(opts.now) : undefined,
  };
  const [rows, total] = await Promise.all([
    q.listTasks(db, scope, { offset: (query.page - 1) * query.limit, limit: query.limit }),
    q.countTasks(db, scope),
  ]);
  const count = toCount(total);
  return {
    success: true as const,
    data: rows.map(toTask),
    pagination: {
      page: query.page,
      limit: query.limit,
      total: count,
      pages: Math.max(1, Math.ceil(count / query.limit)),
    },
  };
}

async function readableTask(db: Db, actor: Actor, id: number) {
  const row = await q.findTaskRow(db, id);
  // Someone else's task is not found, not forbidden: its existence is none of their business.
  if (!row || !mayRead(actor, row)) throw notFound(taskText.notFound);
  return row;
}

export async function getTask(db: Db, actor: Actor, id: number): Promise<Task> {
  return toTask(await readableTask(db, actor, id));
}

async function checkAssignee(db: Db, staffId: number | null | undefined) {
  if (staffId == null) return;
  const staff = await findStaffById(db, staffId);
  if (!staff || staff.active !== 1 || staff.deleted_at !== null)
    throw badRequest(taskText.assigneeNotFound, { assigned_to: taskText.assigneeNotFound });
}

async function checkCustomer(db: Db, customerId: number | null | undefined) {
  if (customerId == null) return;
  if (!(await findCustomer(db, customerId)))
    throw badRequest(taskText.customerNotFound, { related_to_user: taskText.customerNotFound });
}

function tellAssignee(ctx: ServerContext, actor: Actor, task: Task) {
  if (task.assigned_to === null || task.assigned_to === actor.id) return;
  ctx.realtime.toUser(task.assigned_to, 'task:assigned', {
    task: { id: task.id, title: task.title, priority: task.priority, due_date: task.due_date },
    by: actor.name,
  });
}

export async function createTask(ctx: ServerContext, actor: Actor, input: TaskInput, ip?: string): Promise<Task> {
  await Promise.all([checkAssignee(ctx.db, input.assigned_to), checkCustomer(ctx.db, input.related_to_user)]);
  const now = nowIso();
  const id = await ctx.db.transaction().execute(async (tx) => {
    const { id } = await q.insertTask(tx, {
      title: input.title,
      description: input.description ?? null,
      assigned_to: input.assigned_to ?? null,
      related_to_user: input.related_to_user ?? null,
      priority: input.priority,
      status: input.status,
      due_date: input.due_date ?? null,
      created_by: actor.id,
      created_at: now,
      updated_at: now,
      assigned_at: input.assigned_to != null ? now : null,
      assigned_by: input.assigned_to != null ? actor.id : null,
    });
    await recordTask(tx, actor.id, 'create', id, { title: input.title, assigned_to: input.assigned_to ?? null }, ip);
    return id;
  });
  const task = await getTask(ctx.db, actor, id);
  tellAssignee(ctx, actor, task);
  return task;
}

export async function updateTask(
  ctx: ServerContext,
  actor: Actor,
  id: number,
  input: TaskUpdate,
  ip?: string,
): Promise<Task> {
  const before = await readableTask(ctx.db, actor, id);
  const changed = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as TaskUpdate;
  const onlyStatus = Object.keys(changed).every((k) => k === 'status');
  if (!isAdmin(actor) && before.created_by !== actor.id && !onlyStatus)
    throw new AppError(403, taskText.fieldsLocked, undefined, 'task_fields_locked');
  await Promise.all([checkAssignee(ctx.db, changed.assigned_to), checkCustomer(ctx.db, changed.related_to_user)]);
  const notice = noticeOf(before, changed);
  const result = await ctx.db.transaction().execute(async (tx) => {
    // Someone who may change only the status must still be the assignee when it is written.
    const mineOf = ownerScope(actor);
    const now = nowIso();
    // A new assignee is told by the bell too: when and by whom it was given.
    const reassigned =
      changed.assigned_to !== undefined && changed.assigned_to !== before.assigned_to
        ? { assigned_at: changed.assigned_to === null ? null : now, assigned_by: actor.id }
        : {};
    const row = await q.changeTask(tx, id, mineOf, { ...changed, ...reassigned, updated_at: now });
    if (!row) return null;
    if (notice)
      await q.insertNotice(tx, {
        task_id: id,
        kind: notice,
        actor_id: actor.id,
        status: notice === 'status' ? changed.status! : null,
        due_date: null,
        created_at: now,
      });
    await recordTask(tx, actor.id, 'update', id, changed, ip);
    return row;
  });
  if (!result) throw new AppError(403, taskText.notYours, undefined, 'task_not_yours');
  const task = await getTask(ctx.db, { ...actor, role: 'admin' }, id);
  const reassigned = changed.assigned_to !== undefined && changed.assigned_to !== before.assigned_to;
  if (reassigned) tellAssignee(ctx, actor, task);
  // A new assignee heard 'task:assigned' already: one toast for one change.
  if (notice)
    tellTaskPeople(ctx, task, { kind: notice, by: actor.name }, [actor.id, reassigned ? task.assigned_to : null]);
  return task;
}

const EDITED_FIELDS = ['title', 'description', 'priority', 'due_date', 'related_to_user'] as const;

/**
 * What a change tells the task's creator and assignee (docs/0048): a new status, or else an edit
 * of what they read on the card; a reassignment alone has its own event, and a write that
 * changes nothing tells nobody.
 */
function noticeOf(before: q.TaskListRow, changed: TaskUpdate): 'status' | 'edit' | null {
  if (changed.status !== undefined && changed.status !== before.status) return 'status';
  return EDITED_FIELDS.some((f) => changed[f] !== undefined && changed[f] !== before[f]) ? 'edit' : null;
}

export async function deleteTask(db: Db, actor: Actor, id: number, ip?: string): Promise<void> {
  const before = await readableTask(db, actor, id);
  if (!isAdmin(actor) && before.created_by !== actor.id) throw new AppError(403, taskText.deleteNotAllowed);
  await recordedChange(
    db,
    { userId: actor.id, action: 'delete', entityType: 'task', entityId: id, details: { title: before.title }, ip },
    async (tx: Tx) => {
      await q.deleteCommentsOf(tx, id);
      await q.deleteNoticesOf(tx, id);
      return q.deleteTaskRow(tx, id, isAdmin(actor) ? undefined : actor.id);
    },
    taskText.notFound,
  );
}

export async function listTaskComments(db: Db, actor: Actor, id: number): Promise<TaskComment[]> {
  await readableTask(db, actor, id);
  return (await q.listComments(db, id)).map((c) => ({
    id: c.id,
    comment: c.comment,
    created_at: c.created_at,
    users: person(c.user_id, c.user_name),
  }));
}

export async function addTaskComment(
  ctx: ServerContext,
  actor: Actor,
  id: number,
  comment: string,
): Promise<TaskComment> {
  const task = await readableTask(ctx.db, actor, id);
  const row = await ctx.db.transaction().execute(async (tx) => {
    const row = await q.insertComment(tx, { task_id: id, user_id: actor.id, comment, created_at: nowIso() });
    await q.changeTask(tx, id, undefined, { updated_at: row.created_at });
    await q.insertNotice(tx, {
      task_id: id,
      kind: 'comment',
      actor_id: actor.id,
      status: null,
      due_date: null,
      created_at: row.created_at,
    });
    return row;
  });
  tellTaskPeople(ctx, task, { kind: 'comment', by: actor.name }, [actor.id]);
  return { id: row.id, comment, created_at: row.created_at, users: { id: actor.id, name: actor.name } };
}

/** The bell's tasks: given to this staff member by someone else since `since`. */
export const recentAssignments = (db: Db, actor: Actor, since: string, limit: number) =>
  q.assignedToSince(db, actor.id, since, limit);

/** When this staff member was last given a task: the bell's ETag moves with it. */
export const lastAssignmentAt = (db: Db, actor: Actor) => q.lastAssignedAt(db, actor.id);

/** The bell's other task items: comments, status changes, edits and reminders on my tasks (docs/0048). */
export const recentTaskNotices = (db: Db, actor: Actor, since: string, limit: number) =>
  q.noticesFor(db, actor.id, since, limit);

/** The newest task notice: the bell's ETag moves with it. */
export const newestTaskNoticeId = (db: Db) => q.newestNoticeId(db);

/** Issue 33, a customer's data (LGPD): the tasks about them. */
export const tasksAboutCustomer = (db: Db, customerId: number) => q.customerTasks(db, customerId);

/** Issue 33, erasure: tasks about the customer keep status and dates; titles, descriptions and comments go. */
export async function eraseTasksAboutCustomer(db: Db | Tx, customerId: number, note: string): Promise<void> {
  await q.eraseTasksAbout(db, customerId, note);
}
