import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STAFF_ROLES } from '@ponte/domain/roles';
import { CreateSystemUserSchema, UpdateSystemUserSchema } from '@ponte/domain/users';
import { ok } from '../../lib/reply';
import { listActiveStaffPicks, listStaff } from './queries';
import { createSystemUser, deleteSystemUser, toSystemUser, updateSystemUser } from './service';

const IdParams = z.object({ id: z.coerce.number().int().positive('ID inválido') });

/** System users (spec 3, /gerenciar-usuarios). GET /api/users/{id} is a customer: see the customers module. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = app.requireRole('admin');

  app.get(
    '/users-list',
    {
      onRequest: adminOnly,
      schema: { querystring: z.object({ search: z.string().trim().max(100).optional() }), tags: ['users'] },
    },
    async (req) => {
      const rows = await listStaff(app.db, req.query.search);
      return { success: true, users: rows.map(toSystemUser) };
    },
  );

  app.post(
    '/users-list',
    { onRequest: adminOnly, schema: { body: CreateSystemUserSchema, tags: ['users'] } },
    async (req, reply) => {
      const user = await createSystemUser(app.db, req.actor, req.body, req.ip);
      return reply.code(201).send({ success: true, data: user });
    },
  );

  app.put(
    '/users/:id',
    { onRequest: adminOnly, schema: { params: IdParams, body: UpdateSystemUserSchema, tags: ['users'] } },
    async (req) => ok(await updateSystemUser(app.db, req.actor, req.params.id, req.body, req.ip)),
  );

  app.delete('/users/:id', { onRequest: adminOnly, schema: { params: IdParams, tags: ['users'] } }, async (req) => {
    await deleteSystemUser(app.db, req.actor, req.params.id, req.ip);
    return ok(null);
  });

  app.get('/users', { onRequest: app.requireRole(...STAFF_ROLES), schema: { tags: ['users'] } }, async () =>
    ok(await listActiveStaffPicks(app.db)),
  );
};
