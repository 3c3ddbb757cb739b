import { defineModule } from '../../lib/module';
import { campaignRoutes } from './routes';
import { campaignSendJob } from './sender';
import { campaignStartJob } from './service';

export const campaignsModule = defineModule({
  routes: campaignRoutes,
  jobs: (ctx) => [campaignSendJob(ctx), campaignStartJob(ctx)],
});
