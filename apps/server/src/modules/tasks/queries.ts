import { OPEN_TASK_STATUSES, type TaskPriority, type TaskStatus } from '@ponte/domain/tasks';
import type { Db, Tx } from '../../db';
import type { TaskNoticeTable, TaskTable } from '../../db/types';
import type { Insertable, Updateable } from 'kysely';
import { staffName } from '../../db/staff-name';

/** Which tasks a list reads: a staff member's own (assigned or created), and the screen's filters. */
export type TaskScope = {
  /** Not an admin: tasks assigned to or created by this staff member only. */
  mineOf?: number;
  status?: TaskStatus;
  statuses?: readonly TaskStatus[];
  priority?: TaskPriority;
  assignedTo?: number;
  customerId?: number;
  /** 'Atrasadas': open and due before this shop day ('YYYY-MM-DD'). */
  dueBefore?: string;
};

const scoped = (db: Db, scope: TaskScope) =>
  db
    .selectFrom('tasks as t')
    .$if(scope.mineOf !== undefined, (qb) =>
      qb.where((eb) => eb.or([eb('t.assigned_to', '=', scope.mineOf!), eb('t.created_by', '=', scope.mineOf!)])),
    )
    .$if(scope.status !== undefined, (qb) => qb.where('t.status', '=', scope.status!))
    .$if(scope.statuses !== undefined, (qb) => qb.where('t.status', 'in', scope.statuses!))
    .$if(scope.priority !== undefined, (qb) => qb.where('t.priority', '=', scope.priority!))
    .$if(scope.assignedTo !== undefined, (qb) => qb.where('t.assigned_to', '=', scope.assignedTo!))
    .$if(scope.customerId !== undefined, (qb) => qb.where('t.related_to_user', '=', scope.customerId!))
    .$if(scope.dueBefore !== undefined, (qb) =>
      qb.where('t.status', 'in', OPEN_TASK_STATUSES).where('t.due_date', '<', scope.dueBefore!),
    );

/** A task with the names the cards show and its comment count. */
const withNames = (qb: ReturnType<typeof scoped>) =>
  qb
    .leftJoin('staff as a', 'a.id', 't.assigned_to')
    .leftJoin('staff as cb', 'cb.id', 't.created_by')
    .leftJoin('customers as c', 'c.id', 't.related_to_user')
    .selectAll('t')
    .select((eb) => [
      staffName<string | null>('a').as('assigned_name'),
      staffName<string | null>('cb').as('created_by_name'),
      'c.name as customer_name',
      eb
        .selectFrom('task_comments as tc')
        .whereRef('tc.task_id', '=', 't.id')
        .select((e) => e.fn.countAll().as('n'))
        .as('comments_count'),
    ]);

/**
 * Newest first; the id breaks ties so pages never repeat or skip a task. The page's ids are
 * picked first, through the (created_at, id) index, and only those get their names and
 * comment counts: joining and counting before the limit did it for every task (26 ms a page
 * over 50k tasks).
 */
