import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RecordMessageSchema, SendAdminMessageSchema } from '@ponte/domain/customers';
import { STAFF_ROLES } from '@ponte/domain/roles';
import { ok } from '../../lib/reply';
import { BOT_OR_STAFF_SECURITY, botOrStaff } from '../gateway/bot-auth';
import { notifySupervisors, NotifySupervisorSchema, recordFromCaller, sendAdminMessage } from './handlers';

export const conversationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['conversations'];

  app.post(
    '/send-admin-message',
    {
      onRequest: app.requireRole(...STAFF_ROLES),
      schema: { body: SendAdminMessageSchema, tags },
    },
    async (req) => ok(await sendAdminMessage(app.ctx, req.actor, req.body)),
  );

  app.post(
    '/message',
    {
      config: { public: true },
      onRequest: botOrStaff(app),
      schema: {
        body: RecordMessageSchema,
        tags,
        security: BOT_OR_STAFF_SECURITY,
        description:
          "Records messages in a customer's history (the customer is created on first contact). With the bot key (x-bot-key): `message` is what the customer wrote (skipped when the webhook already stored it) and `system_response` is the bot's answer, which Ponte delivers through the gateway. With a staff token and `admin_message: true`, `message` is recorded as sent by staff.",
      },
    },
    async (req) => ok(await recordFromCaller(app.ctx, req.viaBot ? null : req.actor, req.body)),
  );

  app.post('/chat/notify-supervisor', { onRequest: app.requireRole(...STAFF_ROLES), schema: { body: NotifySupervisorSchema, tags } }, async (req) =>
    ok(await notifySupervisors(app.ctx, req.actor, req.body)),
  );
};
