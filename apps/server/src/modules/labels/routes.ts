import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LabelBodySchema, LabelIdParamsSchema, LabelSchema } from '@ponte/domain/labels';
import { STAFF_ROLES } from '@ponte/domain/roles';
import { ok } from '../../lib/reply';
import { okRoutes } from '../../lib/route';
import { createLabel, deleteLabel, listLabels, updateLabel } from './service';

const tags = ['labels'];

/**
 * Issue 32, 'Etiquetas'. Admins keep the catalogue; every staff member reads it. Labels go on a
 * customer through the customers module (POST/DELETE /api/customers/{id}/labels).
 */
export const labelRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.requireRole(...STAFF_ROLES);
  const staffRoute = okRoutes(staff, tags);
  const adminOnly = app.requireRole('admin');
  const adminRoute = okRoutes(adminOnly, tags);

  app.get('/labels', staffRoute({}, z.array(LabelSchema)), async () => ok(await listLabels(app.db)));

  app.post(
    '/labels',
    adminRoute(
      {
        body: LabelBodySchema,
        description: '409 `label_name_taken` when a label has that name, whatever its accents or case.',
      },
      LabelSchema,
      201,
    ),
    async (req, reply) => reply.code(201).send(ok(await createLabel(app.ctx, req.actor, req.body, req.ip))),
  );

  app.put('/labels/:id', adminRoute({ params: LabelIdParamsSchema, body: LabelBodySchema }, LabelSchema), async (req) =>
    ok(await updateLabel(app.ctx, req.actor, req.params.id, req.body, req.ip)),
  );

  app.delete('/labels/:id', adminRoute({ params: LabelIdParamsSchema }, z.null()), async (req) => {
    await deleteLabel(app.ctx, req.actor, req.params.id, req.ip);
    return ok(null);
  });
};
