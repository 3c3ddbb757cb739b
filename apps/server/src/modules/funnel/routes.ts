import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FunnelQuerySchema,
  FunnelReportSchema,
  TrackEventBodySchema,
  TrackEventResultSchema,
} from '@ponte/domain/funnel';
import { ok, okSchema } from '../../lib/reply';
import { funnelReport } from './report';
import { trackEvent } from './service';
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
};
