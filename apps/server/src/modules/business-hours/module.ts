import { defineModule } from '../../lib/module';
import { businessHoursRoutes } from './routes';

export const businessHoursModule = defineModule({ routes: businessHoursRoutes });
