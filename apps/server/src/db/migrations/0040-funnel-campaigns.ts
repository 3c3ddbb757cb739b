import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { idColumn, isPostgres } from '../migrate';

/**
 * The Meta funnel by campaign (issue 28, docs/0047). A click keeps the campaign its landing
 * address named (`utm_campaign`), when a purchase converted it inside the attribution window,
 * and the revenue credited to it: a sale's amount goes to the latest click it converted, so
 * one sale is one purchase of one campaign. Admins enter what a campaign cost from one shop
 * day to another in `funnel_campaign_spend` (cents). Clicks converted before this migration
 * get the same credit from their sale, or from their site Purchase event's value.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const money = isPostgres(db) ? 'bigint' : 'integer';
  await db.schema.alterTable('funnel_clicks').addColumn('campaign', 'text').execute();
  await db.schema.alterTable('funnel_clicks').addColumn('converted_at', 'text').execute();
  await db.schema.alterTable('funnel_clicks').addColumn('revenue_cents', money).execute();
  await db.schema
    .createIndex('funnel_clicks_campaign_created')
    .on('funnel_clicks')
    .columns(['campaign', 'created_at'])
    .execute();

  await sql`update funnel_clicks set converted_at = updated_at where status = 'converted'`.execute(db);
  await sql`
    update funnel_clicks set revenue_cents = (select s.total_brl_cents from sales s where s.id = funnel_clicks.sale_id)
    where sale_id is not null and not exists (
      select 1 from funnel_clicks later
      where later.sale_id = funnel_clicks.sale_id
        and (later.created_at > funnel_clicks.created_at
          or (later.created_at = funnel_clicks.created_at and later.id > funnel_clicks.id))
    )`.execute(db);
  await sql`
    update funnel_clicks set revenue_cents = coalesce((
      select max(e.value_cents) from funnel_events e where e.click_id = funnel_clicks.id and e.event_name = 'Purchase'
    ), 0)
    where status = 'converted' and sale_id is null`.execute(db);

  const id = idColumn(db);
  await db.schema
    .createTable('funnel_campaign_spend')
    .addColumn('id', id.type, id.build)
    .addColumn('campaign', 'text', (c) => c.notNull())
    .addColumn('starts_on', 'text', (c) => c.notNull())
    .addColumn('ends_on', 'text', (c) => c.notNull())
    .addColumn('amount_cents', money, (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('staff.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('funnel_campaign_spend_days')
    .on('funnel_campaign_spend')
    .columns(['starts_on', 'ends_on'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('funnel_campaign_spend').execute();
  await db.schema.dropIndex('funnel_clicks_campaign_created').execute();
  await db.schema.alterTable('funnel_clicks').dropColumn('revenue_cents').execute();
  await db.schema.alterTable('funnel_clicks').dropColumn('converted_at').execute();
  await db.schema.alterTable('funnel_clicks').dropColumn('campaign').execute();
}
