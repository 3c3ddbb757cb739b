import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EvolutionSettingsSchema, gatewayText } from '@ponte/domain/gateway';
import { SetTextSchema } from '@ponte/domain/customers';
import { STAFF_ROLES } from '@ponte/domain/roles';
import { AppError } from '../../lib/errors';
import { ok, okSchema } from '../../lib/reply';
import { sendManualText } from '../conversations/handlers';
import { traineeSendResponses } from '../conversations/trainee-send-check';
import { recordActivity } from '../logs/activity';
import { handleEvolutionEvent, type EvolutionEvent } from './inbound';
import { clearGatewayLogs, listGatewayLogs } from './logs';
import { MAX_MEDIA_BYTES } from './media';
import { testConnection } from './service';
import { gatewaySettingsView, generateBotKey, readGatewaySettings, sameSecret, saveGatewaySettings } from './settings';

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

  app.post(
    '/webhook/evolution',
    {
      config: { public: true, rateLimit: { max: 1200, timeWindow: '1 minute' } },
      // Base64 media travels inside the JSON body.
      bodyLimit: Math.ceil(MAX_MEDIA_BYTES * 1.4) + 256 * 1024,
      schema: { body: z.looseObject({}), tags, description: 'Evolution API `messages.upsert` webhook; authenticated by the gateway `apikey` (body or header).' },
    },
    async (req) => {
      const event = req.body as EvolutionEvent;
      const header = req.headers['apikey'];
      const given = typeof event.apikey === 'string' ? event.apikey : typeof header === 'string' ? header : '';
      const settings = await readGatewaySettings(app.db);
      if (!sameSecret(given, settings.apiKey)) throw new AppError(401, 'Webhook não autorizado');
      return ok(await handleEvolutionEvent(app.ctx, event, settings.webhookChatUrl));
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
