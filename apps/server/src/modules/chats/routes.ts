import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AssignChatSchema,
  AssignedChatSchema,
  ChatStatsSchema,
  InboxConversationSchema,
  QueueChatSchema,
  ReadMarkerSchema,
  WaitingChatSchema,
} from '@ponte/domain/conversations';
import {
  CustomerDetailQuerySchema,
  CustomerDetailSchema,
  CustomerIdParamsSchema,
  CustomerListQuerySchema,
} from '@ponte/domain/customers';
import { STAFF_ROLES } from '@ponte/domain/roles';
import { failSchema, notModifiedSchema as notModified, ok, okOrNotModified, okSchema } from '../../lib/reply';
import { historyEtag } from '../conversations/service';
import { assignChat } from '../customers/service';
import { customerDetail } from './customer-detail';
import {
  CHAT_READERS,
  chatStatsWithEtag,
  inbox,
  markConversationRead,
  markConversationUnread,
  myQueue,
  queueEtag,
  waitingChats,
  waitingEtag,
} from './service';

/** What the polled routes answer, with no body, while the ETag sent in If-None-Match holds. */

export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = { onRequest: app.requireRole(...STAFF_ROLES) };
  const admin = { onRequest: app.requireRole('admin') };
  const tags = ['chats'];

  // Polled every 3 s: unchanged queues answer 304.
  app.get(
    '/chats/my-queue',
    { ...staff, schema: { tags, response: { 200: okSchema(z.array(QueueChatSchema)), 304: notModified } } },
    async (req, reply) => {
      const etag = await queueEtag(app.db, req.actor);
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (req.headers['if-none-match'] === etag) return reply.code(304).send();
      return ok(await myQueue(app.db, req.actor));
    },
  );

  // Assigning is a customer change (seller, attendance flag); the chat screens are where it is asked.
  app.post(
    '/chats/assign',
    { ...staff, schema: { body: AssignChatSchema, tags, response: { 200: okSchema(AssignedChatSchema) } } },
    async (req) => ok(await assignChat(app.ctx, req.actor, req.body)),
  );

  // The attendance panel polls these too: unchanged answers are 304.
  app.get(
    '/chats/waiting',
    {
      ...admin,
      schema: { tags, response: { 200: okSchema(z.array(WaitingChatSchema)), 304: notModified } },
    },
    async (req, reply) => {
      const etag = await waitingEtag(app.db);
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (req.headers['if-none-match'] === etag) return reply.code(304).send();
      return ok(await waitingChats(app.db));
    },
  );
  app.get(
    '/chats/stats',
    { ...admin, schema: { tags, response: { 200: okSchema(ChatStatsSchema), 304: notModified } } },
    async (req, reply) => {
      const { stats, etag } = await chatStatsWithEtag(app.db);
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (req.headers['if-none-match'] === etag) return reply.code(304).send();
      return ok(stats);
    },
  );

  app.get(
    '/conversations',
    {
      ...staff,
      schema: {
        querystring: CustomerListQuerySchema,
        tags,
        response: { 200: okSchema(z.array(InboxConversationSchema)), 304: notModified },
        description:
          'The inbox, newest activity first, with unread counts; polled every 15 s as a fallback to the socket: 304 while the page is unchanged.',
      },
    },
    async (req, reply) => okOrNotModified(req, reply, await inbox(app.db, req.actor, req.query)),
  );
  app.post(
    '/conversations/:id/read',
    { ...staff, schema: { params: CustomerIdParamsSchema, tags, response: { 200: okSchema(ReadMarkerSchema) } } },
    async (req) => ok(await markConversationRead(app.db, req.actor, req.params.id)),
  );
  app.post(
    '/conversations/:id/unread',
    {
      ...staff,
      schema: {
        params: CustomerIdParamsSchema,
        tags,
        description:
          "Marks the chat unread for the caller: the customer's newest message counts as unread again. 409 when the customer never wrote.",
        response: { 200: okSchema(ReadMarkerSchema), 404: failSchema, 409: failSchema },
      },
    },
    async (req) => ok(await markConversationUnread(app.db, req.actor, req.params.id)),
  );

  // The 3-second poll: an unchanged chat answers 304 without reading its messages.
  app.get(
    '/users/:id',
    {
      // The socket's chat rooms (chat:open) follow the same rule: mayReadChat.
      onRequest: app.requireRole(...CHAT_READERS),
      schema: {
        params: CustomerIdParamsSchema,
        querystring: CustomerDetailQuerySchema,
        tags: ['customers'],
        response: { 200: okSchema(CustomerDetailSchema), 304: notModified },
      },
    },
    async (req, reply) => {
      const etag = await historyEtag(app.db, req.params.id, req.query, req.actor);
      if (etag) {
        reply.header('etag', etag).header('cache-control', 'private, no-cache');
        if (req.headers['if-none-match'] === etag) return reply.code(304).send();
      }
      return ok(await customerDetail(app.db, req.params.id, req.query, req.actor));
    },
  );
};
