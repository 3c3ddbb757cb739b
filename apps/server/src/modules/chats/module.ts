import { defineModule } from '../../lib/module';
import { chatRoutes } from './routes';
import { scheduleChatDayFold } from './service';

export const chatsModule = defineModule({
  routes: chatRoutes,
  // The pending changes of the chat days go into their summaries (docs/0057).
  schedules: (ctx, warn) => [() => scheduleChatDayFold(ctx().db, ctx().dbKind, warn('chat day summary fold'))],
});
