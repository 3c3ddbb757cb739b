import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BotStatusSchema,
  CustomerIdParamsSchema,
  CustomerListQuerySchema,
  CustomerListResponseSchema,
  CustomerRecordSchema,
  NewCustomerSchema,
  ToggleBotSchema,
} from '@ponte/domain/customers';
import { STAFF_ROLES } from '@ponte/domain/roles';
import { ok, okSchema } from '../../lib/reply';
import { BOT_OR_STAFF_SECURITY } from '../../plugins/bot-auth';
import { CustomerLabelBodySchema, CustomerLabelParamsSchema, CustomerLabelsSchema } from '@ponte/domain/labels';
import { labelCustomer } from './labels';
import { findOrCreateCustomer, listCustomers, requireCustomer, toggleBot, type AttendanceEndedHook } from './service';

export const customerRoutes: FastifyPluginAsyncZod<{ onAttendanceEnded?: AttendanceEndedHook }> = async (app, opts) => {
  const staff = { onRequest: app.requireRole(...STAFF_ROLES) };
  const tags = ['customers'];

  // The whole answer is the spec's shape (pagination and summary beside data), not ok(…).
  app.get(
    '/customers',
    { ...staff, schema: { querystring: CustomerListQuerySchema, tags, response: { 200: CustomerListResponseSchema } } },
    async (req) => listCustomers(app.db, req.query),
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
        response: { 200: okSchema(CustomerRecordSchema) },
      },
    },
    async (req) => ok(await findOrCreateCustomer(app.db, req.body)),
  );

  app.get(
    '/users/:id/bot-status',
    { ...staff, schema: { params: CustomerIdParamsSchema, tags, response: { 200: okSchema(BotStatusSchema) } } },
    async (req) => {
      const c = await requireCustomer(app.db, req.params.id);
      return ok({ bot_enabled: c.bot_enabled === 1, atendimento: c.atendimento === 1 });
    },
  );

  app.post(
    '/users/:id/toggle-bot',
    {
      ...staff,
      schema: {
        params: CustomerIdParamsSchema,
        body: ToggleBotSchema,
        tags,
        response: { 200: okSchema(BotStatusSchema) },
      },
    },
    async (req) => ok(await toggleBot(app.ctx, req.actor, req.params.id, req.body, opts.onAttendanceEnded)),
  );

  // Issue 32: labels on a customer, for any staff member (the catalogue is /api/labels).
  app.post(
    '/customers/:id/labels',
    {
      ...staff,
      schema: {
        params: CustomerIdParamsSchema,
        body: CustomerLabelBodySchema,
        response: { 200: okSchema(CustomerLabelsSchema) },
        tags,
      },
    },
    async (req) => ok(await labelCustomer(app.ctx, req.actor, req.params.id, req.body.label_id, true)),
  );

  app.delete(
    '/customers/:id/labels/:labelId',
    {
      ...staff,
      schema: { params: CustomerLabelParamsSchema, response: { 200: okSchema(CustomerLabelsSchema) }, tags },
    },
    async (req) => ok(await labelCustomer(app.ctx, req.actor, req.params.id, req.params.labelId, false)),
  );
};
