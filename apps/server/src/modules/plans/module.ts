import { defineModule } from '../../lib/module';
import { planRoutes } from './routes';

export const plansModule = defineModule({ routes: planRoutes });
