import { defineModule } from '../../lib/module';
import { attendanceRoutes } from './routes';

export const attendanceModule = defineModule({ routes: attendanceRoutes });
