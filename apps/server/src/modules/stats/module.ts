import { defineModule, type RouteOptions } from '../../lib/module';
import { statsRoutes } from './routes';

/** The statistics and health routes; the health check pings Redis when the app has one. */
export const statsModule = (routeOptions: RouteOptions<typeof statsRoutes>) =>
  defineModule({ routes: statsRoutes, routeOptions });
