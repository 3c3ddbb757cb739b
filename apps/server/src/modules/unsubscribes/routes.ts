import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  NeverSendIdParamsSchema,
  NeverSendImportBodySchema,
  NeverSendImportResultSchema,
  NeverSendMessageSchema,
  NeverSendPageSchema,
  NeverSendQuerySchema,
} from '@ponte/domain/unsubscribes';
import { ok, okSchema } from '../../lib/reply';
import { okRoutes } from '../../lib/route';
import { importNeverSend, listNeverSend, resubscribe } from './service';

const tags = ['email'];

/** The never-send list (/descadastrados, docs/0050). Admin only. */
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = app.requireRole('admin');
  const adminRoute = okRoutes(adminOnly, tags);

  app.get(
    '/email/unsubscribes',
    adminRoute(
      {
        querystring: NeverSendQuerySchema,
        description:
          'Unsubscribed, bounced and imported addresses, newest first; `search` matches part of the address.',
      },
      NeverSendPageSchema,
    ),
    async (req) => ok(await listNeverSend(app.db, req.query)),
  );

  app.post(
    '/email/unsubscribes/import',
    {
      onRequest: adminOnly,
      // 1 MB of text in JSON, escapes included.
      bodyLimit: 3 * 1024 * 1024,
      schema: {
        tags,
        body: NeverSendImportBodySchema,
        response: { 200: okSchema(NeverSendImportResultSchema) },
        description:
          'Addresses that must never be sent to, one per line or a CSV whose first column is the address. Any invalid line refuses the whole import (400 naming the lines); addresses already on the list are skipped.',
      },
    },
    async (req) => ok(await importNeverSend(app.db, req.actor, req.body.text, req.ip)),
  );

  app.delete(
    '/email/unsubscribes/:id',
    adminRoute(
      {
        params: NeverSendIdParamsSchema,
        description: "'Reinscrever': the address may receive campaigns again. 404 when it is no longer on the list.",
      },
      NeverSendMessageSchema,
    ),
    async (req) => ok(await resubscribe(app.db, req.actor, req.params.id, req.ip)),
  );
};
