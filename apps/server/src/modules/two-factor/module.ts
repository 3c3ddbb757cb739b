import { defineModule, type RouteOptions } from '../../lib/module';
import { twoFactorRoutes } from './routes';

/** Two-step verification; every code guessed counts against the sign-in lockout the app hands in. */
export const twoFactorModule = (routeOptions: RouteOptions<typeof twoFactorRoutes>) =>
  defineModule({ routes: twoFactorRoutes, routeOptions });
