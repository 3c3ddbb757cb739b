import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ATTACHMENT_BODY_LIMIT,
  ATTACHMENT_MAX_BYTES,
  AttachmentQuerySchema,
  attachmentKindOf,
  attachmentText,
} from '@ponte/domain/attachments';
import { CustomerIdParamsSchema } from '@ponte/domain/customers';
import { z } from 'zod';
import {
  ChatMessageSchema,
  EscalationIdParamsSchema,
  EscalationSchema,
  MessageIdParamsSchema,
  NotifySupervisorSchema,
  RecordedMessagesSchema,
  RecordMessageSchema,
  SendAdminMessageSchema,
  SendHeadersSchema,
  SetTextSchema,
  IDEMPOTENCY_KEY_HEADER,
} from '@ponte/domain/conversations';
import { SendResultSchema } from '@ponte/domain/gateway';
import { STAFF_ROLES } from '@ponte/domain/roles';
import { failSchema, notModifiedSchema, ok, okOrNotModified, okSchema } from '../../lib/reply';
import { AppError, badRequest } from '../../lib/errors';
import { BOT_OR_STAFF_SECURITY } from '../../plugins/bot-auth';
import { sendAttachment } from './attachments';
import { listOpenEscalations, notifySupervisors, releaseEscalation } from './escalations';
import { recordFromCaller, sendAdminMessage, sendManualText } from './service';
import { retryMessage } from './delivery';
import { BLOCKED_STATUS, traineeSendResponses } from './trainee-send-check';

export const conversationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['conversations'];
  const supervisors = { onRequest: app.requireRole('admin', 'operador') };

  app.post(
    '/send-admin-message',
    {
      onRequest: app.requireRole(...STAFF_ROLES),
      schema: {
        body: SendAdminMessageSchema,
        tags,
        response: { 200: okSchema(ChatMessageSchema), ...traineeSendResponses },
      },
    },
    async (req) => ok(await sendAdminMessage(app.ctx, req.actor, req.body, req.log)),
  );

  app.post(
    '/message',
    {
      config: { public: true },
      onRequest: app.botOrStaff,
      schema: {
        body: RecordMessageSchema,
        tags,
        security: BOT_OR_STAFF_SECURITY,
        response: { 200: okSchema(RecordedMessagesSchema) },
        description:
          "Records messages in a customer's history (the customer is created on first contact). With the bot key (x-bot-key): `message` is what the customer wrote (skipped when the webhook already stored it) and `system_response` is the bot's answer, which Ponte delivers through the gateway. With a staff token and `admin_message: true`, `message` is recorded as sent by staff.",
      },
    },
    async (req) => ok(await recordFromCaller(app.ctx, req.viaBot ? null : req.actor, req.body)),
  );

  // Issue 31: the file is the body itself (its type in Content-Type), read as bytes only here.
  await app.register(async (scope) => {
    // Fastify's own text/plain parser would hand a .txt over as a string: every type is bytes here.
    scope.removeContentTypeParser(['text/plain']);
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: ATTACHMENT_BODY_LIMIT }, (_req, body, done) =>
      done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/customers/:id/attachments',
      {
        onRequest: app.requireRole(...STAFF_ROLES),
        bodyLimit: ATTACHMENT_BODY_LIMIT,
        schema: {
          params: CustomerIdParamsSchema,
          querystring: AttachmentQuerySchema,
          tags,
          description: `Sends a file to the customer through the gateway's media endpoint and records it in the chat. The body is the file, its type in Content-Type: ${attachmentText.limits} A trainee's caption goes through the AI check.`,
          response: {
            200: okSchema(ChatMessageSchema),
            404: failSchema,
            413: failSchema,
            415: failSchema,
            ...traineeSendResponses,
          },
        },
      },
      async (req) => {
        const kind = attachmentKindOf(req.headers['content-type']);
        if (!kind) throw new AppError(415, attachmentText.badType, { file: attachmentText.badType });
        const data = req.body;
        if (!Buffer.isBuffer(data) || data.length === 0)
          throw badRequest(attachmentText.empty, { file: attachmentText.empty });
        if (data.length > ATTACHMENT_MAX_BYTES[kind])
          throw new AppError(413, attachmentText.tooLarge(kind), { file: attachmentText.tooLarge(kind) });
        const mimetype = req.headers['content-type']!.split(';')[0]!.trim().toLowerCase();
        return ok(
          await sendAttachment(app.ctx, req.actor, req.params.id, { data, mimetype, kind }, req.query, req.log),
        );
      },
    );
  });

  app.post(
    '/messages/:id/retry',
    {
      onRequest: app.requireRole(...STAFF_ROLES),
      schema: {
        params: MessageIdParamsSchema,
        tags,
        description:
          'Sends again an outgoing message that did not leave (send failed, gateway not configured, or WhatsApp answered ERROR), in its place in the history. Once: a message already sent or being retried answers 409.',
        response: {
          200: okSchema(ChatMessageSchema),
          404: failSchema,
          409: failSchema,
          [BLOCKED_STATUS]: traineeSendResponses[BLOCKED_STATUS],
        },
      },
    },
    async (req) => ok(await retryMessage(app.ctx, req.actor, req.params.id)),
  );

  app.post(
    '/chat/notify-supervisor',
    {
      onRequest: app.requireRole(...STAFF_ROLES),
      schema: {
        body: NotifySupervisorSchema,
        tags,
        response: { 200: okSchema(EscalationSchema) },
        description:
          "Escalates the caller's blocked message to supervisors; it blocks the caller's conversation with that customer until released.",
      },
    },
    async (req) => ok(await notifySupervisors(app.ctx, req.actor, req.body)),
  );

  app.get(
    '/escalations',
    {
      ...supervisors,
      schema: {
        tags,
        description: 'Open escalations (blocked trainee conversations), newest first.',
        response: { 200: okSchema(z.array(EscalationSchema)), 304: notModifiedSchema },
      },
    },
    async (req, reply) => okOrNotModified(req, reply, await listOpenEscalations(app.db)),
  );

  app.post(
    '/escalations/:id/release',
    {
      ...supervisors,
      schema: {
        params: EscalationIdParamsSchema,
        tags,
        description: 'Releases a blocked trainee conversation. Once: a block already released answers 409.',
        response: { 200: okSchema(EscalationSchema), 404: failSchema, 409: failSchema },
      },
    },
    async (req) => ok(await releaseEscalation(app.ctx, req.actor, req.params.id, req.ip)),
  );

  // Step 1 of the manual send flow (the gateway's tag in the API docs, as before).
  app.post(
    '/setText',
    {
      onRequest: app.requireRole(...STAFF_ROLES),
      schema: {
        body: SetTextSchema,
        headers: SendHeadersSchema,
        tags: ['gateway'],
        description:
          'Sends a text through the gateway. With an Idempotency-Key header (one per message) a repeat never sends it again: it gets the first answer, or 409 send_in_progress while that is not known (issue 34).',
        response: { 200: okSchema(SendResultSchema), 409: failSchema, ...traineeSendResponses },
      },
    },
    async (req) => {
      const key = req.headers[IDEMPOTENCY_KEY_HEADER];
      const claim = key ? { staffId: req.actor.id, key } : undefined;
      return ok(await sendManualText(app.ctx, req.actor, req.body, req.log, claim));
    },
  );
};
