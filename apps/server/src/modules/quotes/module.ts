import { defineModule } from '../../lib/module';
import { quoteRoutes } from './routes';

export const quotesModule = defineModule({ routes: quoteRoutes });
