import { defineModule } from '../../lib/module';
import { notificationRoutes } from './routes';

export const notificationsModule = defineModule({ routes: notificationRoutes });
