import { defineModule } from '../../lib/module';
import { aiRoutes } from './routes';

export const aiModule = defineModule({ routes: aiRoutes });
