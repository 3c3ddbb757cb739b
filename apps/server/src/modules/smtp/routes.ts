import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  mailText,
  OutboxPageSchema,
  OutboxQuerySchema,
  SmtpSettingsBodySchema,
  SmtpSettingsSchema,
  TestMailBodySchema,
  TestMailResultSchema,
} from '@ponte/domain/smtp';
import { notFound } from '../../lib/errors';
import { ok, okSchema, sendFile } from '../../lib/reply';
import { recordExport } from '../logs/service';
import {
  closeMailer,
  outboxMessage,
  outboxPage,
  readSmtpSettings,
  recordTestMail,
  saveSmtpSettings,
  sendMail,
  smtpSettingsView,
} from './service';

/** SMTP settings, the test e-mail and the outbox (admin). */
export const smtpRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = { onRequest: app.requireRole('admin') };
  const tags = ['email'];
  // After the running job: a campaign mid-batch at a stop keeps its pool until the job ends (or is
  // handed back). Closed first, it failed the batch's sends and paused the campaign (issue 34's soak).
  app.addHook('onClose', async () => {
    await app.jobs.stop();
    closeMailer(app.db);
  });

  app.get(
    '/email/smtp',
    { ...adminOnly, schema: { tags, response: { 200: okSchema(SmtpSettingsSchema) } } },
    async () => ok(smtpSettingsView(await readSmtpSettings(app.db))),
  );

  app.put(
    '/email/smtp',
    {
      ...adminOnly,
      schema: {
        tags,
        body: SmtpSettingsBodySchema,
        response: { 200: okSchema(SmtpSettingsSchema) },
        description:
          'An empty host turns SMTP off: messages then go to the outbox. A masked password keeps the stored one.',
      },
    },
    async (req) => ok(await saveSmtpSettings(app.db, req.actor, req.body)),
  );

  app.post(
    '/email/smtp/test',
    {
      ...adminOnly,
      schema: {
        tags,
        body: TestMailBodySchema,
        response: { 200: okSchema(TestMailResultSchema) },
        description:
          'Sends a test e-mail with the saved settings (to the outbox without SMTP); 502 with the server’s reason.',
      },
    },
    async (req) => {
      const sent = await sendMail(
        app.ctx,
        {
          to: req.body.to,
          subject: 'Ponte: e-mail de teste',
          html: '<p>Este é um e-mail de teste do Ponte. Se você o recebeu, o envio de e-mails está funcionando.</p>',
          text: 'Este é um e-mail de teste do Ponte. Se você o recebeu, o envio de e-mails está funcionando.',
        },
        { userId: req.actor.id, what: 'teste de conexão' },
      );
      await recordTestMail(app.db, req.actor, req.body.to, sent.via);
      return ok({ via: sent.via, message_id: sent.messageId });
    },
  );

  app.get(
    '/email/outbox',
    {
      ...adminOnly,
      schema: { tags, querystring: OutboxQuerySchema, response: { 200: okSchema(OutboxPageSchema) } },
    },
    async (req) => ok(await outboxPage(app.ctx, req.query.page, req.query.limit)),
  );

  app.get(
    '/email/outbox/:id',
    {
      ...adminOnly,
      schema: {
        tags,
        params: z.object({ id: z.string().max(40) }),
        produces: ['message/rfc822'],
        description:
          'One outbox message as it would have gone out (.eml). The download is recorded: it holds an address and a message.',
      },
    },
    async (req, reply) => {
      const raw = await outboxMessage(app.ctx, req.params.id);
      if (!raw) throw notFound(mailText.messageNotFound);
      await recordExport(app.db, req.actor, 'outbox_message', `${req.params.id}.eml`, req.ip);
      return sendFile(reply, { type: 'message/rfc822', name: `${req.params.id}.eml`, body: raw });
    },
  );
};
