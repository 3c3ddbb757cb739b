import type { Db } from '../db';
import { hashPassword } from '../lib/passwords';
import { seedAdCampaigns } from './ad-campaigns';
import { seedCatalogue } from './catalogue';
import { seedEmailMarketing } from './email-marketing';
import { seedChatHistory } from './chat-history';
import { demoContext } from './context';
import { seedCustomers } from './customers';
import { seedFunnel } from './funnel';
import { writeDemoMedia } from './media';
import { seedPayments } from './payments';
import { seedSalesHistory } from './sales-history';
import { seedShifts, seedStaff } from './staff';
import { seedTasks } from './tasks';
import { seedQuickReplies } from './quick-replies';
import { seedLabels } from './labels';

export const DEMO_PASSWORD = 'demo1234';

export type DemoLogins = { role: string; username: string; password: string }[];

/**
 * Fills a fresh database with the demo's sample data. The steps share one random sequence
 * (see context.ts), so their order here is part of what makes every run show the same rows.
 */
export async function seedDemo(db: Db, now = new Date(), uploadsDir?: string): Promise<DemoLogins> {
  const media = uploadsDir ? writeDemoMedia(uploadsDir) : null;
  const demo = demoContext(db, now, 20261123);

  const staff = await seedStaff(demo, await hashPassword(DEMO_PASSWORD));
  const sellers = staff.filter((s) => s.active);

  const catalogue = await seedCatalogue(db, demo.iso(now));
  const plans = await db.selectFrom('subscription_plans').select('id').execute();
  await seedCustomers(demo, { catalogue, plans, sellers }, media);
  await seedShifts(demo, sellers);
  await seedChatHistory(demo, sellers);

  await db
    .insertInto('settings')
    .values({ key: 'meta_pixel_id', value: '123456789012345', updated_at: demo.iso(now), updated_by: null })
    .execute();
  await seedPayments(db, now, demo.rnd);
  await seedSalesHistory(demo);
  await seedFunnel(demo);
  await seedTasks(demo, staff);
  await seedAdCampaigns(demo);
  await seedEmailMarketing(demo);
  await seedQuickReplies(demo, staff);
  await seedLabels(demo);

  return [
    { role: 'admin (Administrador)', username: 'onsolutions', password: DEMO_PASSWORD },
    { role: 'operador (Supervisor)', username: 'carla.mendes', password: DEMO_PASSWORD },
    { role: 'trainee (Trainee)', username: 'lucas.almeida', password: DEMO_PASSWORD },
  ];
}
