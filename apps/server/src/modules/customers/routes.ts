import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AssignChatSchema, CustomerDetailQuerySchema, CustomerListQuerySchema, onlyDigits, ToggleBotSchema } from '@ponte/domain/customers';
import { STAFF_ROLES } from '@ponte/domain/roles';
import { ok } from '../../lib/reply';
import { BOT_OR_STAFF_SECURITY, botOrStaff } from '../gateway/bot-auth';
import { assignChat, customerDetail, detailEtag, findOrCreateCustomer, listCustomers, requireCustomer, toggleBot } from './service';

const IdParams = z.object({ id: z.coerce.number().int().positive('ID inválido') });
const NewCustomerSchema = z.object({
  phone: z.string({ error: 'O telefone é obrigatório' }).refine((v) => onlyDigits(v).length >= 10 && onlyDigits(v).length <= 15, 'Telefone inválido'),
  name: z.string().trim().max(120).optional(),
  email: z.union([z.literal(''), z.email('Email inválido')]).optional(),
});

export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = { onRequest: app.requireRole(...STAFF_ROLES) };
  const tags = ['customers'];

  app.get('/customers', { ...staff, schema: { querystring: CustomerListQuerySchema, tags } }, async (req) => listCustomers(app.db, req.query));

  app.post(
    '/customers',
    { config: { public: true }, onRequest: botOrStaff(app), schema: { body: NewCustomerSchema, tags, security: BOT_OR_STAFF_SECURITY, description: 'Finds or creates a customer by phone. Staff token or the bot key (x-bot-key).' } },
    async (req) => ok(await findOrCreateCustomer(app.db, req.body)),
  );

  // The 3-second poll: an unchanged chat answers 304 without reading its messages.
  app.get('/users/:id', { ...staff, schema: { params: IdParams, querystring: CustomerDetailQuerySchema, tags } }, async (req, reply) => {
    const etag = await detailEtag(app.db, req.params.id, req.query, req.actor);
    if (etag) {
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    }
    return ok(await customerDetail(app.db, req.params.id, req.query, req.actor));
  });

  app.get('/users/:id/bot-status', { ...staff, schema: { params: IdParams, tags } }, async (req) => {
    const c = await requireCustomer(app.db, req.params.id);
    return ok({ bot_enabled: c.bot_enabled === 1, atendimento: c.atendimento === 1 });
  });

  app.post('/users/:id/toggle-bot', { ...staff, schema: { params: IdParams, body: ToggleBotSchema, tags } }, async (req) =>
    ok(await toggleBot(app.ctx, req.actor, req.params.id, req.body)),
  );

  app.post('/chats/assign', { ...staff, schema: { body: AssignChatSchema, tags } }, async (req) => ok(await assignChat(app.ctx, req.actor, req.body)));
};
