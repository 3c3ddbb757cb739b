import { defineModule } from '../../lib/module';
import { sessionRoutes } from './routes';

export const sessionsModule = defineModule({ routes: sessionRoutes });
