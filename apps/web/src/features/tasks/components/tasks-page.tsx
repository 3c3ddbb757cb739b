import { useState } from 'react';
import { Button, Checkbox, EmptyState, Group, Pagination, Paper, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChecklist, IconFilterX, IconPlus } from '@tabler/icons-react';
import {
  TASK_PRIORITIES,
  TASK_STATUSES,
  taskPriorityLabels,
  taskStatusLabels,
  taskText,
  type Task,
} from '@ponte/domain/tasks';
import { errorText } from '../../../lib/api';
import { useStoredUser } from '../../../lib/auth-storage';
import { PageHeader } from '../../../ui/page-header';
import { useTaskStaff } from '../api/get-people';
import { useTasks } from '../api/get-tasks';
import { NO_TASK_FILTERS, type TaskFilters } from '../api/query-keys';
import { useDeleteTask } from '../api/task-writes';
import { TaskCard } from './task-card';
import { TaskCommentsModal } from './task-comments-modal';
import { TaskFormModal } from './task-form-modal';
import { CenteredLoader } from '../../../ui/load-state';

/** /tarefas: an admin sees every task; anyone else the tasks assigned to them or created by them. */
export function TasksPage() {
  const user = useStoredUser();
  const isAdmin = user?.role === 'admin';
  const [filters, setFilters] = useState<TaskFilters>(NO_TASK_FILTERS);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Task | 'new' | null>(null);
  const [commenting, setCommenting] = useState<Task | null>(null);
  const tasks = useTasks(isAdmin ? 'all' : 'mine', filters, page);
  const staff = useTaskStaff();
  const remove = useDeleteTask();

  const set = (key: Exclude<keyof TaskFilters, 'overdue'>) => (value: string | null) => {
    setFilters((f) => ({ ...f, [key]: value ?? '' }));
    setPage(1);
  };
  const mayDelete = (task: Task) => isAdmin || task.created_by === user?.id;
  const onDelete = (task: Task) => {
    if (!window.confirm(taskText.confirmDelete)) return;
    remove.mutate(task.id, {
      onSuccess: () => notifications.show({ color: 'green', message: taskText.deleted }),
      onError: (err) => {
        const reason = errorText(err, '');
        notifications.show({
          color: 'red',
          message: reason ? `${taskText.deleteFailed}: ${reason}` : taskText.deleteFailed,
        });
      },
    });
  };

  const data = tasks.data;
  return (
    <>
      <PageHeader
        title={taskText.title}
        description={isAdmin ? 'Todas as tarefas da equipe' : 'As tarefas atribuídas a você ou criadas por você'}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            {taskText.newTask}
          </Button>
        }
      />
      <Stack gap="md">
        <Paper withBorder radius="md" p="md" aria-label="Filtros">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <Select
              label="Status"
              placeholder="Todos"
              data={TASK_STATUSES.map((s) => ({ value: s, label: taskStatusLabels[s] }))}
              value={filters.status || null}
              onChange={set('status')}
              clearable
              w={{ base: '100%', xs: 170 }}
            />
            <Select
              label="Prioridade"
              placeholder="Todas"
              data={TASK_PRIORITIES.map((p) => ({ value: p, label: taskPriorityLabels[p] }))}
              value={filters.priority || null}
              onChange={set('priority')}
              clearable
              w={{ base: '100%', xs: 170 }}
            />
            <Select
              label="Responsável"
              placeholder="Todos"
              data={(staff.data ?? []).map((s) => ({ value: String(s.id), label: s.username }))}
              value={filters.assigned_to || null}
              onChange={set('assigned_to')}
              searchable
              clearable
              w={{ base: '100%', xs: 200 }}
            />
            {/* Open tasks past their deadline (a São Paulo day before today), filtered by the server. */}
            <Checkbox
              label={taskText.overdueFilter}
              checked={filters.overdue === 'true'}
              onChange={(event) => {
                const overdue = event.currentTarget.checked ? 'true' : '';
                setFilters((f) => ({ ...f, overdue }));
                setPage(1);
              }}
              mb={8}
            />
            <Button
              variant="default"
              leftSection={<IconFilterX size={16} />}
              onClick={() => {
                setFilters(NO_TASK_FILTERS);
                setPage(1);
              }}
            >
              Limpar Filtros
            </Button>
          </Group>
        </Paper>
        {tasks.isPending ? (
          <CenteredLoader label="Carregando tarefas" />
        ) : tasks.error && !data ? (
          <Text c="red" ta="center" py="xl">
            {errorText(tasks.error, 'Erro ao carregar as tarefas')}
          </Text>
        ) : data && data.data.length > 0 ? (
          <Stack gap="sm">
            {data.data.map((task) => (
              <TaskCard
                key={task.id}
                task={task}
                onComments={setCommenting}
                onEdit={setEditing}
                onDelete={mayDelete(task) ? onDelete : undefined}
              />
            ))}
            {data.pagination.pages > 1 && (
              <Pagination total={data.pagination.pages} value={page} onChange={setPage} size="sm" />
            )}
          </Stack>
        ) : (
          <EmptyState icon={<IconChecklist size={28} />} withIndicatorBackground title={taskText.empty} py="xl" />
        )}
      </Stack>
      {editing && (
        <TaskFormModal
          task={editing === 'new' ? null : editing}
          statusOnly={editing !== 'new' && !isAdmin && editing.created_by !== user?.id}
          onClose={() => setEditing(null)}
        />
      )}
      {commenting && <TaskCommentsModal task={commenting} onClose={() => setCommenting(null)} />}
    </>
  );
}
