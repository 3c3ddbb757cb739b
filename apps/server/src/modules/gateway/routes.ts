import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EvolutionSettingsSchema, gatewayText } from '@ponte/domain/gateway';
import { SetTextSchema } from '@ponte/domain/customers';
import { STAFF_ROLES } from '@ponte/domain/roles';
import { ok, okSchema } from '../../lib/reply';
import { sendManualText } from '../conversations/handlers';
import { traineeSendResponses } from '../conversations/trainee-send-check';
import { recordActivity } from '../logs/activity';
import { clearGatewayLogs, listGatewayLogs } from './queries';
import { testConnection } from './service';
import { gatewaySettingsView, generateBotKey, regenerateWebhookSecret, saveGatewaySettings } from './settings';
import { registerEvolutionWebhook } from './webhook-routes';

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

  registerEvolutionWebhook(app);

  app.get('/evolution/settings', { ...adminOnly, schema: { tags } }, async () => ok(await gatewaySettingsView(app.db)));

  app.put('/evolution/settings', { ...adminOnly, schema: { body: EvolutionSettingsSchema, tags } }, async (req) => {
    await saveGatewaySettings(app.db, req.actor.id, req.body);
    await recordActivity(app.db, { userId: req.actor.id, action: 'update', entityType: 'settings', details: { section: 'evolution' } });
    return ok(await gatewaySettingsView(app.db));
  });

  app.post('/evolution/test', { ...adminOnly, schema: { tags } }, async (_req, reply) => {
    const result = await testConnection(app.db);
    const detected = { version: result.version, server_version: result.server_version };
    if (result.ok) return ok({ state: result.state, message: gatewayText.testOk, ...detected });
    return reply.code(502).send({ success: false, error: gatewayText.testFailed, details: { gateway: result.error ?? `estado: ${result.state}` } });
  });

  app.post(
    '/evolution/webhook-secret',
    { ...adminOnly, schema: { tags, description: 'Creates a new secret for the webhook URL; the old URL stops authenticating at once.' } },
    async (req) => {
      await regenerateWebhookSecret(app.db, req.actor.id);
      await recordActivity(app.db, { userId: req.actor.id, action: 'update', entityType: 'settings', details: { section: 'evolution_webhook_secret' } });
      return ok(await gatewaySettingsView(app.db));
    },
  );

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
