import { useMutation } from '@tanstack/react-query';
import { ApiError, toQuery } from '../../../lib/api';
import { getToken } from '../../../lib/auth-storage';
import type { ReportPeriod } from './query-keys';

/** The server names the file after the period (content-disposition); this is only a fallback. */
const fileNameOf = (disposition: string | null) => /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? 'comissoes.csv';

/**
 * GET /api/commissions/report.csv and hands the file to the browser. It is not JSON, so it
 * cannot go through `api`; the bearer token is added the same way.
 */
async function downloadReportCsv(period: ReportPeriod): Promise<void> {
  const token = getToken();
  let res: Response;
  try {
    res = await fetch(`/api/commissions/report.csv${toQuery(period)}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new ApiError(0, '');
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: unknown } | null;
    throw new ApiError(res.status, typeof body?.error === 'string' ? body.error : '');
  }
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(res.headers.get('content-disposition'));
  link.click();
  URL.revokeObjectURL(url);
}

export const useExportReportCsv = () => useMutation({ mutationFn: downloadReportCsv });
