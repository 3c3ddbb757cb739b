import { defineModule } from '../../lib/module';
import { privacyRoutes } from './routes';

export const privacyModule = defineModule({ routes: privacyRoutes });
