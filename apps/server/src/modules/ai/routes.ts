import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AiSettingsViewSchema,
  AiValidationSchema,
  GeneratedMessageSchema,
  GenerateMessageBodySchema,
  SaveAiSettingsSchema,
  ValidateMessageBodySchema,
} from '@ponte/domain/ai';
import { STAFF_ROLES } from '@ponte/domain/roles';
import { ok, okSchema } from '../../lib/reply';
import { generateMessage, getAiSettings, saveAiSettings, validateMessage } from './service';

/** AI pre-send check and message generator (spec 1 §4, spec 3 §5 and §7), and their admin settings. */
export const aiRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = { onRequest: app.requireRole(...STAFF_ROLES) };
  const admin = { onRequest: app.requireRole('admin') };
  const tags = ['ai'];

  app.post(
    '/ai/validate-message',
    { ...staff, schema: { body: ValidateMessageBodySchema, response: { 200: okSchema(AiValidationSchema) }, tags } },
    async (req) => ok(await validateMessage(app.db, req.actor, req.body, req.log)),
  );
  app.post(
    '/ai/generate-message',
    {
      ...staff,
      schema: { body: GenerateMessageBodySchema, response: { 200: okSchema(GeneratedMessageSchema) }, tags },
    },
    async (req) => ok(await generateMessage(app.db, req.body, req.log)),
  );
  app.get('/ai/settings', { ...admin, schema: { response: { 200: okSchema(AiSettingsViewSchema) }, tags } }, async () =>
    ok(await getAiSettings(app.db)),
  );
  app.put(
    '/ai/settings',
    { ...admin, schema: { body: SaveAiSettingsSchema, response: { 200: okSchema(AiSettingsViewSchema) }, tags } },
    async (req) => ok(await saveAiSettings(app.db, req.actor, req.body, req.ip)),
  );
};
