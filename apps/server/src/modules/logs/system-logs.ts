import { createHash } from 'node:crypto';
import { shopToday } from '@ponte/domain/dates';
import {
  LOG_EXPORT_MAX,
  logExportFileName,
  AUDIT_RETENTION_DEFAULT_DAYS,
  AUDIT_RETENTION_MAX_DAYS,
  AUDIT_RETENTION_MIN_DAYS,
  LOG_RETENTION_DEFAULT_DAYS,
  LOG_RETENTION_MAX_DAYS,
  LOG_RETENTION_MIN_DAYS,
  logSuccessRate,
  redactSecrets,
  type LogClearResult,
  type LogEntry,
  type LogExportQuery,
  type LogLevel,
  type LogPage,
  type LogQuery,
  type LogSettings,
  type LogSettingsBody,
  type WebhookLog,
  type WebhookLogQuery,
} from '@ponte/domain/logs';
import type { Db } from '../../db';
import { nowIso } from '../../db';
import type { Selectable } from 'kysely';
import type { GatewayLogTable } from '../../db/types';
import type { Actor } from '../../plugins/auth';
import { activityRecorder, recordExport } from './activity';
import {
  countLogEntries,
  countWebhookRows,
  deleteGatewayAndServerLogs,
  deleteLogsBefore,
  LOG_SETTING_KEYS,
  logCategories,
  logCounts,
  logPage,
  logsFingerprint,
  readLogSettings,
  webhookRows,
  writeLogSetting,
  type LogRow,
} from './queries';
import { repeatEvery } from '../../lib/repeat';

const recordLogs = activityRecorder('logs');
const recordSettings = activityRecorder('settings');

const pagination = (page: number, limit: number, total: number) => ({
  page,
  limit,
  total,
  pages: Math.max(1, Math.ceil(total / limit)),
});

const toEntry = (r: LogRow): LogEntry => ({
  id: `${r.source}:${r.row_id}`,
  timestamp: r.created_at,
  level: r.level as LogLevel,
  category: r.category,
  // Rows written before redaction existed, and customers' own chat text, are masked on the way out too.
  message: redactSecrets(r.message),
  details: r.details === null ? null : redactSecrets(r.details),
  user_id: r.user_id === null ? null : Number(r.user_id),
  user_name: r.user_name,
  ip_address: r.ip_address,
});

/** What the screen's tab and filters ask of the merged log (the list and its export alike). */
const filtersOf = (query: LogExportQuery) => ({
  level: query.level,
  category: query.category,
  search: query.search,
  errorsOnly: query.tab === 'errors',
});

/**
 * The ETag of GET /api/logs for this query: the screen polls every 30 s, and while nothing was
 * logged (or pruned, or cleared) it gets a 304 without the page, the counts or the categories.
 */
export async function logsEtag(db: Db, query: LogQuery): Promise<string> {
  const { clearedAt = null } = await readLogSettings(db);
  const key = JSON.stringify([query.page, query.limit, query.tab, query.level, query.category, query.search]);
  const hash = createHash('sha1')
    .update(`${await logsFingerprint(db, clearedAt)}|${key}`)
    .digest('base64url');
  return `W/"logs-${hash}"`;
}

/**
 * GET /api/logs/export ('Export' on /logs): every entry of the tab and filters (the newest
 * LOG_EXPORT_MAX), newest first, as
 * the JSON file the screen downloads, named by tab and shop day. Built here, not in the browser,
 * so the export is recorded like every other file taken out of Ponte (issue 33).
 */
export async function exportLogEntries(db: Db, actor: Actor, query: LogExportQuery, ip?: string) {
  const { clearedAt = null } = await readLogSettings(db);
  const filters = filtersOf(query);
  // One read, not offset pages: each page would read and merge every row before it again.
  const entries = (await logPage(db, clearedAt, filters, LOG_EXPORT_MAX, 0)).map(toEntry);
  const filename = logExportFileName(query.tab, shopToday());
  await recordExport(db, actor, 'logs', filename, ip);
  return { filename, body: JSON.stringify(entries, null, 2) };
}

/** GET /api/logs: one page of the merged log, the cards and the categories present. */
export async function listLogs(db: Db, query: LogQuery): Promise<LogPage> {
  const { clearedAt = null } = await readLogSettings(db);
  const filters = filtersOf(query);
  const offset = (query.page - 1) * query.limit;
  const rows = await logPage(db, clearedAt, filters, query.limit, offset);
  const counts = await logCounts(db, clearedAt);
  // The whole list and the 'Errors' tab are what the cards already count.
  const narrowed = !!(filters.level || filters.category || filters.search);
  const total = narrowed
    ? await countLogEntries(db, clearedAt, filters)
    : filters.errorsOnly
      ? counts.errors
      : counts.total;
  return {
    entries: rows.map(toEntry),
    pagination: pagination(query.page, query.limit, total),
    summary: { ...counts, success_rate: logSuccessRate(counts.total, counts.errors) },
    categories: await logCategories(db, clearedAt),
  };
}

