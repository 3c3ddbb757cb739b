import { notifications } from '@mantine/notifications';
import type { TaskAssignedEvent } from '@ponte/domain/realtime';
import { dueText, taskPriorityLabels, taskText, type TaskPriority } from '@ponte/domain/task-texts';
import type { RealtimeSocket } from '../../../lib/socket';

/** 'task:assigned' (sent only to the new assignee): a task was given to this user. */
export function listenToTaskAssignments(
  socket: RealtimeSocket,
  onAssigned: (event: TaskAssignedEvent) => void,
): () => void {
  const listener = (event: TaskAssignedEvent) => {
    if (event?.task && typeof event.task.title === 'string') onAssigned(event);
  };
  socket.on('task:assigned', listener);
  return () => void socket.off('task:assigned', listener);
}

/** The toast: the task's title, who gave it, its priority and deadline; a click opens /tarefas. */
export function showTaskAssigned(event: TaskAssignedEvent, openTasks: () => void) {
  const priority = taskPriorityLabels[event.task.priority as TaskPriority] ?? event.task.priority;
  const due = event.task.due_date ? ` · ${dueText(event.task.due_date)}` : '';
  notifications.show({
    color: 'blue',
    title: taskText.assignedToast,
    message: `${event.task.title} — por ${event.by} · ${priority}${due}`,
    autoClose: 10_000,
    style: { cursor: 'pointer' },
    onClick: openTasks,
  });
}