export async function listTasks(db: Db, scope: TaskScope, page: { offset: number; limit: number }) {
  const ids = (
    await scoped(db, scope)
      .select('t.id')
      .orderBy('t.created_at', 'desc')
      .orderBy('t.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute()
  ).map((r) => r.id);
  if (ids.length === 0) return [];
  return withNames(scoped(db, {}))
    .where('t.id', 'in', ids)
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc')
    .execute();
}

export type TaskListRow = Awaited<ReturnType<typeof listTasks>>[number];

export const countTasks = async (db: Db, scope: TaskScope) =>
  (
    await scoped(db, scope)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

export const findTaskRow = (db: Db | Tx, id: number) =>
  withNames(scoped(db as Db, {}))
    .where('t.id', '=', id)
    .executeTakeFirst();

/** Tasks given to this staff member by someone else since `since`, the newest assignment first (the bell). */
export const assignedToSince = (db: Db, staffId: number, since: string, limit: number) =>
  db
    .selectFrom('tasks as t')
    .leftJoin('staff as b', 'b.id', 't.assigned_by')
    .leftJoin('customers as c', 'c.id', 't.related_to_user')
    .select([
      't.id',
      't.title',
      't.assigned_at',
      't.related_to_user',
      'c.name as customer_name',
      staffName<string | null>('b').as('assigned_by_name'),
    ])
    .where('t.assigned_to', '=', staffId)
    .where('t.assigned_at', '>=', since)
    .where((eb) => eb.or([eb('t.assigned_by', 'is', null), eb('t.assigned_by', '!=', staffId)]))
    .orderBy('t.assigned_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(limit)
    .execute();

/** When this staff member was last given a task (the bell's ETag). */
export const lastAssignedAt = async (db: Db, staffId: number) =>
  (
    await db
      .selectFrom('tasks')
      .select((eb) => eb.fn.max('assigned_at').as('at'))
      .where('assigned_to', '=', staffId)
      .executeTakeFirst()
  )?.at ?? null;

export const insertTask = (db: Db | Tx, row: Insertable<TaskTable>) =>
  db.insertInto('tasks').values(row).returning('id').executeTakeFirstOrThrow();

/**
 * Changes a task only if the caller may still change it, in one statement: an admin any task,
 * anyone else a task assigned to them or created by them (`mineOf`). Returns the task's
 * assignee before the change, or nothing when no row qualified.
 */
export async function changeTask(db: Db | Tx, id: number, mineOf: number | undefined, changes: Updateable<TaskTable>) {
  return db
    .updateTable('tasks')
    .set(changes)
    .where('id', '=', id)
    .$if(mineOf !== undefined, (qb) =>
      qb.where((eb) => eb.or([eb('assigned_to', '=', mineOf!), eb('created_by', '=', mineOf!)])),
    )
    .returning(['id', 'assigned_to'])
    .executeTakeFirst();
}

export const deleteTaskRow = (db: Db | Tx, id: number, createdBy: number | undefined) =>
  db
    .deleteFrom('tasks')
    .where('id', '=', id)
    .$if(createdBy !== undefined, (qb) => qb.where('created_by', '=', createdBy!))
    .returning('id')
    .executeTakeFirst();

export const deleteCommentsOf = (db: Db | Tx, taskId: number) =>
  db.deleteFrom('task_comments').where('task_id', '=', taskId).execute();

export const listComments = (db: Db, taskId: number) =>
  db
    .selectFrom('task_comments as tc')
    .leftJoin('staff as s', 's.id', 'tc.user_id')
    .select(['tc.id', 'tc.comment', 'tc.created_at', 'tc.user_id', staffName<string | null>('s').as('user_name')])
    .where('tc.task_id', '=', taskId)
    .orderBy('tc.id', 'asc')
    .execute();

export const insertComment = (
  db: Db | Tx,
  row: { task_id: number; user_id: number; comment: string; created_at: string },
) => db.insertInto('task_comments').values(row).returning(['id', 'created_at']).executeTakeFirstOrThrow();

/** Who hears of a task (its creator and assignee) and what its toast shows. */
export const findNoticeTargets = (db: Db | Tx, ids: readonly number[]) =>
  db
    .selectFrom('tasks')
    .select(['id', 'title', 'status', 'due_date', 'created_by', 'assigned_to'])
    .where('id', 'in', ids)
    .execute();

export const insertNotice = (db: Db | Tx, row: Insertable<TaskNoticeTable>) =>
  db.insertInto('task_notices').values(row).returning('id').executeTakeFirstOrThrow();

export const deleteNoticesOf = (db: Db | Tx, taskId: number) =>
  db.deleteFrom('task_notices').where('task_id', '=', taskId).execute();

/**
 * Records one reminder of `kind` for every open task whose due date is in [fromDay, toDay], in one
 * statement. The unique (task, kind, due date) index makes a second insert of the same reminder
 * do nothing, so of two instances scanning at once only one gets a task back (and tells anyone).
 * Returns the reminders this call recorded.
 */
export const insertReminders = (
  db: Db,
  kind: 'due_soon' | 'overdue',
  days: { fromDay: string; toDay: string },
  now: string,
) =>
  db
    .insertInto('task_notices')
    .columns(['task_id', 'kind', 'due_date', 'created_at'])
    .expression(
      db
        .selectFrom('tasks as t')
        .select((eb) => ['t.id', eb.val(kind).as('kind'), 't.due_date', eb.val(now).as('created_at')])
        .where('t.status', 'in', OPEN_TASK_STATUSES)
        .where('t.due_date', '>=', days.fromDay)
        .where('t.due_date', '<=', days.toDay)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('task_notices as n')
                .select('n.id')
                .whereRef('n.task_id', '=', 't.id')
                .where('n.kind', '=', kind)
                .whereRef('n.due_date', '=', 't.due_date'),
            ),
          ),
        ),
    )
    .onConflict((oc) => oc.doNothing())
    .returning(['id', 'task_id'])
    .execute();

