import { defineModule } from '../../lib/module';
import { csatRoutes } from './routes';

export const csatModule = defineModule({ routes: csatRoutes });
