/** Query keys of the commission screens; the report's period is part of its key. */
export type ReportPeriod = { start_date: string; end_date: string };

export const commissionKeys = {
  all: ['commissions'] as const,
  rules: () => [...commissionKeys.all, 'rules'] as const,
  report: (period: ReportPeriod) => [...commissionKeys.all, 'report', period] as const,
};
