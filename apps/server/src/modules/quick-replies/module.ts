import { defineModule } from '../../lib/module';
import { quickReplyRoutes } from './routes';

export const quickRepliesModule = defineModule({ routes: quickReplyRoutes });
