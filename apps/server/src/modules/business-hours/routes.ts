import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BusinessHoursBodySchema, BusinessHoursViewSchema } from '@ponte/domain/business-hours';
import { STAFF_ROLES } from '@ponte/domain/roles';
import { ok, okSchema } from '../../lib/reply';
import { readBusinessHours, updateBusinessHours } from './service';

const tags = ['settings'];

/**
 * Issue 32, 'Horário de atendimento': every staff member reads the hours (the chat screens say
 * when the shop is closed); admins change them on /configuracoes.
 */
export const businessHoursRoutes: FastifyPluginAsyncZod = async (app) => {
  const view = okSchema(BusinessHoursViewSchema);

  app.get(
    '/business-hours',
    { onRequest: app.requireRole(...STAFF_ROLES), schema: { response: { 200: view }, tags } },
    async () => ok(await readBusinessHours(app.db)),
  );

  app.put(
    '/business-hours',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        body: BusinessHoursBodySchema,
        response: { 200: view },
        tags,
        description:
          'The whole setting: weekdays from Sunday (0) to Saturday (6), holidays, the away message ({abertura}: the next opening).',
      },
    },
    async (req) => ok(await updateBusinessHours(app.db, req.actor, req.body)),
  );
};
