import type { TaskNoticeKind, TaskStatus } from '@ponte/domain/tasks';
import type { ServerContext } from '../../lib/context';

/** A task as its notice needs it: who hears of it and what the toast shows. */
export type NoticeTarget = {
  id: number;
  title: string;
  status: TaskStatus;
  due_date: string | null;
  created_by: number | null;
  assigned_to: number | null;
};

/**
 * Tells a task's creator and assignee, live, what happened to it (docs/0048), once each, never
 * the one who did it (`skip`: the actor, and a new assignee already told by 'task:assigned').
 * The bell finds the same event in task_notices.
 */
export function tellTaskPeople(
  ctx: Pick<ServerContext, 'realtime'>,
  task: NoticeTarget,
  notice: { kind: TaskNoticeKind; by: string | null },
  skip: readonly (number | null)[] = [],
) {
  const people = new Set([task.created_by, task.assigned_to]);
  for (const staffId of people) {
    if (staffId === null || skip.includes(staffId)) continue;
    ctx.realtime.toUser(staffId, 'task:notice', {
      kind: notice.kind,
      task: { id: task.id, title: task.title, status: task.status, due_date: task.due_date },
      by: notice.by,
    });
  }
}