/** Ponte's one inbound webhook that leaves a log line: the gateway's (modules/gateway). */
const EVOLUTION_WEBHOOK_URL = '/api/webhook/evolution';
/** The refused calls' line (gateway/webhook-refusals.ts): they were answered 401. */
const REFUSED = 'Webhook recusado';

const toWebhookLog = (r: Selectable<GatewayLogTable>): WebhookLog => ({
  id: r.id,
  webhook_type: 'evolution',
  webhook_url: EVOLUTION_WEBHOOK_URL,
  payload: redactSecrets(JSON.stringify({ instance: r.instance, phone: r.phone, message: r.message })),
  response_status: r.status === 'error' && r.message.startsWith(REFUSED) ? 401 : 200,
  response_body: r.status,
  success: r.status !== 'error',
  error_message: r.status === 'error' && r.error ? redactSecrets(r.error) : null,
  created_at: r.created_at,
});

/** GET /api/webhook-logs: the gateway's incoming calls, newest first. */
export async function listWebhookLogs(db: Db, query: WebhookLogQuery) {
  const rows = await webhookRows(db, query.limit, (query.page - 1) * query.limit);
  const total = await countWebhookRows(db);
  return { data: rows.map(toWebhookLog), pagination: pagination(query.page, query.limit, total) };
}

/**
 * DELETE /api/logs. The gateway log and the server errors are deleted. Activity entries are
 * the audit trail and feed the productivity statistics: the screen stops showing those written
 * before now, and they leave only by retention. The clear itself is the first entry after it.
 */
export async function clearLogs(db: Db, actor: Actor, ip: string | null): Promise<LogClearResult> {
  return db.transaction().execute(async (tx) => {
    // A millisecond back: the clear's own entry, written this same millisecond, must come after it.
    const at = nowIso(new Date(Date.now() - 1));
    const deleted = await deleteGatewayAndServerLogs(tx);
    await writeLogSetting(tx, LOG_SETTING_KEYS.clearedAt, at, at, actor.id);
    await recordLogs(tx, actor.id, 'delete', null, deleted, ip);
    return deleted;
  });
}

/** A stored number of days within its bounds, or the default. */
const daysOf = (stored: string | undefined, min: number, max: number, fallback: number) => {
  const days = Number(stored);
  return Number.isInteger(days) && days >= min && days <= max ? days : fallback;
};

export async function getLogSettings(db: Db): Promise<LogSettings> {
  const stored = await readLogSettings(db);
  return {
    retention_days: daysOf(
      stored.retentionDays,
      LOG_RETENTION_MIN_DAYS,
      LOG_RETENTION_MAX_DAYS,
      LOG_RETENTION_DEFAULT_DAYS,
    ),
    audit_retention_days: daysOf(
      stored.auditRetentionDays,
      AUDIT_RETENTION_MIN_DAYS,
      AUDIT_RETENTION_MAX_DAYS,
      AUDIT_RETENTION_DEFAULT_DAYS,
    ),
  };
}

export async function saveLogSettings(db: Db, actor: Actor, input: LogSettingsBody, ip: string | null) {
  const at = nowIso();
  await db.transaction().execute(async (tx) => {
    await writeLogSetting(tx, LOG_SETTING_KEYS.retentionDays, String(input.retention_days), at, actor.id);
    if (input.audit_retention_days !== undefined)
      await writeLogSetting(tx, LOG_SETTING_KEYS.auditRetentionDays, String(input.audit_retention_days), at, actor.id);
    const details = { logs_retention_days: input.retention_days, audit_retention_days: input.audit_retention_days };
    await recordSettings(tx, actor.id, 'update', null, details, ip);
  });
  return getLogSettings(db);
}

/**
 * Deletes every log entry older than its retention, one statement per table: the gateway lines
 * and server errors by the log retention, the activity log (the audit trail) by its own. Activity
 * entries older than that also leave the productivity statistics (docs/0021).
 */
export async function pruneLogs(db: Db, now: Date = new Date()) {
  const { retention_days, audit_retention_days } = await getLogSettings(db);
  const before = (days: number) => nowIso(new Date(now.getTime() - days * 86_400_000));
  return deleteLogsBefore(db, before(retention_days), before(audit_retention_days));
}

export const LOG_PRUNE_INTERVAL_MS = 6 * 60 * 60 * 1000;

/** Prunes now and every few hours; running twice (two instances) deletes nothing twice. */
export const scheduleLogPruning = (db: Db, onError: (err: unknown) => void, everyMs = LOG_PRUNE_INTERVAL_MS) =>
  repeatEvery(() => pruneLogs(db), onError, everyMs);
