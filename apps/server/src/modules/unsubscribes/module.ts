import { defineModule } from '../../lib/module';
import { unsubscribeRoutes } from './routes';

export const unsubscribesModule = defineModule({ routes: unsubscribeRoutes });
