import { defineModule, type RouteOptions } from '../../lib/module';
import { authRoutes } from './routes';

/** Sign-in and the staff's own account; the sign-ins allowed a minute from one address come from the app. */
export const authModule = (routeOptions: RouteOptions<typeof authRoutes>) =>
  defineModule({ routes: authRoutes, routeOptions });
