import { defineModule } from '../../lib/module';
import { settingsRoutes } from './routes';

export const settingsModule = defineModule({ routes: settingsRoutes });
