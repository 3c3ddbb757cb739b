import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db';
import { recordExport } from '../logs/service';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STAFF_ROLES } from '@ponte/domain/roles';
import { httpErrorText, RETRY_AFTER_SECONDS } from '@ponte/domain/api';
import {
  ChatStatisticsSchema,
  HealthSchema,
  LivenessSchema,
  OverviewStatisticsSchema,
  ProductivityQuerySchema,
  ProductivityStatisticsSchema,
  SalesStatisticsSchema,
  StatsPeriodQuerySchema,
  StatsSeriesQuerySchema,
  StatsSchema,
  statsPeriod,
  statsText,
} from '@ponte/domain/stats';
import { chatStatistics } from '../chats/service';
import { salesStatistics } from '../sales/service';
import { overviewStatistics } from './overview';
import { productivityStatistics } from './productivity';
import { AppError } from '../../lib/errors';
import { failSchema, ok, okSchema, sendFile } from '../../lib/reply';
import { chatsCsv, overviewCsv, productivityCsv, salesCsv } from './csv';
import { dependencyHealth } from './service';
import { countOverview } from './queries';

const startedAt = Date.now();
const tags = ['stats'];
const uptime = () => Math.round((Date.now() - startedAt) / 1000);

export type StatsRoutesOptions = {
  /** Asks Redis for an answer; given by src/modules.ts when REDIS_URL is set. */
  pingRedis?: () => Promise<unknown>;
};

export const statsRoutes: FastifyPluginAsyncZod<StatsRoutesOptions> = async (app, opts) => {
  // Readiness (docs/0077): the database answers, and Redis when set. /health is the spec's name
  // (the system logs screen reads it), /health/ready the operator's; both are the same check.
  const readiness = async (_req: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    if (app.isDraining()) {
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      throw new AppError(503, httpErrorText.draining, { instance: 'draining' });
    }
    const checks = await dependencyHealth(app.db, opts.pingRedis);
    if (Object.values(checks).includes('failed')) {
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      throw new AppError(503, statsText.serviceDown, checks);
    }
    return ok({
      status: 'ok' as const,
      database: app.dbKind,
      uptime_seconds: uptime(),
      version: '0.1.0',
      checks,
    });
  };
  const readinessSchema = {
    response: { 200: okSchema(HealthSchema), 503: failSchema },
    tags: ['system'],
    description:
      'Readiness: whether this instance should get traffic. 200 when the database answers, and Redis when REDIS_URL is set; 503 with `details` naming what failed, or while the instance drains (stopping), with Retry-After.',
  };
  app.get('/health', { config: { public: true }, schema: readinessSchema }, readiness);
  app.get('/health/ready', { config: { public: true }, schema: readinessSchema }, readiness);

  app.get(
    '/health/live',
    {
      config: { public: true, aliveWhileDraining: true },
      schema: {
        response: { 200: okSchema(LivenessSchema) },
        tags: ['system'],
        description:
          'Liveness: the process answers. Asks no dependency, and stays 200 while the instance drains: restart on this one, route traffic on /health/ready.',
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok({ status: 'ok' as const, uptime_seconds: uptime() });
    },
  );

  app.get(
    '/stats',
    {
      onRequest: app.requireRole(...STAFF_ROLES),
      schema: { response: { 200: okSchema(StatsSchema) }, tags },
    },
    async () => ok(await countOverview(app.db)),
  );

  // The statistics screens of /estatisticas, admin only: each one's figures, and the same figures
  // of the same query as a pt-BR CSV (issue 29), whose routes come after all the figures' ones.
  const adminOnly = app.requireRole('admin');
  const statsScreen = <Q extends z.ZodType, D extends z.ZodType>(
    name: string,
    screen: {
      querystring: Q;
      data: D;
      description: string;
      figures: (query: z.output<Q>) => Promise<z.output<D>>;
      csv: (figures: z.output<D>) => { filename: string; body: string };
      /** The report's name in the exports log (issue 33). */
      report: string;
    },
  ) => {
    const { querystring } = screen;
    app.get(
      `/stats/${name}`,
      {
        onRequest: adminOnly,
        schema: {
          querystring,
          response: { 200: okSchema<z.ZodType>(screen.data) },
          tags,
          description: screen.description,
        },
      },
      async (req) => ok(await screen.figures(req.query as z.output<Q>)),
    );
    return () =>
      app.get(
        `/stats/${name}.csv`,
        { onRequest: adminOnly, schema: { querystring, tags, produces: ['text/csv'] } },
        async (req, reply) =>
          sendCsv(app.db, req, reply, screen.report, screen.csv(await screen.figures(req.query as z.output<Q>))),
      );
  };
  const csvRoutes = [
    statsScreen('overview', {
      querystring: StatsPeriodQuerySchema,
      data: OverviewStatisticsSchema,
      description:
        'Admin: the six cards of /estatisticas for the period (default the last 30 shop days): customers, chats, sales in R$, conversion.',
      figures: (query) => overviewStatistics(app.db, statsPeriod(query)),
      csv: overviewCsv,
      report: 'overview',
    }),
    statsScreen('chats', {
      querystring: StatsPeriodQuerySchema,
      data: ChatStatisticsSchema,
      description:
        'Admin: chats of the period by status, average first-response time (minutes) and its distribution, chats per attendant.',
      figures: (query) => chatStatistics(app.db, statsPeriod(query)),
      csv: chatsCsv,
      report: 'chats',
    }),
    statsScreen('sales', {
      querystring: StatsSeriesQuerySchema,
      data: SalesStatisticsSchema,
      description:
        'Admin: confirmed sales of the period (default the last 30 shop days) in R$, per day, week (from Monday) or month (`group`, default day; a long period is grouped more coarsely, and `group` answers the one used) and per seller.',
      figures: (query) => salesStatistics(app.db, statsPeriod(query), query.group),
      csv: salesCsv,
      report: 'sales_statistics',
    }),
    statsScreen('productivity', {
      querystring: ProductivityQuerySchema,
      data: ProductivityStatisticsSchema,
      description:
        'Admin: hours per collaborator and the latest activities of the period (default the last 30 shop days); sign-ins and sign-outs only with sign_ins=true.',
      figures: (query) => productivityStatistics(app.db, statsPeriod(query), query.sign_ins),
      csv: productivityCsv,
      report: 'productivity',
    }),
  ];
  for (const addCsvRoute of csvRoutes) addCsvRoute();
};

/** A CSV answer, downloaded under the name the file gives, and recorded as an export (issue 33). */
const sendCsv = async (
  db: Db,
  req: FastifyRequest,
  reply: FastifyReply,
  report: string,
  file: { filename: string; body: string },
) => {
  await recordExport(db, req.actor, report, file.filename, req.ip);
  return sendFile(reply, { type: 'text/csv; charset=utf-8', name: file.filename, body: file.body });
};
