import { defineModule } from '../../lib/module';
import { noteRoutes } from './routes';

export const notesModule = defineModule({ routes: noteRoutes });
