import { defineModule } from '../../lib/module';
import { listRoutes } from './routes';

export const listsModule = defineModule({ routes: listRoutes });
