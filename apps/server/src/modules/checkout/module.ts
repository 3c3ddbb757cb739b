import { defineModule } from '../../lib/module';
import { scheduleStaleClaims } from './reconcile';
import { checkoutRoutes } from './routes';

export const checkoutModule = defineModule({
  routes: checkoutRoutes,
  // A payment attempt nobody comes back to (the tab closed mid-charge) becomes its sale, or is
  // freed, within minutes (docs/0085).
  schedules: (ctx, warn) => [() => scheduleStaleClaims(ctx(), warn('stale payment attempts'))],
});
