import { defineModule } from '../../lib/module';
import { salesRoutes } from './routes';

export const salesModule = defineModule({ routes: salesRoutes });
