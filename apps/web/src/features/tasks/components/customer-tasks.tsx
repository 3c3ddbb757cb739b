import { Anchor, Center, Loader, Paper, Stack, Text } from '@mantine/core';
import { shopToday } from '@ponte/domain/dates';
import { dueText, isOverdue, taskText } from '@ponte/domain/tasks';
import { Link } from 'react-router';
import { useStoredUser } from '../../../lib/auth-storage';
import { useCustomerTasks } from '../api/get-tasks';
import { TaskLine } from './task-badges';

/** The tasks related to one customer ('Relacionado a Usuário'), on the customer's detail screen. */
export function CustomerTasks({ customerId }: { customerId: number }) {
  const user = useStoredUser();
  const tasks = useCustomerTasks(user?.role === 'admin' ? 'all' : 'mine', customerId);
  if (tasks.isPending)
    return (
      <Center py="md">
        <Loader size="sm" aria-label="Carregando tarefas" />
      </Center>
    );
  const list = tasks.data?.data ?? [];
  if (list.length === 0)
    return (
      <Text c="dimmed" ta="center" py="md">
        {taskText.empty}
      </Text>
    );
  const today = shopToday();
  return (
    <Stack gap="xs" aria-label="Tarefas do cliente">
      {list.map((task) => (
        <Paper key={task.id} withBorder radius="sm" p="sm">
          <TaskLine task={task}>
            <Text size="xs" c={isOverdue(task, today) ? 'red' : 'dimmed'}>
              Responsável: {task.assigned_user?.name ?? 'Ninguém'}
              {task.due_date && ` · ${dueText(task.due_date)}`}
              {isOverdue(task, today) && ` · ${taskText.overdue}`}
            </Text>
          </TaskLine>
        </Paper>
      ))}
      <Anchor component={Link} to="/tarefas" size="sm">
        Ver Todas
      </Anchor>
    </Stack>
  );
}
