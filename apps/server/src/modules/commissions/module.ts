import { defineModule } from '../../lib/module';
import { commissionRoutes } from './routes';

export const commissionsModule = defineModule({ routes: commissionRoutes });
