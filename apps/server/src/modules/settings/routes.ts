import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STAFF_ROLES } from '@ponte/domain/roles';
import { SaveConfigurationsSchema } from '@ponte/domain/settings';
import { ok } from '../../lib/reply';
import { getConfigurations, saveConfigurations } from './service';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['settings'];
  // Every screen may read (the lists screen needs apply_taxes_on_payment); secrets go out masked.
  app.get('/configurations', { onRequest: app.requireRole(...STAFF_ROLES), schema: { tags } }, async () =>
    ok(await getConfigurations(app.db)),
  );
  app.post('/configurations', { onRequest: app.requireRole('admin'), schema: { body: SaveConfigurationsSchema, tags } }, async (req) =>
    ok(await saveConfigurations(app.db, req.actor, req.body)),
  );
};
