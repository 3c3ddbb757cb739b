import { z } from 'zod';
import { isCalendarDay, shopToday } from './dates';
import { STATS_GROUPS, STATS_MAX_YEARS, tooLongPeriod } from './stats-grouping';

export const StatsSchema = z.object({
  totalUsers: z.number().int(),
  totalMessages: z.number().int(),
  totalLists: z.number().int(),
  activeLists: z.number().int(),
});
export type Stats = z.infer<typeof StatsSchema>;

/** One dependency's answer to the health check: a 503 names the ones that failed in its details. */
export const HealthCheckSchema = z.enum(['ok', 'failed']);
export type HealthCheck = z.infer<typeof HealthCheckSchema>;

export const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['sqlite', 'postgres']),
  uptime_seconds: z.number(),
  version: z.string(),
  /** The database answered, and Redis too when REDIS_URL is set. */
  checks: z.object({ database: HealthCheckSchema, redis: HealthCheckSchema.optional() }),
});
export type Health = z.infer<typeof HealthSchema>;

/** Issue 34: GET /api/health/live, the process answers (asks no dependency). */
export const LivenessSchema = z.object({ status: z.literal('ok'), uptime_seconds: z.number() });

/** Spec 3: every statistics screen defaults to the last 30 days. */
export const STATS_DEFAULT_DAYS = 30;

export const statsText = {
  invalidDay: 'Data inválida: use o formato AAAA-MM-DD',
  periodReversed: 'A data inicial deve ser anterior ou igual à data final',
  noData: 'Nenhum dado disponível',
  noActivity: 'Nenhuma atividade registrada',
  noSeller: 'Sem vendedor',
  serviceDown: 'Serviço indisponível: o banco de dados ou o Redis não responde',
  periodTooLong: `Período longo demais: escolha no máximo ${STATS_MAX_YEARS} anos`,
  invalidSignIns: 'Valor inválido para mostrar entradas e saídas: use true ou false',
  invalidGroup: 'Agrupamento inválido: use day (dia), week (semana) ou month (mês)',
} as const;

const day = z
  .string()
  .trim()
  .refine((v) => v === '' || isCalendarDay(v), statsText.invalidDay)
  .transform((v) => v || undefined)
  .optional();

const periodShape = { start_date: day, end_date: day };

/** An inverted period, or one longer than STATS_MAX_YEARS (counted to today when the end is left out). */
function checkPeriod(q: { start_date?: string; end_date?: string }, ctx: z.RefinementCtx) {
  if (q.start_date && q.end_date && q.start_date > q.end_date)
    ctx.addIssue({ code: 'custom', message: statsText.periodReversed, path: ['end_date'] });
  else if (q.start_date && tooLongPeriod(q.start_date, q.end_date ?? shopToday()))
    ctx.addIssue({ code: 'custom', message: statsText.periodTooLong, path: ['start_date'] });
}

/** ?start_date&end_date of the statistics calls: shop days, both included. */
export const StatsPeriodQuerySchema = z.object(periodShape).superRefine(checkPeriod);
export type StatsPeriodQuery = z.output<typeof StatsPeriodQuerySchema>;

/** A statistics call that draws a series: the period and how to group it (default by day). */
export const StatsSeriesQuerySchema = z
  .object({
    ...periodShape,
    group: z.enum(STATS_GROUPS, { error: statsText.invalidGroup }).default('day'),
  })
  .superRefine(checkPeriod);
export type StatsSeriesQuery = z.output<typeof StatsSeriesQuerySchema>;

/** The period a statistics call used, after the 30-day default was applied. */
export const StatsPeriodSchema = z.object({ start_date: z.string(), end_date: z.string() });
export type StatsPeriod = z.infer<typeof StatsPeriodSchema>;

