import { notifications } from '@mantine/notifications';
import type { TaskNoticeEvent } from '@ponte/domain/realtime';
import { dueText, taskNoticeLine } from '@ponte/domain/task-texts';
import type { RealtimeSocket } from '../../../lib/socket';

/** 'task:notice' (sent to a task's creator and assignee, never to who did it): see docs/0048. */
export function listenToTaskNotices(socket: RealtimeSocket, onNotice: (event: TaskNoticeEvent) => void): () => void {
  const listener = (event: TaskNoticeEvent) => {
    if (event?.task && typeof event.task.title === 'string') onNotice(event);
  };
  socket.on('task:notice', listener);
  return () => void socket.off('task:notice', listener);
}

/** The toast: what happened and to which task (with its deadline for a reminder); a click opens /tarefas. */
export function showTaskNotice(event: TaskNoticeEvent, openTasks: () => void) {
  const reminder = event.kind === 'due_soon' || event.kind === 'overdue';
  const due = reminder && event.task.due_date ? ` · ${dueText(event.task.due_date)}` : '';
  notifications.show({
    color: event.kind === 'overdue' ? 'red' : 'blue',
    title: taskNoticeLine(event.kind, event.by, event.task.status),
    message: `${event.task.title}${due}`,
    autoClose: 10_000,
    style: { cursor: 'pointer' },
    onClick: openTasks,
  });
}
