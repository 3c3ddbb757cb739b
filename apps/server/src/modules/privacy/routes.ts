import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CustomerIdParamsSchema } from '@ponte/domain/customers';
import { z } from 'zod';
import { EraseCustomerBodySchema, PrivacyExportQuerySchema } from '@ponte/domain/privacy';
import { ok, okSchema, sendFile } from '../../lib/reply';
import { eraseCustomer } from './erase';
import { exportCustomerData } from './service';

/** Issue 33: a customer's data under LGPD, for admins only (it is all their personal data). */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customers/:id/data-export',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        params: CustomerIdParamsSchema,
        querystring: PrivacyExportQuerySchema,
        produces: ['application/json', 'text/html'],
        tags: ['customers'],
        description:
          'LGPD art. 18: everything Ponte holds about the customer (profile, messages with file names, notes, lists, checkout links, payments without card data, sales, tasks, campaign e-mails, ad clicks, surveys) as a JSON or HTML download. Recorded in the activity log.',
      },
    },
    async (req, reply) => {
      const { body, fileName, contentType } = await exportCustomerData(
        app.db,
        req.actor,
        req.params.id,
        req.query.formato,
        req.ip,
      );
      return sendFile(reply, { type: contentType, name: fileName, body: body });
    },
  );

  app.post(
    '/customers/:id/erase',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        params: CustomerIdParamsSchema,
        body: EraseCustomerBodySchema,
        response: { 200: okSchema(z.object({ erased: z.literal(true) })) },
        tags: ['customers'],
        description:
          "LGPD art. 18 VI: erases the customer's personal data (name, numbers, e-mails, message texts and files, notes, payer and card data, comments, log mentions) in one transaction; sales and payments keep amounts and dates under 'Cliente removido #id'. `confirm_name` must be the customer's name (accents and case aside): 400 otherwise. Recorded in the activity log.",
      },
    },
    async (req) => ok(await eraseCustomer(app.ctx, req.actor, req.params.id, req.body, req.ip)),
  );
};
