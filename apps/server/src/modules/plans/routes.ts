import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PlanBodySchema, PlanIdParamsSchema, PlanListQuerySchema, PlanSchema } from '@ponte/domain/plans';
import { STAFF_ROLES } from '@ponte/domain/roles';
import { ok, okSchema } from '../../lib/reply';
import { okRoutes } from '../../lib/route';
import {
  createSubscriptionPlan,
  deleteSubscriptionPlan,
  listSubscriptionPlans,
  updateSubscriptionPlan,
} from './service';

const tags = ['plans'];

/** Subscription plans of spec 2 (/assinaturas): every staff member reads them (lists apply them); admins manage them. */
export const planRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = app.requireRole('admin');
  const adminRoute = okRoutes(adminOnly, tags);

  app.get(
    '/subscriptions',
    {
      onRequest: app.requireRole(...STAFF_ROLES),
      schema: { querystring: PlanListQuerySchema, response: { 200: okSchema(z.array(PlanSchema)) }, tags },
    },
    async (req) => ok(await listSubscriptionPlans(app.db, { active: req.query.active })),
  );

  app.post('/subscriptions', adminRoute({ body: PlanBodySchema }, PlanSchema, 201), async (req, reply) =>
    reply.code(201).send(ok(await createSubscriptionPlan(app.db, req.actor, req.body, req.ip))),
  );

  app.put(
    '/subscriptions/:id',
    adminRoute({ params: PlanIdParamsSchema, body: PlanBodySchema }, PlanSchema),
    async (req) => ok(await updateSubscriptionPlan(app.db, req.actor, req.params.id, req.body, req.ip)),
  );

  app.delete('/subscriptions/:id', adminRoute({ params: PlanIdParamsSchema }, z.null()), async (req) => {
    await deleteSubscriptionPlan(app.db, req.actor, req.params.id, req.ip);
    return ok(null);
  });
};
