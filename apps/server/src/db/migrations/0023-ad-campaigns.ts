import type { Kysely } from 'kysely';
import { idColumn } from '../migrate';

/**
 * Ad campaigns (spec 3, /campanhas; docs/0023). The spec kept them in the browser; here they
 * are shared server data. `campaign_id` is the ad platform's id, unique. `trigger_key` is the
 * trigger phrase folded (no accents, lower case) so the bot's match compares like with like;
 * `search_text` is the folded name and campaign id the list's search reads. A customer is
 * recorded once per campaign: the unique pair lets concurrent bot calls insert with
 * ON CONFLICT DO NOTHING (docs/0012).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const id = idColumn(db);
  await db.schema
    .createTable('ad_campaigns')
    .addColumn('id', id.type, id.build)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('campaign_id', 'text', (c) => c.notNull())
    .addColumn('trigger_phrase', 'text')
    .addColumn('trigger_key', 'text')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ad_campaigns_campaign_id').on('ad_campaigns').column('campaign_id').unique().execute();
  await db.schema.createIndex('ad_campaigns_active').on('ad_campaigns').columns(['active', 'id']).execute();

  await db.schema
    .createTable('ad_campaign_products')
    .addColumn('id', id.type, id.build)
    .addColumn('campaign_id', 'integer', (c) => c.notNull().references('ad_campaigns.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('description', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ad_campaign_products_campaign')
    .on('ad_campaign_products')
    .columns(['campaign_id', 'id'])
    .execute();

  await db.schema
    .createTable('ad_campaign_customers')
    .addColumn('id', id.type, id.build)
    .addColumn('campaign_id', 'integer', (c) => c.notNull().references('ad_campaigns.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('first_message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ad_campaign_customers_pair')
    .on('ad_campaign_customers')
    .columns(['campaign_id', 'customer_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('ad_campaign_customers_customer')
    .on('ad_campaign_customers')
    .column('customer_id')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('ad_campaign_customers').execute();
  await db.schema.dropTable('ad_campaign_products').execute();
  await db.schema.dropTable('ad_campaigns').execute();
}
