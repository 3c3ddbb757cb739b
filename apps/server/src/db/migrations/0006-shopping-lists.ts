import type { Kysely } from 'kysely';
import { foldText } from '@ponte/domain/search';
import { idColumn } from '../migrate';

/**
 * Shopping lists grow into what spec 2 shows (order id, payment link, applied plan, the typed
 * BRL amount, the kg rate frozen at completion), with their items, Ponte's own product
 * catalogue (used when no WooCommerce store is configured) and checkout sessions.
 * Money in integer cents.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const id = idColumn(db);

  const addListColumn = (
    name: string,
    type: 'text' | 'integer',
    build = (c: import('kysely').ColumnDefinitionBuilder) => c,
  ) => db.schema.alterTable('shopping_lists').addColumn(name, type, build).execute();
  await addListColumn('search_text', 'text', (c) => c.notNull().defaultTo(''));
  await addListColumn('completed_at', 'text');
  await addListColumn('woocommerce_order_id', 'text');
  await addListColumn('payment_link', 'text');
  await addListColumn('applied_subscription_id', 'integer', (c) =>
    c.references('subscription_plans.id').onDelete('set null'),
  );
  await addListColumn('total_brl_cents', 'integer');
  await addListColumn('kg_fee_cents', 'integer');
  await db.schema.createIndex('shopping_lists_created').on('shopping_lists').column('created_at').execute();
  await db.schema.createIndex('shopping_lists_plan').on('shopping_lists').column('applied_subscription_id').execute();
  const lists = await db.selectFrom('shopping_lists').select(['id', 'name']).execute();
  for (const l of lists) {
    await db
      .updateTable('shopping_lists')
      .set({ search_text: foldText(l.name) })
      .where('id', '=', l.id)
      .execute();
  }

  await db.schema
    .createTable('shopping_list_items')
    .addColumn('id', id.type, id.build)
    .addColumn('list_id', 'integer', (c) => c.notNull().references('shopping_lists.id').onDelete('cascade'))
    .addColumn('product_id', 'text')
    .addColumn('product_name', 'text', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('product_sku', 'text')
    .addColumn('product_weight', 'text')
    .addColumn('product_image', 'text')
    .addColumn('added_by', 'integer', (c) => c.references('staff.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('shopping_list_items_list').on('shopping_list_items').column('list_id').execute();

  await db.schema
    .createTable('store_products')
    .addColumn('id', id.type, id.build)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sku', 'text', (c) => c.unique())
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('short_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('weight', 'text')
    .addColumn('stock_quantity', 'integer')
    .addColumn('image_url', 'text')
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'integer', (c) => c.references('staff.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('store_products_name').on('store_products').column('name').execute();

  await db.schema
    .createTable('checkout_sessions')
    .addColumn('id', id.type, id.build)
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('shopping_list_id', 'integer', (c) => c.notNull().references('shopping_lists.id').onDelete('cascade'))
    .addColumn('amount_brl_cents', 'integer', (c) => c.notNull())
    .addColumn('amount_usd_cents', 'integer', (c) => c.notNull())
    .addColumn('order_summary', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('created_by', 'integer', (c) => c.references('staff.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .execute();
  await db.schema.createIndex('checkout_sessions_list').on('checkout_sessions').column('shopping_list_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['checkout_sessions', 'store_products', 'shopping_list_items'])
    await db.schema.dropTable(table).execute();
  await db.schema.dropIndex('shopping_lists_plan').execute();
  await db.schema.dropIndex('shopping_lists_created').execute();
  for (const column of [
    'kg_fee_cents',
    'total_brl_cents',
    'applied_subscription_id',
    'payment_link',
    'woocommerce_order_id',
    'completed_at',
    'search_text',
  ]) {
    await db.schema.alterTable('shopping_lists').dropColumn(column).execute();
  }
}
