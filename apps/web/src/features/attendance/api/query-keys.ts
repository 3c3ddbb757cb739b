export type HistoryPeriod = { start: string; end: string };
/** The report's period as the date inputs hold it ('' = no bound). */
export type ReportPeriod = { start_date: string; end_date: string };

export const attendanceKeys = {
  all: ['attendance'] as const,
  myStatus: () => [...attendanceKeys.all, 'my-status'] as const,
  history: (period: HistoryPeriod) => [...attendanceKeys.all, 'history', period] as const,
  report: (period: ReportPeriod) => [...attendanceKeys.all, 'report', period] as const,
};
