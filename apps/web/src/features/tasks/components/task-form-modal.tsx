import { useState } from 'react';
import { Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  TASK_PRIORITIES,
  TASK_STATUSES,
  TaskBodySchema,
  taskPriorityLabels,
  taskStatusLabels,
  dueTypedWrong,
  taskText,
  type Task,
  type TaskBody,
  type TaskPriority,
  type TaskStatus,
} from '@ponte/domain/tasks';
import { useDomainForm } from '../../../lib/form';
import { DateField } from '../../../ui/date-field';
import { useCustomerSearch, useTaskStaff } from '../api/get-people';
import { useCreateTask, useUpdateTask } from '../api/task-writes';
import { ModalForm } from '../../../ui/modal-form';

type Values = {
  title: string;
  description: string;
  assigned_to: string;
  related_to_user: string;
  priority: TaskPriority;
  status: TaskStatus;
  due_date: string;
};

const valuesOf = (task: Task | null): Values => ({
  title: task?.title ?? '',
  description: task?.description ?? '',
  assigned_to: task?.assigned_to ? String(task.assigned_to) : '',
  related_to_user: task?.related_to_user ? String(task.related_to_user) : '',
  priority: task?.priority ?? 'medium',
  status: task?.status ?? 'pending',
  due_date: task?.due_date ?? '',
});

const toBody = (v: Values): TaskBody => ({
  title: v.title,
  description: v.description.trim() || null,
  assigned_to: v.assigned_to ? Number(v.assigned_to) : null,
  related_to_user: v.related_to_user ? Number(v.related_to_user) : null,
  priority: v.priority,
  status: v.status,
  due_date: v.due_date || null,
});

export type TaskFormModalProps = {
  /** null: a new task. */
  task: Task | null;
  /** Someone who neither created the task nor is an admin changes its status only. */
  statusOnly: boolean;
  onClose: () => void;
};

/** 'Nova Tarefa' and edit: Título, Descrição, Atribuir a, Relacionado a Usuário, Prioridade, Status, Prazo. */
export function TaskFormModal({ task, statusOnly, onClose }: TaskFormModalProps) {
  const create = useCreateTask();
  const update = useUpdateTask();
  const staff = useTaskStaff();
  const [customerSearch, setCustomerSearch] = useState('');
  const [search] = useDebouncedValue(customerSearch, 300);
  const customers = useCustomerSearch(search);
  // A deadline typed as no day (31/02/2026) is refused here, never saved as no deadline (issue 29).
  const [wrongDue, setWrongDue] = useState<string | null>(null);
  const { form, formRef, onSubmit, refuseWith, refusal } = useDomainForm({
    initialValues: valuesOf(task),
    schema: TaskBodySchema,
    toBody,
    // The value is a day or nothing while such a text is typed, so the schema has no word on it.
    also: () => (wrongDue ? { due_date: dueTypedWrong(wrongDue) } : {}),
  });

  const customerOptions = [
    ...(task?.related_user ? [{ value: String(task.related_user.id), label: task.related_user.name }] : []),
    ...(customers.data?.data ?? [])
      .filter((c) => c.id !== task?.related_user?.id)
      .map((c) => ({ value: String(c.id), label: `${c.name} · ${c.phone}` })),
  ];

  const submit = onSubmit((body) => {
    const done = {
      onSuccess: () => {
        notifications.show({ color: 'green', message: task ? taskText.updated : taskText.created });
        onClose();
      },
      onError: (err: unknown) => refuseWith(err, taskText.saveFailed),
    };
    if (!task) create.mutate(body, done);
    else update.mutate(statusOnly ? { id: task.id, status: body.status } : { id: task.id, ...body }, done);
  });

  const locked = statusOnly;
  return (
    <ModalForm
      title={task ? 'Editar Tarefa' : taskText.newTask}
      size="lg"
      onClose={onClose}
      onSubmit={submit}
      formRef={formRef}
      submitLabel={task ? 'Atualizar' : 'Criar'}
      refusal={refusal}
      pending={create.isPending || update.isPending}
    >
      <TextInput label="Título" required disabled={locked} {...form.getInputProps('title')} />
      <Textarea label="Descrição" rows={4} disabled={locked} {...form.getInputProps('description')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label="Atribuir a"
          placeholder="Ninguém"
          data={(staff.data ?? []).map((s) => ({ value: String(s.id), label: s.username }))}
          searchable
          clearable
          disabled={locked}
          {...form.getInputProps('assigned_to')}
          onChange={(v) => form.setFieldValue('assigned_to', v ?? '')}
        />
        <Select
          label="Relacionado a Usuário"
          placeholder="Buscar cliente..."
          data={customerOptions}
          searchable
          clearable
          searchValue={customerSearch}
          onSearchChange={setCustomerSearch}
          filter={({ options }) => options}
          nothingFoundMessage="Nenhum cliente encontrado"
          disabled={locked}
          {...form.getInputProps('related_to_user')}
          onChange={(v) => form.setFieldValue('related_to_user', v ?? '')}
        />
        <Select
          label="Prioridade"
          data={TASK_PRIORITIES.map((p) => ({ value: p, label: taskPriorityLabels[p] }))}
          allowDeselect={false}
          disabled={locked}
          {...form.getInputProps('priority')}
        />
        <Select
          label="Status"
          data={TASK_STATUSES.map((s) => ({ value: s, label: taskStatusLabels[s] }))}
          allowDeselect={false}
          {...form.getInputProps('status')}
        />
        <DateField
          label="Prazo"
          disabled={locked}
          clearable
          {...form.getInputProps('due_date')}
          value={form.values.due_date}
          onInvalidText={(text) => {
            setWrongDue(text);
            if (text === null) form.clearFieldError('due_date');
          }}
        />
      </SimpleGrid>
    </ModalForm>
  );
}
