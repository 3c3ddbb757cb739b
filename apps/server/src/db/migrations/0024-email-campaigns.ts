import type { Kysely } from 'kysely';
import { idColumn } from '../migrate';

/**
 * E-mail campaigns (docs/0024). A campaign's recipients are written once when it starts
 * (unique per campaign and address), each with a random token for its open pixel, click links
 * and unsubscribe link. A recipient is claimed ('sending') by one statement before its message
 * goes out, so two runners never send it twice; the (campaign, status, id) index serves the claim.
 * Links are registered per campaign: a click redirects only to a stored link.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const id = idColumn(db);
  await db.schema
    .createTable('email_campaigns')
    .addColumn('id', id.type, id.build)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('template_id', 'integer', (c) => c.references('email_templates.id').onDelete('set null'))
    .addColumn('segment_id', 'integer', (c) => c.references('campaign_segments.id').onDelete('set null'))
    .addColumn('schedule_type', 'text', (c) => c.notNull().defaultTo('immediate'))
    .addColumn('scheduled_at', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('subject', 'text')
    .addColumn('body_html', 'text')
    .addColumn('recipients_total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('prepared_at', 'text')
    .addColumn('consecutive_errors', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('created_by', 'integer', (c) => c.references('staff.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text')
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema.createIndex('email_campaigns_created').on('email_campaigns').column('created_at').execute();
  await db.schema
    .createTable('campaign_recipients')
    .addColumn('id', id.type, id.build)
    .addColumn('campaign_id', 'integer', (c) => c.notNull().references('email_campaigns.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('set null'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('claimed_at', 'text')
    .addColumn('message_id', 'text')
    .addColumn('error', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('convert_until', 'text')
    .addColumn('opened_at', 'text')
    .addColumn('clicked_at', 'text')
    .addColumn('unsubscribed_at', 'text')
    .execute();
  await db.schema
    .createIndex('campaign_recipients_address')
    .on('campaign_recipients')
    .columns(['campaign_id', 'email'])
    .unique()
    .execute();
  await db.schema
    .createIndex('campaign_recipients_status')
    .on('campaign_recipients')
    .columns(['campaign_id', 'status', 'id'])
    .execute();
  await db.schema.createIndex('campaign_recipients_customer').on('campaign_recipients').column('customer_id').execute();
  await db.schema
    .createTable('campaign_links')
    .addColumn('id', id.type, id.build)
    .addColumn('campaign_id', 'integer', (c) => c.notNull().references('email_campaigns.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('campaign_links_url')
    .on('campaign_links')
    .columns(['campaign_id', 'url'])
    .unique()
    .execute();
  await db.schema
    .createTable('campaign_clicks')
    .addColumn('id', id.type, id.build)
    .addColumn('recipient_id', 'integer', (c) => c.notNull().references('campaign_recipients.id').onDelete('cascade'))
    .addColumn('link_id', 'integer', (c) => c.notNull().references('campaign_links.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('campaign_clicks_recipient').on('campaign_clicks').column('recipient_id').execute();
  // A recipient's conversion: a sale of that customer in the days after the message.
  await db.schema.createIndex('sales_customer_created').on('sales').columns(['customer_id', 'created_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('sales_customer_created').execute();
  await db.schema.dropTable('campaign_clicks').execute();
  await db.schema.dropTable('campaign_links').execute();
  await db.schema.dropTable('campaign_recipients').execute();
  await db.schema.dropTable('email_campaigns').execute();
}
