import { defineModule } from '../../lib/module';
import { assignmentRoutes } from './routes';
import { scheduleDistribution } from './service';

export const assignmentModule = defineModule({
  routes: assignmentRoutes,
  // Fair assignment (issue 32) also runs after each customer message; this catches clock-ins,
  // ends of breaks, closed chats and expired offers.
  schedules: (ctx, warn) => [() => scheduleDistribution(ctx(), warn('chat distribution'))],
});
