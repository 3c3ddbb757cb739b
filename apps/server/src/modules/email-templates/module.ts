import { defineModule, type RouteOptions } from '../../lib/module';
import { emailTemplateRoutes } from './routes';

/** E-mail templates; whether one may be deleted is asked of whoever uses them. */
export const emailTemplatesModule = (routeOptions: RouteOptions<typeof emailTemplateRoutes>) =>
  defineModule({ routes: emailTemplateRoutes, routeOptions });
