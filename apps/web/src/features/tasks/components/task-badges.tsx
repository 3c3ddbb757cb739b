import type { ReactNode } from 'react';
import { Badge, Group, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed, IconCircleX, IconProgress } from '@tabler/icons-react';
import { taskPriorityLabels, taskStatusLabels, type TaskPriority, type TaskStatus } from '@ponte/domain/task-texts';

const priorityColors: Record<TaskPriority, string> = { low: 'gray', medium: 'blue', high: 'orange', urgent: 'red' };
const statusColors: Record<TaskStatus, string> = {
  pending: 'yellow',
  in_progress: 'blue',
  completed: 'green',
  cancelled: 'gray',
};
const statusIcons: Record<TaskStatus, typeof IconCircleDashed> = {
  pending: IconCircleDashed,
  in_progress: IconProgress,
  completed: IconCircleCheck,
  cancelled: IconCircleX,
};

export const PriorityBadge = ({ priority }: { priority: TaskPriority }) => (
  <Badge color={priorityColors[priority]} variant="light">
    {taskPriorityLabels[priority]}
  </Badge>
);

export const StatusBadge = ({ status }: { status: TaskStatus }) => (
  <Badge color={statusColors[status]} variant="outline">
    {taskStatusLabels[status]}
  </Badge>
);

export function StatusIcon({ status }: { status: TaskStatus }) {
  const Icon = statusIcons[status];
  return (
    <ThemeIcon color={statusColors[status]} variant="light" radius="xl" aria-hidden>
      <Icon size={18} />
    </ThemeIcon>
  );
}

/** One task in a short list: its title, a line under it, and its priority and status. */
export function TaskLine({
  task,
  children,
}: {
  task: { title: string; priority: TaskPriority; status: TaskStatus };
  children?: ReactNode;
}) {
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <div style={{ minWidth: 0 }}>
        <Text fw={500} size="sm">
          {task.title}
        </Text>
        {children}
      </div>
      <Group gap={6}>
        <PriorityBadge priority={task.priority} />
        <StatusBadge status={task.status} />
      </Group>
    </Group>
  );
}
