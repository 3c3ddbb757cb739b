import { defineModule } from '../../lib/module';
import { logRoutes } from './routes';
import { scheduleActivityFold, scheduleLogPruning } from './service';

export const logsModule = defineModule({
  routes: logRoutes,
  schedules: (ctx, warn) => [
    // Old log entries go after the retention an admin sets (docs/0021).
    () => scheduleLogPruning(ctx().db, warn('log pruning')),
    // The pending changes of the productivity count go into their summaries (docs/0054).
    () => scheduleActivityFold(ctx().db, ctx().dbKind, warn('activity summary fold')),
  ],
});
