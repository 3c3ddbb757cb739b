import { z } from 'zod';
import { limitParam, pageParam, PaginationSchema } from './paging';
import { luhnValid } from './cards';
import { isCalendarDay } from './dates';

/**
 * Spec 3 §2-§3, §9: the system logs screen (/logs, in English). One entry shape for the
 * activity log, the gateway and webhook logs and the server errors.
 */
export const LOG_LEVELS = ['info', 'success', 'warning', 'error'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export const LOG_TABS = ['all', 'errors'] as const;
export type LogTab = (typeof LOG_TABS)[number];

export const LOG_PAGE_SIZE = 50;
export const LOG_PAGE_MAX = 200;
/** Spec 3 §2: 'Recent Webhook Activity' shows the first five. */
export const RECENT_WEBHOOKS = 5;
/** Spec 3 §4, §9: the screen refreshes every 30 seconds. */
export const LOG_REFRESH_MS = 30_000;
export const LOG_SEARCH_MAX = 200;

/** Entries older than this many days are pruned; an admin may change it within the bounds. */
export const LOG_RETENTION_DEFAULT_DAYS = 90;
/** Statistics default to the last 30 days (spec 3 §9): the activities they read are kept at least that long. */
export const LOG_RETENTION_MIN_DAYS = 30;
export const LOG_RETENTION_MAX_DAYS = 3650;
/**
 * The activity log is the audit trail (issue 33): kept on its own clock, five years by default
 * (what Brazilian books keep), at least a year, so a short log retention never empties an
 * auditor's period.
 */
export const AUDIT_RETENTION_DEFAULT_DAYS = 1825;
export const AUDIT_RETENTION_MIN_DAYS = 365;
export const AUDIT_RETENTION_MAX_DAYS = 3650;

export const logText = {
  title: 'System Logs',
  confirmClear: 'Tem certeza que deseja limpar todos os logs?',
  empty: 'Nenhum log encontrado',
  invalidLevel: 'Nível inválido: use info, success, warning ou error',
  invalidTab: 'Aba inválida: use all ou errors',
  invalidPage: 'Página inválida',
  invalidLimit: `No máximo ${LOG_PAGE_MAX} por página`,
  searchTooLong: `A busca deve ter no máximo ${LOG_SEARCH_MAX} caracteres`,
  categoryTooLong: 'Categoria inválida',
  retentionInvalid: `A retenção deve ser um número inteiro de dias entre ${LOG_RETENTION_MIN_DAYS} e ${LOG_RETENTION_MAX_DAYS}`,
  auditRetentionInvalid: `A retenção da auditoria deve ser um número inteiro de dias entre ${AUDIT_RETENTION_MIN_DAYS} e ${AUDIT_RETENTION_MAX_DAYS}`,
} as const;

/** Spec 3 §9: success rate = (logs − errors) / logs, rounded; 100 when there is nothing yet. */
export function logSuccessRate(total: number, errors: number): number {
  return total > 0 ? Math.round(((total - errors) / total) * 100) : 100;
}

/** Export file: named by tab and date, e.g. logs-errors-2026-11-25.json. */
export const logExportFileName = (tab: LogTab, day: string) => `logs-${tab}-${day}.json`;

const REDACTED = '[redacted]';
const SECRET_PATTERNS: [RegExp, string | ((m: string, ...g: string[]) => string)][] = [
  // Authorization headers and bearer tokens.
  [/\bbearer\s+[A-Za-z0-9\-._~+/]+=*/gi, `Bearer ${REDACTED}`],
  // key=value and "key": "value" of secret-looking names (query strings, JSON, messages).
  [
    /(["']?\b(?:password|senha|passwd|secret|token|api[_-]?key|apikey|access[_-]?token|authorization|cvv|cvc|card[_-]?number|card[_-]?data|client[_-]?secret|consumer[_-]?secret)\b["']?\s*[:=]\s*)("[^"]*"|'[^']*'|[^\s&,;}"']+)/gi,
    // A quoted value stays quoted, so redacted JSON still parses.
    (_m, key: string, value: string) => {
      const quote = value[0] === '"' || value[0] === "'" ? value[0] : '';
      return `${key}${quote}${REDACTED}${quote}`;
    },
  ],
  // JWTs.
  [/\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]+/g, REDACTED],
  // Card numbers: 13 to 19 digits (optionally grouped by spaces or dashes) that pass Luhn.
  [/\b\d(?:[ -]?\d){12,18}\b/g, (m) => (looksLikeCard(m) ? REDACTED : m)],
];

/** A Brazilian phone with its country code (55 + 10 or 11 digits) stays readable. */
function looksLikeCard(text: string): boolean {
  const digits = text.replace(/\D/g, '');
  const phone = digits.startsWith('55') && digits.length <= 13;
  return !phone && luhnValid(digits);
}

/**
 * Logs never hold passwords, tokens, API keys or card data: every text written to or read
 * from the system logs goes through here first.
 */
export function redactSecrets(text: string): string {
  let out = text;
  for (const [pattern, replacement] of SECRET_PATTERNS)
    out = out.replace(pattern, replacement as (substring: string, ...args: string[]) => string);
  return out;
}

const logPaging = {
  page: pageParam(),
  limit: limitParam(LOG_PAGE_SIZE, LOG_PAGE_MAX, { invalid: logText.invalidLimit, tooMany: logText.invalidLimit }),
};

/** GET /api/logs: the page, one tab, optional filters. 'all' as a level means no level filter. */
export const LogQuerySchema = z.object({
  ...logPaging,
  tab: z.enum(LOG_TABS, { error: logText.invalidTab }).default('all'),
  level: z
    .enum(['all', ...LOG_LEVELS], { error: logText.invalidLevel })
    .optional()
    .transform((v) => (v === 'all' ? undefined : v)),
  category: z
    .string()
    .trim()
    .max(100, logText.categoryTooLong)
    .optional()
    .transform((v) => (v && v !== 'all' ? v : undefined)),
  search: z
    .string()
    .trim()
    .max(LOG_SEARCH_MAX, logText.searchTooLong)
    .optional()
    .transform((v) => v || undefined),
});
export type LogQuery = z.output<typeof LogQuerySchema>;

/** GET /api/logs/export: the tab and filters of the screen, every page. */
export const LogExportQuerySchema = LogQuerySchema.omit({ page: true, limit: true });
export type LogExportQuery = z.output<typeof LogExportQuerySchema>;
/** The newest entries an export holds at most: a file a browser and an editor still open. */
export const LOG_EXPORT_MAX = 50_000;
export type LogQueryInput = z.input<typeof LogQuerySchema>;

/** Spec 3 §3 log entry; the id names its source ('activity:12', 'gateway:5', 'server:3'). */
export const LogEntrySchema = z.object({
  id: z.string(),
  timestamp: z.string(),
  level: z.enum(LOG_LEVELS),
  category: z.string(),
  message: z.string(),
  details: z.string().nullable(),
  user_id: z.number().int().nullable(),
  /** Who did it, by name (the User column); null for the system or a deleted account. */
  user_name: z.string().nullable(),
  ip_address: z.string().nullable(),
});
export type LogEntry = z.infer<typeof LogEntrySchema>;

/** The cards: counted over every kept entry, whatever the filters. */
export const LogSummarySchema = z.object({
  total: z.number().int(),
  errors: z.number().int(),
  webhooks: z.number().int(),
  success_rate: z.number().int(),
});
export type LogSummary = z.infer<typeof LogSummarySchema>;

export const LogPageSchema = z.object({
  entries: z.array(LogEntrySchema),
  pagination: PaginationSchema,
  summary: LogSummarySchema,
  /** The categories present, for the category filter. */
  categories: z.array(z.string()),
});
export type LogPage = z.infer<typeof LogPageSchema>;

/** GET /api/webhook-logs: spec 3 §3 webhook log, from the gateway's incoming calls. */
export const WebhookLogSchema = z.object({
  id: z.number().int(),
  webhook_type: z.string(),
  webhook_url: z.string(),
  payload: z.string().nullable(),
  response_status: z.number().int(),
  response_body: z.string().nullable(),
  success: z.boolean(),
  error_message: z.string().nullable(),
  created_at: z.string(),
});
export type WebhookLog = z.infer<typeof WebhookLogSchema>;

export const WebhookLogQuerySchema = z.object({
  ...logPaging,
});
export type WebhookLogQuery = z.output<typeof WebhookLogQuerySchema>;

export const LogSettingsSchema = z.object({
  /** The gateway lines and server errors. */
  retention_days: z.number().int(),
  /** The activity log, the audit trail. */
  audit_retention_days: z.number().int(),
});
export type LogSettings = z.infer<typeof LogSettingsSchema>;

export const LogSettingsBodySchema = z.object({
  retention_days: z
    .number({ error: logText.retentionInvalid })
    .int(logText.retentionInvalid)
    .min(LOG_RETENTION_MIN_DAYS, logText.retentionInvalid)
    .max(LOG_RETENTION_MAX_DAYS, logText.retentionInvalid),
  /** Left out: the stored one stays. */
  audit_retention_days: z
    .number({ error: logText.auditRetentionInvalid })
    .int(logText.auditRetentionInvalid)
    .min(AUDIT_RETENTION_MIN_DAYS, logText.auditRetentionInvalid)
    .max(AUDIT_RETENTION_MAX_DAYS, logText.auditRetentionInvalid)
    .optional(),
});
export type LogSettingsBody = z.infer<typeof LogSettingsBodySchema>;

/** DELETE /api/logs: how many rows went, per source. */
export const LogClearResultSchema = z.object({ gateway: z.number().int(), server: z.number().int() });
export type LogClearResult = z.infer<typeof LogClearResultSchema>;

/** A path segment that reads as a random value (long, with digits): a checkout token, a webhook secret. */
const SECRET_SEGMENT = /^(?=.*\d)[A-Za-z0-9_-]{16,}$/;

/**
 * A request URL as a log line may hold it: long random path segments (checkout tokens, the
 * webhooks' URL secrets) and every query value are masked; the shape of the address stays.
 */
export function redactUrl(url: string): string {
  const [path = '', query] = url.split('?', 2);
  const safePath = path
    .split('/')
    .map((segment) => (SECRET_SEGMENT.test(segment) ? '***' : segment))
    .join('/');
  if (query === undefined) return safePath;
  const keys = query
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=', 1)[0]}=***`);
  return `${safePath}?${keys.join('&')}`;
}

/** Issue 33: the activity log of a period as a file to hand to an auditor. */
export const auditText = {
  title: 'Auditoria',
  hint: 'Todas as ações registradas no período (quem, o quê, quando e de onde), em CSV para planilha.',
  export: 'Exportar auditoria (CSV)',
  exportFailed: 'Erro ao exportar a auditoria',
  periodRequired: 'Informe o período (data início e data fim)',
  periodInverted: 'A data fim deve ser igual ou posterior à data início',
  invalidDay: 'Data inválida',
} as const;

const auditDay = z
  .string({ error: auditText.periodRequired })
  .trim()
  .min(1, auditText.periodRequired)
  .refine(isCalendarDay, auditText.invalidDay);

/** GET /api/logs/activity-export: both shop days, inclusive. */
export const ActivityExportQuerySchema = z
  .object({ start_date: auditDay, end_date: auditDay })
  .refine((q) => q.start_date <= q.end_date, { path: ['end_date'], message: auditText.periodInverted });
export type ActivityExportQuery = z.infer<typeof ActivityExportQuerySchema>;

export const auditFileName = (start: string, end: string) => `auditoria-${start}-a-${end}.csv`;
