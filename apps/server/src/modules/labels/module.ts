import { defineModule } from '../../lib/module';
import { labelRoutes } from './routes';

export const labelsModule = defineModule({ routes: labelRoutes });
