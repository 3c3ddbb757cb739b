import type { Kysely } from 'kysely';

/**
 * Indexes of the sales screen. A status filter reads one status over a period, so status leads
 * and created_at follows (this replaces the status-only index); the amounts close it, so the
 * stats sum a period's confirmed sales from the index alone. A seller's own sales already have
 * (seller_id, created_at).
 * 'Ver Pedido' finds a sale by the list's order number, the payment's order id or the list.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('sales_status').execute();
  await db.schema
    .createIndex('sales_status_created')
    .on('sales')
    .columns(['status', 'created_at', 'total_usd_cents', 'commission_cents'])
    .execute();
  await db.schema.createIndex('sales_list').on('sales').column('shopping_list_id').execute();
  await db.schema.createIndex('sales_provider_order').on('sales').column('provider_order_id').execute();
  await db.schema
    .createIndex('shopping_lists_order_number')
    .on('shopping_lists')
    .column('woocommerce_order_id')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('shopping_lists_order_number').execute();
  await db.schema.dropIndex('sales_provider_order').execute();
  await db.schema.dropIndex('sales_list').execute();
  await db.schema.dropIndex('sales_status_created').execute();
  await db.schema.createIndex('sales_status').on('sales').column('status').execute();
}
