import { z } from 'zod';
import { RoleSchema } from './role-schema';

import { ATTENDANCE_STATUSES } from './attendance-texts';

export * from './attendance-texts';

export const BreakBodySchema = z.object({
  reason: z.string().trim().min(1, 'Informe o motivo da pausa').max(200, 'O motivo deve ter no máximo 200 caracteres'),
});

/** A shift row as clock-in, resume and clock-out answer it. */
export const AttendanceShiftSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  clock_in: z.string(),
  clock_out: z.string().nullable(),
  total_hours: z.number().nullable(),
  status: z.enum(ATTENDANCE_STATUSES),
});
export type AttendanceShift = z.infer<typeof AttendanceShiftSchema>;

/** A shift of the history, with its break totals. */
export const AttendanceRecordSchema = AttendanceShiftSchema.extend({
  /** Sum of this shift's break durations, so the history needs no call per row. */
  break_minutes: z.number(),
  break_count: z.number().int(),
});
export type AttendanceRecord = z.infer<typeof AttendanceRecordSchema>;

export const BreakRecordSchema = z.object({
  id: z.number().int(),
  attendance_id: z.number().int(),
  user_id: z.number().int(),
  start_time: z.string(),
  end_time: z.string().nullable(),
  duration_minutes: z.number().nullable(),
  reason: z.string(),
});
export type BreakRecord = z.infer<typeof BreakRecordSchema>;

export const MyStatusSchema = z.object({
  status: z.enum(['none', 'active', 'break']),
  clock_in: z.string().nullable(),
  attendance_id: z.number().int().nullable(),
  /** When the break under way began (status 'break'): the top bar shows how long it has lasted. */
  break_start: z.string().nullable(),
});
export type MyStatus = z.infer<typeof MyStatusSchema>;
/** my-status also answers 'none' when the user has no open shift. */
export type ShiftState = MyStatus['status'];

/** GET /api/attendance/active: an open shift and its person (name is the username). */
export const ActiveAttendantSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  clock_in: z.string(),
  status: z.enum(ATTENDANCE_STATUSES),
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string(), role: RoleSchema }),
});
export type ActiveAttendant = z.infer<typeof ActiveAttendantSchema>;

/** GET /api/attendance/breaks/{attendanceId}. */
export const AttendanceIdParamsSchema = z.object({ attendanceId: z.coerce.number().int().positive('ID inválido') });

/** Accepts `YYYY-MM-DD` (a UTC day) or a full ISO timestamp. */
const dateParam = z
  .string()
  .trim()
  .refine((v) => v === '' || !Number.isNaN(Date.parse(v)), 'Data inválida')
  .optional();
export const HistoryQuerySchema = z.object({ start_date: dateParam, end_date: dateParam });
