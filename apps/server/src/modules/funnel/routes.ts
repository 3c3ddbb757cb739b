import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FunnelQuerySchema,
  FunnelReportSchema,
  TrackEventBodySchema,
  TrackEventResultSchema,
} from '@ponte/domain/funnel';
import {
  AttributionWindowResultSchema,
  AttributionWindowSchema,
  CampaignQuerySchema,
  CampaignReportSchema,
  CampaignSpendBodySchema,
  CampaignSpendSchema,
  FunnelIdParamsSchema,
  ResendResultSchema,
} from '@ponte/domain/funnel-campaigns';
import { ok, okSchema } from '../../lib/reply';
import { okRoutes } from '../../lib/route';
import { campaignReport } from './campaigns';
import { funnelReport } from './report';
import { resendFailedEvent } from './resend';
import { trackEvent } from './service';
import { readAttributionWindowDays, saveAttributionWindowDays } from './settings';
import { createSpend, deleteSpend, updateSpend } from './spend';
import { trackingOrigin } from './tracking-origin';

const tags = ['funnel'];

/** Headers are the visitor's to write: only a bounded piece of each is kept. */
const header = (value: string | undefined, max: number) => (value ? value.slice(0, max) : null);

/**
 * The Meta conversion funnel of spec 2: the shop's site reports each step of a visitor who came
 * from an ad (public, rate-limited per address, CORS for the shop's site only); admins read the
 * funnel on /meta-funil.
 */
export const funnelRoutes: FastifyPluginAsyncZod<{ trackingRateLimit: number }> = async (app, opts) => {
  const tracking = { public: true, rateLimit: { max: opts.trackingRateLimit, timeWindow: '1 minute' } };
  // There is no CORS plugin in the stack, and one route needs it: the headers are written here.
  const cors = async (req: FastifyRequest, reply: FastifyReply) => {
    reply.header('vary', 'Origin');
    const origin = await trackingOrigin(app.db, req.headers.origin);
    if (origin) reply.header('access-control-allow-origin', origin);
  };

  app.options('/meta/events', { config: tracking, onRequest: cors, schema: { hide: true } }, async (_req, reply) =>
    reply
      .header('access-control-allow-methods', 'POST')
      .header('access-control-allow-headers', 'content-type')
      .header('access-control-max-age', '600')
      .code(204)
      .send(),
  );

  app.post(
    '/meta/events',
    {
      config: tracking,
      onRequest: cors,
      schema: {
        body: TrackEventBodySchema,
        response: { 200: okSchema(TrackEventResultSchema) },
        tags,
        description:
          'Called by the shop site for PageView, AddToCart, InitiateCheckout and Purchase of a visitor who came from a Meta ad.',
      },
    },
    async (req) =>
      ok(
        await trackEvent(app.ctx, req.body, {
          ip: req.ip,
          userAgent: header(req.headers['user-agent'], 500),
          referer: /^https?:\/\//i.test(req.headers.referer ?? '') ? header(req.headers.referer, 2000) : null,
        }),
      ),
  );

  app.get(
    '/meta/funnel',
    {
      onRequest: app.requireRole('admin'),
      schema: { querystring: FunnelQuerySchema, response: { 200: okSchema(FunnelReportSchema) }, tags },
    },
    async (req) => ok(await funnelReport(app.db, req.query)),
  );

  // Issue 28: revenue and return per campaign, the attribution window, spend entries, resending.
  const adminOnly = app.requireRole('admin');
  const adminRoute = okRoutes(adminOnly, tags);

  app.get(
    '/meta/campaigns',
    adminRoute(
      {
        querystring: CampaignQuerySchema,
        description:
          'Per campaign of the period: clicks, purchases and revenue credited to them, and the spend entered for it (prorated by days) with its return.',
      },
      CampaignReportSchema,
    ),
    async (req) => ok(await campaignReport(app.db, req.query)),
  );

  app.get('/meta/attribution-window', adminRoute({}, AttributionWindowResultSchema), async () =>
    ok({ days: await readAttributionWindowDays(app.db) }),
  );

  app.put(
    '/meta/attribution-window',
    adminRoute(
      {
        body: AttributionWindowSchema,
        description: 'Days after a click in which a sale converts it; applies to sales converted from now on.',
      },
      AttributionWindowResultSchema,
    ),
    async (req) => ok(await saveAttributionWindowDays(app.db, req.actor, req.body.days, req.ip)),
  );

  app.post(
    '/meta/campaign-spend',
    adminRoute({ body: CampaignSpendBodySchema }, CampaignSpendSchema, 201),
    async (req, reply) => reply.code(201).send(ok(await createSpend(app.db, req.actor, req.body, req.ip))),
  );

  app.put(
    '/meta/campaign-spend/:id',
    adminRoute({ params: FunnelIdParamsSchema, body: CampaignSpendBodySchema }, CampaignSpendSchema),
    async (req) => ok(await updateSpend(app.db, req.actor, req.params.id, req.body, req.ip)),
  );

  app.delete('/meta/campaign-spend/:id', adminRoute({ params: FunnelIdParamsSchema }, z.null()), async (req) => {
    await deleteSpend(app.db, req.actor, req.params.id, req.ip);
    return ok(null);
  });

  app.post(
    '/meta/events/:id/resend',
    adminRoute(
      {
        params: FunnelIdParamsSchema,
        description:
          'Sends a finally failed Conversions API event again through the delivery job: 404 unknown id, 409 when it is not failed or the Pixel is not set up.',
      },
      ResendResultSchema,
    ),
    async (req) => ok(await resendFailedEvent(app.ctx, req.actor, req.params.id, req.ip)),
  );
};
