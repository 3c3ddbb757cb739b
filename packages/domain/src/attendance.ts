import { z } from 'zod';
import { parseUtc } from './dates';
import { RoleSchema } from './roles';

export const ATTENDANCE_STATUSES = ['active', 'break', 'finished'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

export const attendanceStatusLabels = {
  active: 'Ativo',
  break: 'Em Pausa',
  finished: 'Finalizado',
} as const satisfies Record<AttendanceStatus, string>;

export const ATTENDANCE_ERROR_CODES = [
  'shift_already_open',
  'no_open_shift',
  'already_on_break',
  'not_on_break',
  'shift_not_found',
] as const;
export type AttendanceErrorCode = (typeof ATTENDANCE_ERROR_CODES)[number];

export const attendanceErrorText = {
  shift_already_open: 'Você já possui um expediente em andamento',
  no_open_shift: 'Nenhum expediente em andamento',
  already_on_break: 'Você já está em pausa',
  not_on_break: 'Você não está em pausa',
  shift_not_found: 'Expediente não encontrado',
} as const satisfies Record<AttendanceErrorCode, string>;

/** Fallback texts of spec 1 §8 when the server sends no error field. */
export const shiftFallbackText = {
  clockIn: 'Erro ao fazer clock-in',
  break: 'Erro ao iniciar pausa',
  resume: 'Erro ao retomar trabalho',
  clockOut: 'Erro ao fazer clock-out',
} as const;

export const CLOCK_OUT_CONFIRMATION = 'Tem certeza que deseja fazer clock-out?';
/** The reason the top bar sends when starting a break. */
export const DEFAULT_BREAK_REASON = 'Pausa';

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

/** Hours worked, excluding breaks, rounded to 2 decimals. */
export function workedHours(clockIn: Date, clockOut: Date, breakMinutes: number): number {
  const minutes = (clockOut.getTime() - clockIn.getTime()) / 60000 - breakMinutes;
  return Math.round((Math.max(0, minutes) / 60) * 100) / 100;
}

/** Per-row break time of the history table: 'Xh Ymin', 'Ymin' or '-'. */
export function formatBreakTime(totalMinutes: number): string {
  if (!(totalMinutes > 0)) return '-';
  const rounded = Math.round(totalMinutes);
  const h = Math.floor(rounded / 60);
  const m = rounded % 60;
  return h > 0 ? `${h}h ${m}min` : `${m}min`;
}

/** The shift timer: HH:MM:SS since clock-in, 00:00:00 if negative. */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

function localDay(timestamp: string): string {
  const d = parseUtc(timestamp);
  return d ? `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}` : timestamp;
}

/** Dashboard statistics of spec 1: total, average = total / number of records, days, break hours. */
export function attendanceSummary(records: Pick<AttendanceRecord, 'total_hours' | 'clock_in' | 'break_minutes'>[]) {
  const totalHours = records.reduce((sum, r) => sum + Number(r.total_hours ?? 0), 0);
  // Days are counted in the reader's time zone, as the history table shows them.
  const days = new Set(records.map((r) => localDay(r.clock_in))).size;
  return {
    totalHours: totalHours.toFixed(2),
    averagePerDay: (records.length ? totalHours / records.length : 0).toFixed(2),
    daysWorked: days,
    /** Spec 1 §9: break total = sum of duration_minutes / 60. */
    totalBreakHours: (records.reduce((sum, r) => sum + r.break_minutes, 0) / 60).toFixed(2),
  };
}
