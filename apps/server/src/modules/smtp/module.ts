import { defineModule } from '../../lib/module';
import { smtpRoutes } from './routes';

export const smtpModule = defineModule({ routes: smtpRoutes });
