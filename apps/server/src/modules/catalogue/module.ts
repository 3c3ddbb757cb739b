import { defineModule } from '../../lib/module';
import { catalogueRoutes } from './routes';

export const catalogueModule = defineModule({ routes: catalogueRoutes });
