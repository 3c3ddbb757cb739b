import { defineModule } from '../../lib/module';
import { userRoutes } from './routes';

export const usersModule = defineModule({ routes: userRoutes });
