import { defineModule } from '../../lib/module';
import { transcriptRoutes } from './routes';

export const transcriptsModule = defineModule({ routes: transcriptRoutes });
