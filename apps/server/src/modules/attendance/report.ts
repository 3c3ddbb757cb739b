import {
  buildAttendanceReport,
  type AttendanceReport,
  type AttendanceReportQuery,
} from '@ponte/domain/attendance-report';
import { shopDayRange, shopToday } from '@ponte/domain/dates';
import type { Db } from '../../db';
import { brazilianCsv, type CsvColumn } from '../../lib/csv';
import * as q from './queries';

/** GET /api/attendance/all (admin): the period's shifts, summed per collaborator by shop day. */
export async function attendanceReport(db: Db, query: AttendanceReportQuery): Promise<AttendanceReport> {
  const sums = await q.sumShiftsInPeriod(db, shopDayRange(query.start_date, query.end_date));
  return buildAttendanceReport(
    sums.map((r) => ({
      user_id: r.user_id,
      name: r.username,
      email: r.email,
      role: r.role,
      days_worked: Number(r.days_worked),
      shifts: Number(r.shifts),
      total_hours: Number(r.total_hours ?? 0),
      open_shifts: Number(r.open_shifts),
    })),
  );
}

type Row = AttendanceReport['rows'][number];
const columns: CsvColumn<Row>[] = [
  { header: 'Colaborador', value: (r) => r.name },
  { header: 'E-mail', value: (r) => r.email },
  { header: 'Dias Trabalhados', value: (r) => String(r.days_worked) },
  { header: 'Total de Horas', value: (r) => r.total_hours },
  { header: 'Média por Dia', value: (r) => r.average_per_day },
];

/** The report's table for a pt-BR spreadsheet, named after its period. */
export async function attendanceReportCsv(db: Db, query: AttendanceReportQuery) {
  const report = await attendanceReport(db, query);
  const from = query.start_date ?? 'inicio';
  const to = query.end_date ?? shopToday();
  return { filename: `atendimento-${from}-a-${to}.csv`, body: brazilianCsv(columns, report.rows) };
}
