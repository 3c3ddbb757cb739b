import { ActionIcon, Anchor, Badge, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconEdit, IconMessageCircle, IconTrash } from '@tabler/icons-react';
import { shopToday } from '@ponte/domain/dates';
import { dueText, isOverdue, taskText, type Task } from '@ponte/domain/tasks';
import { Link } from 'react-router';
import { PriorityBadge, StatusBadge, StatusIcon } from './task-badges';

export type TaskCardProps = {
  task: Task;
  onComments: (task: Task) => void;
  onEdit: (task: Task) => void;
  /** Absent when the user may not delete it (only its creator or an admin may). */
  onDelete?: (task: Task) => void;
};

/** Spec 3 §2: status icon, title, priority and status badges, description, assignee and 'Prazo: {date}'. */
export function TaskCard({ task, onComments, onEdit, onDelete }: TaskCardProps) {
  const overdue = isOverdue(task, shopToday());
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-label={task.title}
      style={overdue ? { borderColor: 'var(--mantine-color-red-6)', borderWidth: 2 } : undefined}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Group gap="sm" align="flex-start" wrap="nowrap" style={{ minWidth: 0 }}>
          <StatusIcon status={task.status} />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {task.title}
            </Text>
            <Group gap={6}>
              <PriorityBadge priority={task.priority} />
              <StatusBadge status={task.status} />
              {overdue && (
                <Badge color="red" variant="filled">
                  {taskText.overdue}
                </Badge>
              )}
            </Group>
          </Stack>
        </Group>
        <Group gap={4} wrap="nowrap">
          <Tooltip label="Comentários">
            <ActionIcon variant="subtle" aria-label={`Comentários de ${task.title}`} onClick={() => onComments(task)}>
              <IconMessageCircle size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Editar">
            <ActionIcon variant="subtle" aria-label={`Editar ${task.title}`} onClick={() => onEdit(task)}>
              <IconEdit size={18} />
            </ActionIcon>
          </Tooltip>
          {onDelete && (
            <Tooltip label="Deletar">
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Deletar ${task.title}`}
                onClick={() => onDelete(task)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      </Group>
      {task.description && (
        <Text size="sm" c="dimmed" mt="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {task.description}
        </Text>
      )}
      <Group gap="lg" mt="sm" c="dimmed">
        <Text size="xs">Responsável: {task.assigned_user?.name ?? 'Ninguém'}</Text>
        {task.related_user && (
          <Text size="xs">
            Cliente:{' '}
            <Anchor component={Link} to={`/usuarios/${task.related_user.id}`} size="xs">
              {task.related_user.name}
            </Anchor>
          </Text>
        )}
        {task.due_date && (
          <Text size="xs" c={overdue ? 'red' : undefined} fw={overdue ? 700 : undefined}>
            {dueText(task.due_date)}
          </Text>
        )}
        {task.comments_count > 0 && (
          <Text size="xs">
            {task.comments_count} {task.comments_count === 1 ? 'comentário' : 'comentários'}
          </Text>
        )}
      </Group>
    </Paper>
  );
}
