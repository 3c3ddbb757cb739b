import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  AdCampaignBodySchema,
  AdCampaignCustomersPageSchema,
  AdCampaignCustomersQuerySchema,
  AdCampaignIdParamsSchema,
  AdCampaignListQuerySchema,
  AdCampaignMatchBodySchema,
  AdCampaignMatchSchema,
  AdCampaignPageSchema,
  AdCampaignSchema,
  AdCampaignToggleSchema,
  AdProductBodySchema,
  AdProductParamsSchema,
  AdProductSchema,
} from '@ponte/domain/ad-campaigns';
import { forbidden } from '../../lib/errors';
import { ok, okSchema } from '../../lib/reply';
import { okRoutes } from '../../lib/route';
import {
  addAdProduct,
  createAdCampaign,
  deleteAdCampaign,
  deleteAdProduct,
  getAdCampaign,
  listAdCampaignCustomers,
  listAdCampaigns,
  matchAdCampaign,
  setAdCampaignActive,
  updateAdCampaign,
  updateAdProduct,
} from './service';

const tags = ['ad-campaigns'];

/** After botOrStaff: only the bot's key passes; a staff token is known but not allowed. */
const botOnly = async (req: FastifyRequest) => {
  if (!req.viaBot) throw forbidden();
};

/**
 * Ad campaigns of spec 3 (/campanhas), kept by the server (docs/0023): admins manage them;
 * the bot (x-bot-key) asks which campaign a customer's message came from.
 */
export const adCampaignRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = app.requireRole('admin');
  const adminRoute = okRoutes(adminOnly, tags);
  const byId = { params: AdCampaignIdParamsSchema };

  app.get(
    '/ad-campaigns',
    {
      onRequest: adminOnly,
      schema: { querystring: AdCampaignListQuerySchema, response: { 200: AdCampaignPageSchema }, tags },
    },
    async (req) => listAdCampaigns(app.db, req.query),
  );

  app.post('/ad-campaigns', adminRoute({ body: AdCampaignBodySchema }, AdCampaignSchema, 201), async (req, reply) =>
    reply.code(201).send(ok(await createAdCampaign(app.db, req.actor, req.body, req.ip))),
  );

  app.post(
    '/ad-campaigns/match',
    {
      config: { public: true },
      onRequest: [app.botOrStaff, botOnly],
      schema: {
        body: AdCampaignMatchBodySchema,
        response: { 200: okSchema(AdCampaignMatchSchema) },
        security: [{ botKey: [] }],
        description:
          'The bot only (x-bot-key): the active campaign whose trigger phrase the message contains (case and ' +
          'accents ignored, the longest phrase wins), with its products, or null. The customer, found or ' +
          'created by phone, is recorded once as coming from that campaign.',
        tags,
      },
    },
    async (req) => ok(await matchAdCampaign(app.db, req.body)),
  );

  app.get('/ad-campaigns/:id', adminRoute(byId, AdCampaignSchema), async (req) =>
    ok(await getAdCampaign(app.db, req.params.id)),
  );

  app.put('/ad-campaigns/:id', adminRoute({ ...byId, body: AdCampaignBodySchema }, AdCampaignSchema), async (req) =>
    ok(await updateAdCampaign(app.db, req.actor, req.params.id, req.body, req.ip)),
  );

  app.put(
    '/ad-campaigns/:id/active',
    adminRoute({ ...byId, body: AdCampaignToggleSchema }, AdCampaignSchema),
    async (req) => ok(await setAdCampaignActive(app.db, req.actor, req.params.id, req.body.active, req.ip)),
  );

  app.delete('/ad-campaigns/:id', adminRoute(byId, z.null()), async (req) => {
    await deleteAdCampaign(app.db, req.actor, req.params.id, req.ip);
    return ok(null);
  });

  app.get(
    '/ad-campaigns/:id/customers',
    {
      onRequest: adminOnly,
      schema: {
        params: AdCampaignIdParamsSchema,
        querystring: AdCampaignCustomersQuerySchema,
        response: { 200: AdCampaignCustomersPageSchema },
        tags,
      },
    },
    async (req) => listAdCampaignCustomers(app.db, req.params.id, req.query),
  );

  app.post(
    '/ad-campaigns/:id/products',
    adminRoute({ ...byId, body: AdProductBodySchema }, AdProductSchema, 201),
    async (req, reply) =>
      reply.code(201).send(ok(await addAdProduct(app.db, req.actor, req.params.id, req.body, req.ip))),
  );

  app.put(
    '/ad-campaigns/:id/products/:productId',
    adminRoute({ params: AdProductParamsSchema, body: AdProductBodySchema }, AdProductSchema),
    async (req) => ok(await updateAdProduct(app.db, req.actor, req.params.id, req.params.productId, req.body, req.ip)),
  );

  app.delete(
    '/ad-campaigns/:id/products/:productId',
    adminRoute({ params: AdProductParamsSchema }, z.null()),
    async (req) => {
      await deleteAdProduct(app.db, req.actor, req.params.id, req.params.productId, req.ip);
      return ok(null);
    },
  );
};
