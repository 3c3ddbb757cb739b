import { z } from 'zod';
import { isCalendarDay } from './dates';

/** Texts of /relatorio-atendimento (spec 3 §2). */
export const attendanceReportText = {
  title: 'Relatório de Atendimento',
  subtitle: 'Horas trabalhadas por colaborador no período',
  empty: 'Nenhum registro encontrado',
  invalidDay: 'Data inválida: use o formato AAAA-MM-DD',
  periodReversed: 'A data inicial deve ser anterior ou igual à data final',
  exportFailed: 'Erro ao exportar CSV',
} as const;

/** A shop day 'YYYY-MM-DD' (America/Sao_Paulo); blank means no bound. */
const day = z
  .string()
  .trim()
  .refine((v) => v === '' || isCalendarDay(v), attendanceReportText.invalidDay)
  .transform((v) => v || undefined)
  .optional();

/** GET /api/attendance/all?start_date&end_date: shifts that started on those shop days, both included. */
export const AttendanceReportQuerySchema = z
  .object({ start_date: day, end_date: day })
  .refine((q) => !q.start_date || !q.end_date || q.start_date <= q.end_date, {
    message: attendanceReportText.periodReversed,
    path: ['end_date'],
  });
export type AttendanceReportQuery = z.output<typeof AttendanceReportQuerySchema>;

export const AttendanceReportRowSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  /** Shop days with at least one shift started. */
  days_worked: z.number().int(),
  shifts: z.number().int(),
  /** Hours of finished shifts, breaks excluded. */
  total_hours: z.number(),
  average_per_day: z.number(),
});
export type AttendanceReportRow = z.infer<typeof AttendanceReportRowSchema>;

export const AttendanceReportSchema = z.object({
  total_hours: z.number(),
  collaborators: z.number().int(),
  average_per_collaborator: z.number(),
  /** Shifts still open in the period: their hours count once they are closed. */
  open_shifts: z.number().int(),
  rows: z.array(AttendanceReportRowSchema),
});
export type AttendanceReport = z.infer<typeof AttendanceReportSchema>;

const round2 = (n: number) => Math.round(n * 100) / 100;

/** One collaborator's shifts in the period, summed (the server sums them in SQL). */
export type AttendanceSums = {
  user_id: number;
  name: string;
  email: string;
  role: string;
  /** Distinct shop days with a shift started. */
  days_worked: number;
  shifts: number;
  /** Hours of the finished shifts. */
  total_hours: number;
  open_shifts: number;
};

/**
 * The report from each collaborator's sums: the hours of finished shifts and their average per
 * day worked; the cards sum and average them.
 */
export function buildAttendanceReport(sums: AttendanceSums[]): AttendanceReport {
  const rows = sums
    .map((s) => ({
      user_id: s.user_id,
      name: s.name,
      email: s.email,
      role: s.role,
      days_worked: s.days_worked,
      shifts: s.shifts,
      total_hours: round2(s.total_hours),
      average_per_day: round2(s.total_hours / s.days_worked),
    }))
    .sort((a, b) => b.total_hours - a.total_hours || a.name.localeCompare(b.name));
  const total = round2(rows.reduce((sum, r) => sum + r.total_hours, 0));
  return {
    total_hours: total,
    collaborators: rows.length,
    average_per_collaborator: rows.length ? round2(total / rows.length) : 0,
    open_shifts: sums.reduce((sum, s) => sum + s.open_shifts, 0),
    rows,
  };
}
