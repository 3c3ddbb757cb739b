import { z } from 'zod';
import { PaginationSchema, pagingQuery } from './paging';
import { isCalendarDay } from './dates';
import {
  TASK_COMMENT_MAX,
  TASK_DESCRIPTION_MAX,
  TASK_PAGE_MAX,
  TASK_PAGE_SIZE,
  TASK_PRIORITIES,
  TASK_STATUSES,
  TASK_TITLE_MAX,
  taskText,
} from './task-texts';

export * from './task-texts';

const id = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

/**
 * 'YYYY-MM-DD' (a day, no time: a deadline is a shop day); '' or null clears it. A day of the
 * right shape that the calendar lacks (2026-02-31) gets its own message: never dropped, never
 * moved to 3 March.
 */
const dueDate = z
  .union([z.string().trim(), z.null()], { error: taskText.dueDateInvalid })
  .superRefine((v, ctx) => {
    if (v === null || v === '' || isCalendarDay(v)) return;
    const shaped = /^\d{4}-\d{2}-\d{2}$/.test(v);
    ctx.addIssue({ code: 'custom', message: shaped ? taskText.dueDateNotADay : taskText.dueDateInvalid });
  })
  .transform((v) => v || null);

const fields = {
  title: z
    .string({ error: taskText.titleRequired })
    .trim()
    .min(1, taskText.titleRequired)
    .max(TASK_TITLE_MAX, taskText.titleTooLong),
  description: z
    .string()
    .trim()
    .max(TASK_DESCRIPTION_MAX, taskText.descriptionTooLong)
    .nullable()
    .transform((v) => v || null),
  assigned_to: id(taskText.assigneeInvalid).nullable(),
  related_to_user: id(taskText.customerInvalid).nullable(),
  priority: z.enum(TASK_PRIORITIES, { error: taskText.priorityInvalid }),
  status: z.enum(TASK_STATUSES, { error: taskText.statusInvalid }),
  due_date: dueDate,
};

/** POST /api/tasks: only the title is required; a new task is pending with priority medium. */
export const TaskBodySchema = z.object({
  title: fields.title,
  description: fields.description.optional(),
  assigned_to: fields.assigned_to.optional(),
  related_to_user: fields.related_to_user.optional(),
  priority: fields.priority.default('medium'),
  status: fields.status.default('pending'),
  due_date: fields.due_date.optional(),
});
export type TaskBody = z.input<typeof TaskBodySchema>;
export type TaskInput = z.output<typeof TaskBodySchema>;

/** PUT /api/tasks/{id}: any of the fields, at least one. */
export const TaskUpdateSchema = z
  .object({
    title: fields.title.optional(),
    description: fields.description.optional(),
    assigned_to: fields.assigned_to.optional(),
    related_to_user: fields.related_to_user.optional(),
    priority: fields.priority.optional(),
    status: fields.status.optional(),
    due_date: fields.due_date.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: taskText.nothingToChange });
export type TaskUpdate = z.output<typeof TaskUpdateSchema>;

export const TaskQuerySchema = z.object({
  status: z.enum(TASK_STATUSES, { error: taskText.statusInvalid }).optional(),
  priority: z.enum(TASK_PRIORITIES, { error: taskText.priorityInvalid }).optional(),
  assigned_to: id(taskText.assigneeInvalid).optional(),
  related_to_user: id(taskText.customerInvalid).optional(),
  /** Only pending and in-progress tasks (the dashboard's block). */
  open: z.stringbool().optional(),
  /** 'Atrasadas': open tasks whose due date is before today in São Paulo. */
  overdue: z.stringbool({ error: 'Filtro de atrasadas inválido' }).optional(),
  ...pagingQuery(TASK_PAGE_SIZE, TASK_PAGE_MAX),
});
export type TaskQuery = z.output<typeof TaskQuerySchema>;

export const TaskIdParamsSchema = z.object({ id: id(taskText.notFound) });

export const TaskCommentBodySchema = z.object({
  comment: z
    .string({ error: taskText.commentRequired })
    .trim()
    .min(1, taskText.commentRequired)
    .max(TASK_COMMENT_MAX, taskText.commentTooLong),
});

const person = z.object({ id: z.number().int(), name: z.string() });

export const TaskSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  assigned_to: z.number().int().nullable(),
  related_to_user: z.number().int().nullable(),
  priority: z.enum(TASK_PRIORITIES),
  status: z.enum(TASK_STATUSES),
  /** 'YYYY-MM-DD', a shop day. */
  due_date: z.string().nullable(),
  created_by: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  assigned_user: person.nullable(),
  related_user: person.nullable(),
  created_by_user: person.nullable(),
  comments_count: z.number().int(),
});
export type Task = z.infer<typeof TaskSchema>;

/** GET /api/tasks and /api/tasks/my-tasks: `data` is the page (spec 3 §7: data[]). */
export const TaskPageSchema = z.object({
  success: z.literal(true),
  data: z.array(TaskSchema),
  pagination: PaginationSchema,
});
export type TaskPage = z.infer<typeof TaskPageSchema>;

export const TaskCommentSchema = z.object({
  id: z.number().int(),
  comment: z.string(),
  created_at: z.string(),
  users: person.nullable(),
});
export type TaskComment = z.infer<typeof TaskCommentSchema>;
