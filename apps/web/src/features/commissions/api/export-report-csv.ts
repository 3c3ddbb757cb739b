import { useMutation } from '@tanstack/react-query';
import { toQuery } from '../../../lib/api';
import { downloadFile } from '../../../lib/download';
import type { ReportPeriod } from './query-keys';

/** GET /api/commissions/report.csv for the period, downloaded under the name the server gives. */
export const useExportReportCsv = () =>
  useMutation({
    mutationFn: (period: ReportPeriod) => downloadFile(`/commissions/report.csv${toQuery(period)}`, 'comissoes.csv'),
  });
