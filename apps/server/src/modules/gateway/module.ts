import { defineModule, type RouteOptions } from '../../lib/module';
import { botForwardJobDefinition } from './bot-forward';
import { gatewayRoutes } from './routes';

/** The WhatsApp gateway and its webhook; what becomes of each message received is handed in. */
export const gatewayModule = (routeOptions: RouteOptions<typeof gatewayRoutes>) =>
  defineModule({ routes: gatewayRoutes, routeOptions, jobs: () => [botForwardJobDefinition] });
