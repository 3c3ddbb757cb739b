import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  QuickReplyBodySchema,
  QuickReplyIdParamsSchema,
  QuickReplyPageSchema,
  QuickReplyQuerySchema,
  QuickReplySchema,
  QuickReplyUsageResponseSchema,
  QuickReplyUseBodySchema,
  QuickReplyUseResultSchema,
} from '@ponte/domain/quick-replies';
import { STAFF_ROLES } from '@ponte/domain/roles';
import { StatsPeriodQuerySchema } from '@ponte/domain/stats';
import { ok } from '../../lib/reply';
import { okRoutes } from '../../lib/route';
import {
  createQuickReply,
  deleteQuickReply,
  listQuickReplies,
  quickReplyUsage,
  updateQuickReply,
  useQuickReply,
} from './service';

const tags = ['quick-replies'];

/**
 * Issue 32, 'Respostas rápidas'. Every staff member reads the shared replies and keeps their own;
 * the shared ones are written by admins and supervisors only (403 for a trainee), and nobody
 * sees another member's personal replies (404). The usage figures are for admins.
 */
export const quickReplyRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.requireRole(...STAFF_ROLES);
  const staffRoute = okRoutes(staff, tags);
  // The usage names colleagues' personal replies: for admins, as the chat statistics it sits in.
  const adminOnly = app.requireRole('admin');
  const adminRoute = okRoutes(adminOnly, tags);

  app.get('/quick-replies', staffRoute({ querystring: QuickReplyQuerySchema }, QuickReplyPageSchema), async (req) =>
    ok(await listQuickReplies(app.db, req.actor, req.query)),
  );

  app.post(
    '/quick-replies',
    staffRoute(
      {
        body: QuickReplyBodySchema,
        description:
          '409 `quick_reply_shortcut_taken` when the shortcut is in use among the shared replies or your own.',
      },
      QuickReplySchema,
      201,
    ),
    async (req, reply) => reply.code(201).send(ok(await createQuickReply(app.db, req.actor, req.body, req.ip))),
  );

  app.put(
    '/quick-replies/:id',
    staffRoute({ params: QuickReplyIdParamsSchema, body: QuickReplyBodySchema }, QuickReplySchema),
    async (req) => ok(await updateQuickReply(app.db, req.actor, req.params.id, req.body, req.ip)),
  );

  app.delete('/quick-replies/:id', staffRoute({ params: QuickReplyIdParamsSchema }, z.null()), async (req) => {
    await deleteQuickReply(app.db, req.actor, req.params.id, req.ip);
    return ok(null);
  });

  app.post(
    '/quick-replies/:id/use',
    staffRoute(
      {
        params: QuickReplyIdParamsSchema,
        body: QuickReplyUseBodySchema,
        description:
          'The reply filled for a customer ({nome}, {primeiro_nome}, {atendente}, {lista}, {total}, {link}) and its use counted; `missing` names placeholders left without a value. Nothing is sent.',
      },
      QuickReplyUseResultSchema,
    ),
    async (req) => ok(await useQuickReply(app.db, req.actor, req.params.id, req.body.customer_id)),
  );

  app.get(
    '/quick-replies/usage',
    adminRoute({ querystring: StatsPeriodQuerySchema }, QuickReplyUsageResponseSchema),
    async (req) => ok(await quickReplyUsage(app.db, req.query)),
  );
};
