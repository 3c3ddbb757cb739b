import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EvolutionSettingsSchema, EvolutionWebhookSchema, gatewayText } from '@ponte/domain/gateway';
import { SetTextSchema } from '@ponte/domain/customers';
import { STAFF_ROLES } from '@ponte/domain/roles';
import { AppError } from '../../lib/errors';
import { ok, okSchema } from '../../lib/reply';
import { sendManualText } from '../conversations/handlers';
import { traineeSendResponses } from '../conversations/trainee-send-check';
import { recordActivity } from '../logs/activity';
import { handleEvolutionEvent } from './inbound';
import { clearGatewayLogs, listGatewayLogs } from './logs';
import { testConnection } from './service';
import { gatewaySettingsView, generateBotKey, readGatewaySettings, saveGatewaySettings } from './settings';
import { capUnverifiedBody, checkPresentedKeys, keysBeforeBody, WEBHOOK_VERIFIED_BODY_LIMIT, webhookText } from './webhook-auth';

declare module 'fastify' {
  interface FastifyRequest {
    /** The gateway webhook's caller showed a valid key before its body was read. */
    gatewayKeyChecked: boolean;
  }
}

/** What setText answers: the delivery and its gateway log line. */
const SendResultSchema = z.object({
  status: z.enum(['sent', 'failed', 'not_configured']),
  log_id: z.number().int(),
  error: z.string().nullable(),
  message_id: z.string().nullable(),
});

export const gatewayRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = { onRequest: app.requireRole('admin') };
  const tags = ['gateway'];

  app.decorateRequest('gatewayKeyChecked', false);

  app.post(
    '/webhook/evolution',
    {
      config: { public: true, rateLimit: { max: 1200, timeWindow: '1 minute' } },
      bodyLimit: WEBHOOK_VERIFIED_BODY_LIMIT,
      // The key in a header is checked before the body is read: a wrong one costs no parse.
      onRequest: async (req) => {
        const settings = await readGatewaySettings(app.db);
        const verdict = checkPresentedKeys(keysBeforeBody(req), [settings.apiKey]);
        if (verdict === 'invalid') throw new AppError(401, webhookText.unauthorized);
        req.gatewayKeyChecked = verdict === 'valid';
      },
      preParsing: async (req, _reply, payload) => (req.gatewayKeyChecked ? payload : capUnverifiedBody(req, payload)),
      schema: {
        body: EvolutionWebhookSchema,
        tags,
        security: [],
        description:
          'Public (gateway key): Evolution API webhook; `messages.upsert` is stored, other events are ignored. The key goes in the `apikey` header (checked before the body is read; bodies up to 150 MB) or in the body (bodies up to 1 MB).',
      },
    },
    async (req) => {
      const settings = await readGatewaySettings(app.db);
      if (!req.gatewayKeyChecked && checkPresentedKeys([{ from: 'body', value: req.body.apikey ?? '' }], [settings.apiKey]) !== 'valid') {
        throw new AppError(401, webhookText.unauthorized);
      }
      return ok(await handleEvolutionEvent(app.ctx, req.body, settings.webhookChatUrl));
    },
  );

  app.get('/evolution/settings', { ...adminOnly, schema: { tags } }, async () => ok(await gatewaySettingsView(app.db)));

  app.put('/evolution/settings', { ...adminOnly, schema: { body: EvolutionSettingsSchema, tags } }, async (req) => {
    await saveGatewaySettings(app.db, req.actor.id, req.body);
    await recordActivity(app.db, { userId: req.actor.id, action: 'update', entityType: 'settings', details: { section: 'evolution' } });
    return ok(await gatewaySettingsView(app.db));
  });

  app.post('/evolution/test', { ...adminOnly, schema: { tags } }, async (_req, reply) => {
    const result = await testConnection(app.db);
    if (result.ok) return ok({ state: result.state, message: gatewayText.testOk });
    return reply.code(502).send({ success: false, error: gatewayText.testFailed, details: { gateway: result.error ?? `estado: ${result.state}` } });
  });

  app.get('/evolution/logs', { ...adminOnly, schema: { tags } }, async () => ok(await listGatewayLogs(app.db)));

  app.delete('/evolution/logs', { ...adminOnly, schema: { tags } }, async (req) => {
    await clearGatewayLogs(app.db);
    await recordActivity(app.db, { userId: req.actor.id, action: 'delete', entityType: 'settings', details: { section: 'evolution_logs' } });
    return ok(null);
  });

  app.post('/evolution/bot-key', { ...adminOnly, schema: { tags, description: 'Creates a new bot API key (x-bot-key); it is returned only this once.' } }, async (req) => {
    const key = await generateBotKey(app.db, req.actor.id);
    await recordActivity(app.db, { userId: req.actor.id, action: 'update', entityType: 'settings', details: { section: 'bot_api_key' } });
    return ok({ key });
  });

  app.post('/setText', { onRequest: app.requireRole(...STAFF_ROLES), schema: { body: SetTextSchema, tags, response: { 200: okSchema(SendResultSchema), ...traineeSendResponses } } }, async (req) =>
    ok(await sendManualText(app.ctx, req.actor, req.body, req.log)),
  );
};
