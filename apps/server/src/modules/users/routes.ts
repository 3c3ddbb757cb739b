import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STAFF_ROLES } from '@ponte/domain/roles';
import {
  CreateSystemUserSchema,
  SystemUserListResponseSchema,
  SystemUserSchema,
  UpdateSystemUserSchema,
  UserIdParamsSchema,
  UserListQuerySchema,
  UserPickSchema,
} from '@ponte/domain/users';
import { ok, okSchema } from '../../lib/reply';
import { okRoutes } from '../../lib/route';
import { listActiveStaffPicks, listStaff } from './queries';
import { createSystemUser, deleteSystemUser, toSystemUser, updateSystemUser } from './service';

const tags = ['users'];

/** System users (spec 3, /gerenciar-usuarios). GET /api/users/{id} is a customer: see the chats module. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = app.requireRole('admin');
  const adminRoute = okRoutes(adminOnly, tags);

  app.get(
    '/users-list',
    {
      onRequest: adminOnly,
      schema: { querystring: UserListQuerySchema, response: { 200: SystemUserListResponseSchema }, tags },
    },
    async (req) => {
      const rows = await listStaff(app.db, req.query.search);
      return { success: true as const, users: rows.map(toSystemUser) };
    },
  );

  app.post('/users-list', adminRoute({ body: CreateSystemUserSchema }, SystemUserSchema, 201), async (req, reply) => {
    const user = await createSystemUser(app.db, req.actor, req.body, req.ip);
    return reply.code(201).send({ success: true, data: user });
  });

  app.put(
    '/users/:id',
    adminRoute({ params: UserIdParamsSchema, body: UpdateSystemUserSchema }, SystemUserSchema),
    async (req) => ok(await updateSystemUser(app.db, req.actor, req.params.id, req.body, req.ip)),
  );

  app.delete('/users/:id', adminRoute({ params: UserIdParamsSchema }, z.null()), async (req) => {
    await deleteSystemUser(app.db, req.actor, req.params.id, req.ip);
    return ok(null);
  });

  app.get(
    '/users',
    {
      onRequest: app.requireRole(...STAFF_ROLES),
      schema: { response: { 200: okSchema(z.array(UserPickSchema)) }, tags },
    },
    async () => ok(await listActiveStaffPicks(app.db)),
  );
};