/**
 * The bell's task notices for a staff member since `since`, newest first: on tasks they created,
 * or that were theirs when it happened (after they were given it), never what they did
 * themselves. A reminder counts only while the task is open with that same due date: completing
 * the task or moving its date takes it away.
 */
export const noticesFor = (db: Db, staffId: number, since: string, limit: number) =>
  db
    .selectFrom('task_notices as n')
    .innerJoin('tasks as t', 't.id', 'n.task_id')
    .leftJoin('staff as s', 's.id', 'n.actor_id')
    .leftJoin('customers as c', 'c.id', 't.related_to_user')
    .select([
      'n.id',
      'n.kind',
      'n.status',
      'n.created_at',
      't.id as task_id',
      't.title',
      't.related_to_user',
      'c.name as customer_name',
      staffName<string | null>('s').as('actor_name'),
    ])
    .where('n.created_at', '>=', since)
    .where((eb) => eb.or([eb('n.actor_id', 'is', null), eb('n.actor_id', '!=', staffId)]))
    .where((eb) =>
      eb.or([
        eb('t.created_by', '=', staffId),
        eb.and([
          eb('t.assigned_to', '=', staffId),
          // A reminder speaks of the task as it is now, so its assignee sees it whenever it was
          // given to them; other notices only after it became theirs, not the edit that gave it
          // to them (in the very millisecond of the assignment, only someone else's).
          eb.or([
            eb('n.kind', 'in', ['due_soon', 'overdue']),
            eb('n.created_at', '>', eb.ref('t.assigned_at')),
            eb.and([eb('n.created_at', '=', eb.ref('t.assigned_at')), eb('n.actor_id', '!=', eb.ref('t.assigned_by'))]),
          ]),
        ]),
      ]),
    )
    .where((eb) =>
      eb.or([
        eb('n.due_date', 'is', null),
        eb.and([eb('n.due_date', '=', eb.ref('t.due_date')), eb('t.status', 'in', OPEN_TASK_STATUSES)]),
      ]),
    )
    .orderBy('n.created_at', 'desc')
    .orderBy('n.id', 'desc')
    .limit(limit)
    .execute();

/** The newest notice of any task (the bell's ETag: a new one makes the count be read again). */
export const newestNoticeId = async (db: Db) =>
  (
    await db
      .selectFrom('task_notices')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst()
  )?.id ?? null;

/** Issue 33, a customer's data (LGPD): the tasks about them, oldest first. */
export const customerTasks = (db: Db, customerId: number) =>
  db
    .selectFrom('tasks')
    .select(['id', 'title', 'description', 'status', 'priority', 'due_date', 'created_at', 'updated_at'])
    .where('related_to_user', '=', customerId)
    .orderBy('id')
    .execute();

/** Issue 33, erasure: tasks about the customer keep their status and dates, not what they said. */
export async function eraseTasksAbout(db: Db | Tx, customerId: number, note: string) {
  const tasks = db.selectFrom('tasks').select('id').where('related_to_user', '=', customerId);
  await db.updateTable('task_comments').set({ comment: note }).where('task_id', 'in', tasks).execute();
  await db
    .updateTable('tasks')
    .set({ title: note, description: null })
    .where('related_to_user', '=', customerId)
    .execute();
}
