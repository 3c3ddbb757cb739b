// The work shift's statuses, texts and time maths (spec 1 §8), apart from the schemas: zod-free, so
// the staff shell's top bar and the dashboard load without zod (issue 17, docs/0030).
import { parseUtc } from './dates';
import type { AttendanceRecord } from './attendance';

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

/** The shift timer: HH:MM:SS since clock-in, 00:00:00 if negative. */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

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