/** The default period: the 30 shop days ending today (or ending at the end given). */
export function statsPeriod(query: StatsPeriodQuery, now = new Date()): StatsPeriod {
  const end = query.end_date ?? shopToday(now);
  if (query.start_date) return { start_date: query.start_date, end_date: end };
  const start = new Date(`${end}T12:00:00Z`);
  start.setUTCDate(start.getUTCDate() - (STATS_DEFAULT_DAYS - 1));
  return { start_date: start.toISOString().slice(0, 10), end_date: end };
}

/** GET /api/stats/sales (spec 3 §3 'Sales statistics'): confirmed sales, money in R$. */
export const SalesStatisticsSchema = z.object({
  period: StatsPeriodSchema,
  /** The grouping used: the one asked for, or coarser for a long period (stats-grouping.ts). */
  group: z.enum(STATS_GROUPS),
  totalValue: z.number(),
  totalCount: z.number().int(),
  avgTicket: z.number(),
  totalCommission: z.number(),
  /**
   * Every day, week or month of the period, those without sales at zero; `day` is the group's
   * first shop day inside the period (a week cut by the period's start begins there).
   */
  salesByDay: z.array(z.object({ day: z.string(), value: z.number(), count: z.number().int() })),
  /** Sellers by value, highest first; a sale without a seller is 'Sem vendedor' (seller_id null). */
  sellerSales: z.array(
    z.object({
      seller_id: z.number().int().nullable(),
      seller_name: z.string(),
      value: z.number(),
      count: z.number().int(),
      commission: z.number(),
    }),
  ),
});
export type SalesStatistics = z.infer<typeof SalesStatisticsSchema>;

/** Spec 3 §2 productivity: the actions and entities the recent-activity list shows. */
export const ACTIVITY_ACTIONS = ['create', 'update', 'delete', 'login', 'logout'] as const;
export const ACTIVITY_ENTITIES = ['user', 'sale', 'chat', 'attendance'] as const;
export const RECENT_ACTIVITIES_MAX = 20;

export const activityActionLabels = {
  create: 'criou',
  update: 'atualizou',
  delete: 'excluiu',
  login: 'entrou no sistema',
  logout: 'saiu do sistema',
} as const satisfies Record<(typeof ACTIVITY_ACTIONS)[number], string>;

export const activityEntityLabels = {
  user: 'usuário',
  sale: 'venda',
  chat: 'chat',
  attendance: 'expediente',
} as const satisfies Record<(typeof ACTIVITY_ENTITIES)[number], string>;

/** Sign-ins and sign-outs: hidden from the recent activities unless asked for (issue 29). */
export const SIGN_IN_ACTIONS = ['login', 'logout'] as const;

/** ?start_date&end_date&sign_ins of GET /api/stats/productivity (and its CSV). */
export const ProductivityQuerySchema = z
  .object({
    ...periodShape,
    sign_ins: z.stringbool({ error: statsText.invalidSignIns }).default(false),
  })
  .superRefine(checkPeriod);
export type ProductivityQuery = z.output<typeof ProductivityQuerySchema>;

