import { defineModule, type RouteOptions } from '../../lib/module';
import { metaEventJob } from './capi-job';
import { funnelRoutes } from './routes';
import { saleConversionJob } from './sale-conversion-job';

/** The sales funnel: the site's tracking events, sale conversions and Meta's Conversions API. */
export const funnelModule = (opts: RouteOptions<typeof funnelRoutes> & { metaGraphUrl?: string }) =>
  defineModule({
    routes: funnelRoutes,
    routeOptions: { trackingRateLimit: opts.trackingRateLimit },
    jobs: (ctx) => [saleConversionJob(ctx), metaEventJob(ctx, opts.metaGraphUrl)],
  });
