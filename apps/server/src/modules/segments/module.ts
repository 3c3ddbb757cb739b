import { defineModule, type RouteOptions } from '../../lib/module';
import { segmentRoutes } from './routes';

/** Customer segments; whether one may be deleted is asked of whoever uses them. */
export const segmentsModule = (routeOptions: RouteOptions<typeof segmentRoutes>) =>
  defineModule({ routes: segmentRoutes, routeOptions });
