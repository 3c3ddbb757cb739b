import { defineModule } from '../../lib/module';
import { searchRoutes } from './routes';

export const searchModule = defineModule({ routes: searchRoutes });
