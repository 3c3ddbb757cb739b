import { defineModule } from '../../lib/module';
import { adCampaignRoutes } from './routes';

export const adCampaignsModule = defineModule({ routes: adCampaignRoutes });
