import { defineModule } from '../../lib/module';
import { scheduleTaskReminders } from './reminders';
import { taskRoutes } from './routes';

export const tasksModule = defineModule({
  routes: taskRoutes,
  // Due-date reminders (docs/0048).
  schedules: (ctx, warn) => [() => scheduleTaskReminders(ctx(), warn('task reminders'))],
});
