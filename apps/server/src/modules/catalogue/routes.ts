import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STAFF_ROLES } from '@ponte/domain/roles';
import { ok } from '../../lib/reply';
import { listWeights, replaceWeights } from './service';

const CSV_LIMIT = 5 * 1024 * 1024;

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['catalogue'];
  // Only these routes take a raw CSV body (the parser is scoped to this plugin).
  app.addContentTypeParser(['text/csv', 'text/plain'], { parseAs: 'string', bodyLimit: CSV_LIMIT }, (_req, body, done) => done(null, { csv: String(body) }));

  app.get('/produtos-csv', { onRequest: app.requireRole(...STAFF_ROLES), schema: { tags } }, async () => ok(await listWeights(app.db)));

  app.post(
    '/produtos-csv',
    {
      onRequest: app.requireRole('admin'),
      bodyLimit: CSV_LIMIT,
      schema: {
        body: z.object({ csv: z.string({ error: 'Envie o arquivo CSV' }).min(1, 'Envie o arquivo CSV') }),
        tags,
        description: "Replaces the product weight catalogue. Body: the CSV itself (text/csv) or JSON { csv }. Columns 'ID' and 'Peso (kg)'.",
      },
    },
    async (req) => ok(await replaceWeights(app.db, req.actor, req.body.csv)),
  );
};
