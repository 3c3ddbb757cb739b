import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BotKeySchema,
  ConnectionTestResultSchema,
  EvolutionSettingsSchema,
  EvolutionSettingsViewSchema,
  GatewayLogEntrySchema,
  gatewayText,
} from '@ponte/domain/gateway';
import { failSchema, ok, okSchema } from '../../lib/reply';
import { listGatewayLogs } from './queries';
import { testConnection } from './service';
import {
  clearGatewayLogsOf,
  gatewaySettingsView,
  generateBotKey,
  regenerateWebhookSecret,
  saveGatewaySettings,
} from './settings';
import type { MessageRecorder } from './inbound';
import { registerEvolutionWebhook } from './webhook-routes';

/** The webhook records messages with the recorder src/modules.ts hands in (see inbound.ts). */
export const gatewayRoutes: FastifyPluginAsyncZod<{ messages: MessageRecorder; webhookRateLimit: number }> = async (
  app,
  opts,
) => {
  const adminOnly = { onRequest: app.requireRole('admin') };
  const tags = ['gateway'];

  registerEvolutionWebhook(app, opts.messages, opts.webhookRateLimit);

  const settingsView = { 200: okSchema(EvolutionSettingsViewSchema) };

  app.get('/evolution/settings', { ...adminOnly, schema: { tags, response: settingsView } }, async () =>
    ok(await gatewaySettingsView(app.db)),
  );

  app.put(
    '/evolution/settings',
    { ...adminOnly, schema: { body: EvolutionSettingsSchema, tags, response: settingsView } },
    async (req) => {
      await saveGatewaySettings(app.db, req.actor.id, req.body);
      return ok(await gatewaySettingsView(app.db));
    },
  );

  app.post(
    '/evolution/test',
    {
      ...adminOnly,
      schema: { tags, response: { 200: okSchema(ConnectionTestResultSchema), 502: failSchema } },
    },
    async (_req, reply) => {
      const result = await testConnection(app.db);
      const detected = { version: result.version, server_version: result.server_version };
      if (result.ok) return ok({ state: result.state, message: gatewayText.testOk, ...detected });
      return reply.code(502).send({
        success: false,
        error: gatewayText.testFailed,
        code: 'bad_gateway',
        details: { gateway: result.error ?? `estado: ${result.state}` },
      });
    },
  );

  app.post(
    '/evolution/webhook-secret',
    {
      ...adminOnly,
      schema: {
        tags,
        description: 'Creates a new secret for the webhook URL; the old URL stops authenticating at once.',
        response: settingsView,
      },
    },
    async (req) => {
      await regenerateWebhookSecret(app.db, req.actor.id);
      return ok(await gatewaySettingsView(app.db));
    },
  );

  app.get(
    '/evolution/logs',
    { ...adminOnly, schema: { tags, response: { 200: okSchema(z.array(GatewayLogEntrySchema)) } } },
    async () => ok(await listGatewayLogs(app.db)),
  );

  app.delete(
    '/evolution/logs',
    { ...adminOnly, schema: { tags, response: { 200: okSchema(z.null()) } } },
    async (req) => {
      await clearGatewayLogsOf(app.db, req.actor.id);
      return ok(null);
    },
  );

  app.post(
    '/evolution/bot-key',
    {
      ...adminOnly,
      schema: {
        tags,
        description: 'Creates a new bot API key (x-bot-key); it is returned only this once.',
        response: { 200: okSchema(BotKeySchema) },
      },
    },
    async (req) => {
      const key = await generateBotKey(app.db, req.actor.id);
      return ok({ key });
    },
  );
};
