// A task's priorities, statuses, limits and texts (spec 3 §2-§4), apart from the schemas: zod-free, so
// the staff shell (the new-task toast) loads without zod (issue 17, docs/0030).
import type { Task } from './tasks';

/** Spec 3 §3-§4: priorities and statuses of a task; a new task is pending with priority medium. */
export const TASK_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];
export const TASK_STATUSES = ['pending', 'in_progress', 'completed', 'cancelled'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
/** Open tasks: what the dashboard shows and what can be overdue. */
export const OPEN_TASK_STATUSES = ['pending', 'in_progress'] as const satisfies readonly TaskStatus[];

export const taskPriorityLabels = {
  low: 'Baixa',
  medium: 'Média',
  high: 'Alta',
  urgent: 'Urgente',
} as const satisfies Record<TaskPriority, string>;

export const taskStatusLabels = {
  pending: 'Pendente',
  in_progress: 'Em Andamento',
  completed: 'Concluída',
  cancelled: 'Cancelada',
} as const satisfies Record<TaskStatus, string>;

export const TASK_TITLE_MAX = 200;
export const TASK_DESCRIPTION_MAX = 5000;
export const TASK_COMMENT_MAX = 2000;
export const TASK_PAGE_SIZE = 50;
export const TASK_PAGE_MAX = 200;
/** Spec 1 §9: the dashboard shows at most this many open tasks. */
export const DASHBOARD_TASKS_MAX = 5;

export const TASK_ERROR_CODES = ['task_not_yours', 'task_fields_locked'] as const;

export const taskText = {
  title: 'Gestor de Tarefas',
  newTask: 'Nova Tarefa',
  empty: 'Nenhuma tarefa encontrada',
  noComments: 'Nenhum comentário ainda',
  addComment: 'Adicionar Comentário',
  confirmDelete: 'Tem certeza que deseja deletar esta tarefa?',
  titleRequired: 'O título é obrigatório',
  titleTooLong: `O título deve ter no máximo ${TASK_TITLE_MAX} caracteres`,
  descriptionTooLong: `A descrição deve ter no máximo ${TASK_DESCRIPTION_MAX} caracteres`,
  commentRequired: 'O comentário é obrigatório',
  commentTooLong: `O comentário deve ter no máximo ${TASK_COMMENT_MAX} caracteres`,
  dueDateInvalid: 'Prazo inválido: use o formato AAAA-MM-DD',
  dueDateNotADay: 'Prazo inválido: essa data não existe no calendário',
  priorityInvalid: 'Prioridade inválida',
  statusInvalid: 'Status inválido',
  assigneeInvalid: 'Responsável inválido',
  assigneeNotFound: 'Responsável não encontrado ou inativo',
  customerInvalid: 'Cliente inválido',
  customerNotFound: 'Cliente não encontrado',
  nothingToChange: 'Nada para atualizar',
  notFound: 'Tarefa não encontrada',
  notYours: 'Esta tarefa não está atribuída a você',
  fieldsLocked: 'Você só pode alterar o status desta tarefa',
  deleteNotAllowed: 'Só quem criou a tarefa ou um administrador pode deletá-la',
  created: 'Tarefa criada com sucesso!',
  updated: 'Tarefa atualizada com sucesso!',
  deleted: 'Tarefa deletada com sucesso!',
  saveFailed: 'Erro ao salvar tarefa',
  deleteFailed: 'Erro ao deletar tarefa',
  commentFailed: 'Erro ao adicionar comentário',
  assignedToast: 'Nova tarefa atribuída a você',
  overdue: 'Atrasada',
  overdueFilter: 'Atrasadas',
  due: 'Prazo: {date}',
} as const;

/**
 * What the creator and the assignee of a task are told of (docs/0048): someone else commented,
 * changed its status or its other fields; its due date is tomorrow; it became overdue.
 */
export const TASK_NOTICE_KINDS = ['comment', 'status', 'edit', 'due_soon', 'overdue'] as const;
export type TaskNoticeKind = (typeof TASK_NOTICE_KINDS)[number];
/** The two reminders of a due date: sent once per task and due date. */
export const TASK_REMINDER_KINDS = ['due_soon', 'overdue'] as const satisfies readonly TaskNoticeKind[];

/** A notice's title (the toast's, and the bell's line with who did it). */
export function taskNoticeLine(kind: TaskNoticeKind, by: string | null, status: TaskStatus | null): string {
  const who = by ?? 'Alguém';
  switch (kind) {
    case 'comment':
      return `${who} comentou numa tarefa sua`;
    case 'status':
      return status
        ? `${who} mudou o status de uma tarefa sua para ${taskStatusLabels[status]}`
        : `${who} mudou o status de uma tarefa sua`;
    case 'edit':
      return `${who} alterou uma tarefa sua`;
    case 'due_soon':
      return 'Tarefa vence amanhã';
    case 'overdue':
      return 'Tarefa atrasada';
  }
}

/** Open and past its deadline (a shop day before today). */
export const isOverdue = (task: Pick<Task, 'status' | 'due_date'>, today: string) =>
  task.due_date !== null &&
  task.due_date < today &&
  (OPEN_TASK_STATUSES as readonly TaskStatus[]).includes(task.status);

/** The task form's refusal of a deadline typed as no day of the calendar (issue 29). */
export const dueTypedWrong = (typed: string) => `Prazo inválido: ${typed} não é uma data do calendário (dd/mm/aaaa)`;

/** 'dd/mm/aaaa' from a stored day; the day is shown as written, never moved by a zone. */
export const formatDueDate = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** 'Prazo: dd/mm/aaaa' (spec 3 §2). */
export const dueText = (day: string) => taskText.due.replace('{date}', formatDueDate(day));
