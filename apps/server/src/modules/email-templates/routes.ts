import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EmailTemplateSchema,
  TEMPLATE_BODY_LIMIT_BYTES,
  TemplateBodySchema,
  TemplateIdParamsSchema,
} from '@ponte/domain/email';
import { ok, okSchema } from '../../lib/reply';
import { okRoutes } from '../../lib/route';
import {
  createTemplate,
  deleteTemplate,
  getTemplate,
  listTemplates,
  updateTemplate,
  type TemplateDeleteCheck,
} from './service';

const tags = ['email'];

/**
 * Spec 3 §7 'email/templates' under the API. Admin only: marketing is administration.
 * `checkDelete` refuses deleting a template campaigns still need (given by src/modules.ts: campaigns sit above).
 */
export const emailTemplateRoutes: FastifyPluginAsyncZod<{ checkDelete?: TemplateDeleteCheck }> = async (app, opts) => {
  const adminOnly = app.requireRole('admin');
  const adminRoute = okRoutes(adminOnly, tags);
  // The visual editor's project data travels with the HTML: more than the API's default 1 MB.
  const bodyLimit = TEMPLATE_BODY_LIMIT_BYTES;

  app.get('/email/templates', adminRoute({}, z.array(EmailTemplateSchema)), async () =>
    ok(await listTemplates(app.db)),
  );

  app.get('/email/templates/:id', adminRoute({ params: TemplateIdParamsSchema }, EmailTemplateSchema), async (req) =>
    ok(await getTemplate(app.db, req.params.id)),
  );

  app.post(
    '/email/templates',
    {
      onRequest: adminOnly,
      bodyLimit,
      schema: { body: TemplateBodySchema, response: { 201: okSchema(EmailTemplateSchema) }, tags },
    },
    async (req, reply) => reply.code(201).send(ok(await createTemplate(app.db, req.actor, req.body, req.ip))),
  );

  app.put(
    '/email/templates/:id',
    {
      onRequest: adminOnly,
      bodyLimit,
      schema: {
        params: TemplateIdParamsSchema,
        body: TemplateBodySchema,
        response: { 200: okSchema(EmailTemplateSchema) },
        tags,
      },
    },
    async (req) => ok(await updateTemplate(app.db, req.actor, req.params.id, req.body, req.ip)),
  );

  app.delete(
    '/email/templates/:id',
    adminRoute(
      {
        params: TemplateIdParamsSchema,
        description: '409 `template_in_use` naming the draft or scheduled campaigns that still use it.',
      },
      z.null(),
    ),
    async (req) => {
      await deleteTemplate(app.db, req.actor, req.params.id, { ip: req.ip, check: opts.checkDelete });
      return ok(null);
    },
  );
};
