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
import { ok, okSchema } from '../../lib/reply';
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
  // The usage names colleagues' personal replies: for admins, as the chat statistics it sits in.
  const adminOnly = app.requireRole('admin');
  const one = okSchema(QuickReplySchema);

  app.get(
    '/quick-replies',
    {
      onRequest: staff,
      schema: { querystring: QuickReplyQuerySchema, response: { 200: okSchema(QuickReplyPageSchema) }, tags },
    },
    async (req) => ok(await listQuickReplies(app.db, req.actor, req.query)),
  );

  app.post(
    '/quick-replies',
    {
      onRequest: staff,
      schema: {
        body: QuickReplyBodySchema,
        response: { 201: one },
        tags,
        description:
          '409 `quick_reply_shortcut_taken` when the shortcut is in use among the shared replies or your own.',
      },
    },
    async (req, reply) => reply.code(201).send(ok(await createQuickReply(app.db, req.actor, req.body, req.ip))),
  );

  app.put(
    '/quick-replies/:id',
    {
      onRequest: staff,
      schema: { params: QuickReplyIdParamsSchema, body: QuickReplyBodySchema, response: { 200: one }, tags },
    },
    async (req) => ok(await updateQuickReply(app.db, req.actor, req.params.id, req.body, req.ip)),
  );

  app.delete(
    '/quick-replies/:id',
    { onRequest: staff, schema: { params: QuickReplyIdParamsSchema, response: { 200: okSchema(z.null()) }, tags } },
    async (req) => {
      await deleteQuickReply(app.db, req.actor, req.params.id, req.ip);
      return ok(null);
    },
  );

  app.post(
    '/quick-replies/:id/use',
    {
      onRequest: staff,
      schema: {
        params: QuickReplyIdParamsSchema,
        body: QuickReplyUseBodySchema,
        response: { 200: okSchema(QuickReplyUseResultSchema) },
        tags,
        description:
          'The reply filled for a customer ({nome}, {primeiro_nome}, {atendente}, {lista}, {total}, {link}) and its use counted; `missing` names placeholders left without a value. Nothing is sent.',
      },
    },
    async (req) => ok(await useQuickReply(app.db, req.actor, req.params.id, req.body.customer_id)),
  );

  app.get(
    '/quick-replies/usage',
    {
      onRequest: adminOnly,
      schema: { querystring: StatsPeriodQuerySchema, response: { 200: okSchema(QuickReplyUsageResponseSchema) }, tags },
    },
    async (req) => ok(await quickReplyUsage(app.db, req.query)),
  );
};
