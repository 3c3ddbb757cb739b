export type HistoryPeriod = { start: string; end: string };

export const attendanceKeys = {
  all: ['attendance'] as const,
  myStatus: () => [...attendanceKeys.all, 'my-status'] as const,
  history: (period: HistoryPeriod) => [...attendanceKeys.all, 'history', period] as const,
};
