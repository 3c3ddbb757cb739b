import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { dueText, isOverdue, taskText } from '@ponte/domain/task-texts';
import { shopToday } from '@ponte/domain/dates';
import { Link } from 'react-router';
import { useStoredUser } from '../../../lib/auth-storage';
import { useOpenTasks } from '../api/get-tasks';
import { TaskLine } from './task-badges';

/**
 * Spec 1 §2 dashboard 'Minhas Tarefas': up to five open tasks (pending or in progress) and
 * 'Ver Todas'; the block is not drawn when there are none. An admin's come from every task.
 */
export function OpenTasks() {
  const user = useStoredUser();
  const tasks = useOpenTasks(user?.role === 'admin' ? 'all' : 'mine');
  const list = tasks.data?.data ?? [];
  if (list.length === 0) return null;
  const today = shopToday();
  return (
    <Paper component="section" withBorder radius="md" p="lg" aria-label="Minhas Tarefas">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          Minhas Tarefas
        </Title>
        <Anchor component={Link} to="/tarefas" size="sm">
          Ver Todas
        </Anchor>
      </Group>
      <Stack gap="xs">
        {list.map((task) => (
          <TaskLine key={task.id} task={task}>
            {task.due_date && (
              <Text size="xs" c={isOverdue(task, today) ? 'red' : 'dimmed'}>
                {dueText(task.due_date)}
                {isOverdue(task, today) && ` · ${taskText.overdue}`}
              </Text>
            )}
          </TaskLine>
        ))}
      </Stack>
    </Paper>
  );
}
