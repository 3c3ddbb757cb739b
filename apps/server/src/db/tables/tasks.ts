import type { Generated, Selectable } from 'kysely';

/** A task of /tarefas (migration 0018); due_date is a shop day 'YYYY-MM-DD'. */
export type TaskTable = {
  id: Generated<number>;
  title: string;
  description: string | null;
  assigned_to: number | null;
  /** The customer the task is about. */
  related_to_user: number | null;
  priority: 'low' | 'medium' | 'high' | 'urgent';
  status: 'pending' | 'in_progress' | 'completed' | 'cancelled';
  due_date: string | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
  /** When and by whom assigned_to was last set (migration 0034): the bell's 'task assigned to me'. */
  assigned_at: Generated<string | null>;
  assigned_by: Generated<number | null>;
};

export type TaskCommentTable = {
  id: Generated<number>;
  task_id: number;
  user_id: number | null;
  comment: string;
  created_at: string;
};

/**
 * Something that happened to a task, told to its creator and assignee (migration 0042,
 * docs/0048). Reminders (due_soon, overdue) have no actor and carry the due date they remind of.
 */
export type TaskNoticeTable = {
  id: Generated<number>;
  task_id: number;
  kind: 'comment' | 'status' | 'edit' | 'due_soon' | 'overdue';
  actor_id: number | null;
  /** A status change: the status given. */
  status: TaskTable['status'] | null;
  due_date: string | null;
  created_at: string;
};

export type TaskRow = Selectable<TaskTable>;
