import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STAFF_ROLES } from '@ponte/domain/roles';
import {
  AdminConfigurationsSchema,
  ConfigurationsForRoleSchema,
  SaveConfigurationsSchema,
} from '@ponte/domain/settings';
import { ok, okSchema } from '../../lib/reply';
import { configurationsFor, saveConfigurations } from './service';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['settings'];
  // Every role may read what the lists screen needs (rates, apply_taxes_on_payment); only admins get the rest, secrets masked.
  app.get(
    '/configurations',
    {
      onRequest: app.requireRole(...STAFF_ROLES),
      schema: { response: { 200: okSchema(ConfigurationsForRoleSchema) }, tags },
    },
    async (req) => ok(await configurationsFor(app.ctx, req.actor)),
  );
  app.post(
    '/configurations',
    {
      onRequest: app.requireRole('admin'),
      schema: { body: SaveConfigurationsSchema, response: { 200: okSchema(AdminConfigurationsSchema) }, tags },
    },
    async (req) => ok(await saveConfigurations(app.ctx, req.actor, req.body)),
  );
};
