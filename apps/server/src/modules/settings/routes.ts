import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STAFF_ROLES } from '@ponte/domain/roles';
import {
  AdminConfigurationsSchema,
  ConfigurationsForRoleSchema,
  SaveConfigurationsSchema,
} from '@ponte/domain/settings';
import { ok, okSchema } from '../../lib/reply';
import { MediaRetentionSchema } from '@ponte/domain/media-retention';
import { configurationsFor, mediaRetentionMonths, saveConfigurations, saveMediaRetention } from './service';

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

  // Issue 33: how long message files are kept (the conversations module deletes them).
  const adminOnly = app.requireRole('admin');
  app.get(
    '/media-retention',
    { onRequest: adminOnly, schema: { response: { 200: okSchema(MediaRetentionSchema) }, tags: ['settings'] } },
    async () => ok({ months: await mediaRetentionMonths(app.db) }),
  );
  app.put(
    '/media-retention',
    {
      onRequest: adminOnly,
      schema: {
        body: MediaRetentionSchema,
        response: { 200: okSchema(MediaRetentionSchema) },
        tags: ['settings'],
        description:
          'Months after which message files are deleted (photos, audio, documents; the message stays saying so), every 6 hours; null: never.',
      },
    },
    async (req) => ok(await saveMediaRetention(app.db, req.actor, req.body.months, req.ip)),
  );
};
