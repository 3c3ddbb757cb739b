import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LabelBodySchema, LabelIdParamsSchema, LabelSchema } from '@ponte/domain/labels';
import { STAFF_ROLES } from '@ponte/domain/roles';
import { ok, okSchema } from '../../lib/reply';
import { createLabel, deleteLabel, listLabels, updateLabel } from './service';

const tags = ['labels'];

/**
 * Issue 32, 'Etiquetas'. Admins keep the catalogue; every staff member reads it. Labels go on a
 * customer through the customers module (POST/DELETE /api/customers/{id}/labels).
 */
export const labelRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.requireRole(...STAFF_ROLES);
  const adminOnly = app.requireRole('admin');
  const one = okSchema(LabelSchema);

  app.get(
    '/labels',
    { onRequest: staff, schema: { response: { 200: okSchema(z.array(LabelSchema)) }, tags } },
    async () => ok(await listLabels(app.db)),
  );

  app.post(
    '/labels',
    {
      onRequest: adminOnly,
      schema: {
        body: LabelBodySchema,
        response: { 201: one },
        tags,
        description: '409 `label_name_taken` when a label has that name, whatever its accents or case.',
      },
    },
    async (req, reply) => reply.code(201).send(ok(await createLabel(app.ctx, req.actor, req.body, req.ip))),
  );

  app.put(
    '/labels/:id',
    {
      onRequest: adminOnly,
      schema: { params: LabelIdParamsSchema, body: LabelBodySchema, response: { 200: one }, tags },
    },
    async (req) => ok(await updateLabel(app.ctx, req.actor, req.params.id, req.body, req.ip)),
  );

  app.delete(
    '/labels/:id',
    { onRequest: adminOnly, schema: { params: LabelIdParamsSchema, response: { 200: okSchema(z.null()) }, tags } },
    async (req) => {
      await deleteLabel(app.ctx, req.actor, req.params.id, req.ip);
      return ok(null);
    },
  );
};
