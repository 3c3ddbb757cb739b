import type { Kysely } from 'kysely';
import { idColumn, isPostgres } from '../migrate';

/**
 * Issue 14, the Meta conversion funnel. A click (fbclid from the shop's site, or ctwa_clid
 * from a click-to-WhatsApp ad) is one row, unique per source and click id, so concurrent
 * events of one click upsert the same row. Its events are the Conversions API outbox: unique
 * on event_name + event_id, the pair Meta deduplicates on, so a repeated event is sent once.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const id = idColumn(db);
  await db.schema
    .createTable('funnel_clicks')
    .addColumn('id', id.type, id.build)
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('click_id', 'text', (c) => c.notNull())
    .addColumn('fbc', 'text')
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('set null'))
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('pageview', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('addtocart', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('initiatecheckout', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('purchase', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sale_id', 'integer', (c) => c.references('sales.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('funnel_clicks_click_unique', ['source', 'click_id'])
    .execute();
  await db.schema.createIndex('funnel_clicks_created').on('funnel_clicks').column('created_at').execute();
  await db.schema
    .createIndex('funnel_clicks_status_created')
    .on('funnel_clicks')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('funnel_clicks_customer')
    .on('funnel_clicks')
    .columns(['customer_id', 'created_at'])
    .execute();
  // A sale links the customer's clicks nobody had tied yet by the e-mail or phone they carried.
  await db.schema.createIndex('funnel_clicks_email').on('funnel_clicks').column('email').execute();
  await db.schema.createIndex('funnel_clicks_phone').on('funnel_clicks').column('phone').execute();

  await db.schema
    .createTable('funnel_events')
    .addColumn('id', id.type, id.build)
    .addColumn('click_id', 'integer', (c) => c.notNull().references('funnel_clicks.id').onDelete('cascade'))
    .addColumn('event_name', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('event_time', 'text', (c) => c.notNull())
    .addColumn('value_cents', isPostgres(db) ? 'bigint' : 'integer')
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('fbp', 'text')
    .addColumn('event_source_url', 'text')
    .addColumn('client_ip_address', 'text')
    .addColumn('client_user_agent', 'text')
    .addColumn('delivery', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('funnel_events_event_unique', ['event_name', 'event_id'])
    .execute();
  await db.schema.createIndex('funnel_events_click').on('funnel_events').column('click_id').execute();
  await db.schema
    .createIndex('funnel_events_delivery')
    .on('funnel_events')
    .columns(['delivery', 'updated_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('funnel_events').execute();
  await db.schema.dropTable('funnel_clicks').execute();
}
