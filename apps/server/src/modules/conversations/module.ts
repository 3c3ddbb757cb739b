import { defineModule } from '../../lib/module';
import { customerMessageJob } from './customer-message-job';
import { conversationRoutes } from './routes';
import { scheduleMediaPruning } from './service';

export const conversationsModule = defineModule({
  routes: conversationRoutes,
  jobs: (ctx) => [customerMessageJob(ctx)],
  // Message files go after the retention an admin sets (issue 33).
  schedules: (ctx, warn) => [() => scheduleMediaPruning(ctx(), warn('media pruning'))],
});
