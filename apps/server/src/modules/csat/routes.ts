import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CsatStatsSchema } from '@ponte/domain/csat';
import { StatsPeriodQuerySchema } from '@ponte/domain/stats';
import { ok, okSchema } from '../../lib/reply';
import { csatStatistics } from './service';

/** Issue 32: GET /api/stats/csat, the satisfaction answers of a period, for admins (as /estatisticas-chats). */
export const csatRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stats/csat',
    {
      onRequest: app.requireRole('admin'),
      schema: { querystring: StatsPeriodQuerySchema, response: { 200: okSchema(CsatStatsSchema) }, tags: ['stats'] },
    },
    async (req) => ok(await csatStatistics(app.db, req.query)),
  );
};