/** GET /api/stats/productivity: hours per collaborator and the latest activities of the period. */
export const ProductivityStatisticsSchema = z.object({
  period: StatsPeriodSchema,
  totalHours: z.number(),
  activeCollaborators: z.number().int(),
  avgHoursPerCollaborator: z.number(),
  totalActivities: z.number().int(),
  hoursRanking: z.array(
    z.object({ user_id: z.number().int(), name: z.string(), hours: z.number(), days_worked: z.number().int() }),
  ),
  recentActivities: z.array(
    z.object({
      id: z.number().int(),
      action: z.enum(ACTIVITY_ACTIONS),
      entity_type: z.enum(ACTIVITY_ENTITIES),
      entity_id: z.string().nullable(),
      user_name: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
});
export type ProductivityStatistics = z.infer<typeof ProductivityStatisticsSchema>;

/**
 * Spec 3 'chats by status' (docs/0020): each chat of the period (a customer who wrote or was
 * written to in it) counts once, as it stands now, in this order of precedence:
 * closed = back with the bot; transferred = passed from one attendant to another in the period;
 * active = an attendant has it in attendance; pending = waiting for a person.
 */
export const CHAT_STATUSES = ['active', 'pending', 'closed', 'transferred'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];

export const chatStatusLabels = {
  active: 'Ativos',
  pending: 'Pendentes',
  closed: 'Encerrados',
  transferred: 'Transferidos',
} as const satisfies Record<ChatStatus, string>;

/** The first-response distribution's buckets: up to `maxSeconds` (the last has none). */
export const RESPONSE_TIME_BUCKETS = [
  { key: 'up_to_5m', label: 'Até 5 min', maxSeconds: 5 * 60 },
  { key: 'up_to_15m', label: '5 a 15 min', maxSeconds: 15 * 60 },
  { key: 'up_to_30m', label: '15 a 30 min', maxSeconds: 30 * 60 },
  { key: 'up_to_1h', label: '30 min a 1 h', maxSeconds: 60 * 60 },
  { key: 'up_to_4h', label: '1 a 4 h', maxSeconds: 4 * 60 * 60 },
  { key: 'over_4h', label: 'Mais de 4 h', maxSeconds: null },
] as const;

/** Seconds to minutes with one decimal, the unit of every response time on screen. */
export const minutesOf = (seconds: number) => Math.round(seconds / 6) / 10;

const ChatStatusCountsSchema = z.object({
  active: z.number().int(),
  pending: z.number().int(),
  closed: z.number().int(),
  transferred: z.number().int(),
});

/** GET /api/stats/chats (spec 3 §3 'Chat statistics'). Response times in minutes. */
export const ChatStatisticsSchema = z.object({
  period: StatsPeriodSchema,
  totalChats: z.number().int(),
  /** Chats of the period a person is handling now (docs/0020), transferred ones included. */
  activeChats: z.number().int(),
  /** Average minutes from a customer's message to the first staff reply; null without any reply. */
  avgResponseTime: z.number().nullable(),
  answeredCount: z.number().int(),
  /** The same replies' median and 90th percentile (nearest rank, docs/0020), minutes; null without any. */
  medianResponseTime: z.number().nullable(),
  p90ResponseTime: z.number().nullable(),
  /** Chats handed back to the bot in the period (docs/0020: resolved) and how long each took, minutes. */
  resolvedCount: z.number().int(),
  avgResolutionTime: z.number().nullable(),
  medianResolutionTime: z.number().nullable(),
  p90ResolutionTime: z.number().nullable(),
  statusCounts: ChatStatusCountsSchema,
  responseDistribution: z.array(z.object({ key: z.string(), label: z.string(), count: z.number().int() })),
  /** Attendants by chats they wrote in during the period, most first. */
  sellerCounts: z.array(
    z.object({
      seller_id: z.number().int(),
      seller_name: z.string(),
      chats: z.number().int(),
      answered: z.number().int(),
      avgResponseTime: z.number().nullable(),
      medianResponseTime: z.number().nullable(),
      p90ResponseTime: z.number().nullable(),
    }),
  ),
});
export type ChatStatistics = z.infer<typeof ChatStatisticsSchema>;

/** GET /api/stats/overview (spec 3 §3 'Overview stats'): the six cards of /estatisticas. */
export const OverviewStatisticsSchema = z.object({
  period: StatsPeriodSchema,
  /** Customers registered by the end of the period, and how many of them in it. */
  totalUsers: z.number().int(),
  newUsers: z.number().int(),
  /** Chats of the period an attendant has in attendance now. */
  activeChats: z.number().int(),
  totalChats: z.number().int(),
  /** Confirmed sales of the period, R$. */
  totalSales: z.number(),
  salesCount: z.number().int(),
  /** Customers who bought in the period per chat of the period, in %, two decimals. */
  conversionRate: z.number(),
});
export type OverviewStatistics = z.infer<typeof OverviewStatisticsSchema>;
