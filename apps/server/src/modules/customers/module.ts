import { defineModule, type RouteOptions } from '../../lib/module';
import { customerRoutes } from './routes';
import { scheduleCustomerDayFold } from './service';

/** Customers; what happens when an attendance ends is handed in. Registrations go into their day summary. */
export const customersModule = (routeOptions: RouteOptions<typeof customerRoutes>) =>
  defineModule({
    routes: customerRoutes,
    routeOptions,
    // The pending registrations go into their summaries (docs/0057).
    schedules: (ctx, warn) => [
      () => scheduleCustomerDayFold(ctx().db, ctx().dbKind, warn('customer day summary fold')),
    ],
  });
