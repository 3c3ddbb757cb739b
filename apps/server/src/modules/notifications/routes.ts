import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MarkReadBodySchema, NotificationCountSchema, NotificationFeedSchema } from '@ponte/domain/notifications';
import { STAFF_ROLES } from '@ponte/domain/roles';
import { notModifiedSchema as notModified, ok, okSchema } from '../../lib/reply';
import { countEtag, markRead, notificationFeed, unreadCount } from './service';

/** Issue 18, the top bar's bell: every staff member's own feed, count and read mark. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = { onRequest: app.requireRole(...STAFF_ROLES) };
  const tags = ['notifications'];

  app.get(
    '/notifications',
    { ...staff, schema: { tags, response: { 200: okSchema(NotificationFeedSchema) } } },
    async (req) => ok(await notificationFeed(app.db, req.actor)),
  );

  // Polled by the bell between socket events: an unchanged count answers 304 without being computed.
  app.get(
    '/notifications/count',
    { ...staff, schema: { tags, response: { 200: okSchema(NotificationCountSchema), 304: notModified } } },
    async (req, reply) => {
      const etag = await countEtag(app.db, req.actor);
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (req.headers['if-none-match'] === etag) return reply.code(304).send();
      return ok(await unreadCount(app.db, req.actor));
    },
  );

  app.post(
    '/notifications/read',
    { ...staff, schema: { tags, body: MarkReadBodySchema, response: { 200: okSchema(NotificationCountSchema) } } },
    async (req) => ok(await markRead(app.db, req.actor, req.body?.cursor)),
  );
};
