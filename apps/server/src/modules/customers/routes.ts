import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CustomerListQuerySchema, ToggleBotSchema } from '@ponte/domain/customers';
import { onlyDigits } from '@ponte/domain/phone';
import { STAFF_ROLES } from '@ponte/domain/roles';
import { ok } from '../../lib/reply';
import { BOT_OR_STAFF_SECURITY } from '../../plugins/bot-auth';
import { findOrCreateCustomer, listCustomers, requireCustomer, toggleBot } from './service';

const IdParams = z.object({ id: z.coerce.number().int().positive('ID inválido') });
const NewCustomerSchema = z.object({
  phone: z
    .string({ error: 'O telefone é obrigatório' })
    .refine((v) => onlyDigits(v).length >= 10 && onlyDigits(v).length <= 15, 'Telefone inválido'),
  name: z.string().trim().max(120).optional(),
  email: z.union([z.literal(''), z.email('Email inválido')]).optional(),
});

export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = { onRequest: app.requireRole(...STAFF_ROLES) };
  const tags = ['customers'];

  app.get('/customers', { ...staff, schema: { querystring: CustomerListQuerySchema, tags } }, async (req) =>
    listCustomers(app.db, req.query),
  );

  app.post(
    '/customers',
    {
      config: { public: true },
      onRequest: app.botOrStaff,
      schema: {
        body: NewCustomerSchema,
        tags,
        security: BOT_OR_STAFF_SECURITY,
        description: 'Finds or creates a customer by phone. Staff token or the bot key (x-bot-key).',
      },
    },
    async (req) => ok(await findOrCreateCustomer(app.db, req.body)),
  );

  app.get('/users/:id/bot-status', { ...staff, schema: { params: IdParams, tags } }, async (req) => {
    const c = await requireCustomer(app.db, req.params.id);
    return ok({ bot_enabled: c.bot_enabled === 1, atendimento: c.atendimento === 1 });
  });

  app.post(
    '/users/:id/toggle-bot',
    { ...staff, schema: { params: IdParams, body: ToggleBotSchema, tags } },
    async (req) => ok(await toggleBot(app.ctx, req.actor, req.params.id, req.body)),
  );
};
