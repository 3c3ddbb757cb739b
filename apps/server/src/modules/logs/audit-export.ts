import { nextDay, shopDayStart } from '@ponte/domain/dates';
import { auditFileName, redactSecrets, type ActivityExportQuery } from '@ponte/domain/logs';
import type { Db } from '../../db';
import { brazilianCsvStream, shopDateTime, type CsvColumn } from '../../lib/csv';
import type { Actor } from '../../plugins/auth';
import { activityRecorder } from './activity';
import { activityPageAfter, type ActivityCursor } from './queries';

const recordLogs = activityRecorder('logs');

type Entry = Awaited<ReturnType<typeof activityPageAfter>>[number];

const columns: CsvColumn<Entry>[] = [
  { header: 'Data', value: (e) => shopDateTime(e.created_at) },
  { header: 'Usuário', value: (e) => e.user_name ?? (e.user_id === null ? 'Sistema' : `#${e.user_id}`) },
  { header: 'Ação', value: (e) => e.action },
  { header: 'Entidade', value: (e) => e.entity_type },
  { header: 'ID', value: (e) => e.entity_id },
  // Details were redacted when written; redacted again in case an older entry was not.
  { header: 'Detalhes', value: (e) => (e.details ? redactSecrets(e.details) : null) },
  { header: 'IP', value: (e) => e.ip_address },
];

export const AUDIT_PAGE = 1000;

/**
 * Issue 33: every activity entry of the shop days asked (on the shop's clock), oldest first, as
 * a pt-BR CSV read a page at a time. The export itself is an entry of the log.
 */
export async function exportActivity(
  db: Db,
  actor: Actor,
  query: ActivityExportQuery,
  ip?: string,
  pageSize = AUDIT_PAGE,
) {
  const period = {
    from: shopDayStart(query.start_date).toISOString(),
    to: shopDayStart(nextDay(query.end_date)).toISOString(),
  };
  const details = { audit: { start_date: query.start_date, end_date: query.end_date } };
  await recordLogs(db, actor.id, 'export', null, details, ip);
  return {
    filename: auditFileName(query.start_date, query.end_date),
    body: brazilianCsvStream(columns, pages(db, period, pageSize)),
  };
}

async function* pages(db: Db, period: { from: string; to: string }, pageSize: number) {
  let after: ActivityCursor | undefined;
  for (;;) {
    const rows = await activityPageAfter(db, period, after, pageSize);
    if (rows.length > 0) yield rows;
    if (rows.length < pageSize) return;
    const last = rows[rows.length - 1]!;
    after = { createdAt: last.created_at, id: last.id };
  }
}
