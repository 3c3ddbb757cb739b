import type { Kysely } from 'kysely';
import { idColumn } from '../migrate';

/**
 * Payments of checkout sessions and the sales they create. A card number or CVV never
 * reaches a table: a payment keeps the brand and last four digits only.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const id = idColumn(db);
  for (const [name, type] of [
    ['customer_name', 'text'],
    ['customer_email', 'text'],
    ['provider_order_id', 'text'],
    ['payment_method', 'text'],
    ['updated_at', 'text'],
  ] as const) {
    await db.schema.alterTable('checkout_sessions').addColumn(name, type).execute();
  }

  await db.schema
    .createTable('payments')
    .addColumn('id', id.type, id.build)
    .addColumn('session_id', 'integer', (c) => c.notNull().references('checkout_sessions.id').onDelete('cascade'))
    .addColumn('idempotency_key', 'text')
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_ref', 'text')
    .addColumn('amount_brl_cents', 'integer', (c) => c.notNull())
    .addColumn('installments', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('card_brand', 'text')
    .addColumn('card_last4', 'text')
    .addColumn('pix_emv', 'text')
    .addColumn('pix_qrcode', 'text')
    .addColumn('pix_expires_at', 'text')
    .addColumn('boleto_url', 'text')
    .addColumn('boleto_line', 'text')
    .addColumn('payment_url', 'text')
    .addColumn('message', 'text')
    .addColumn('confirmed_at', 'text')
    .addColumn('confirmed_by', 'integer', (c) => c.references('staff.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('payments_session_key')
    .on('payments')
    .columns(['session_id', 'idempotency_key'])
    .unique()
    .execute();
  await db.schema.createIndex('payments_provider_ref').on('payments').column('provider_ref').execute();
  await db.schema.createIndex('payments_status').on('payments').column('status').execute();

  await db.schema
    .createTable('sales')
    .addColumn('id', id.type, id.build)
    .addColumn('shopping_list_id', 'integer', (c) => c.references('shopping_lists.id').onDelete('set null'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('seller_id', 'integer', (c) => c.references('staff.id').onDelete('set null'))
    // One sale per checkout session: a second confirmation of the same payment finds it.
    .addColumn('checkout_session_id', 'integer', (c) =>
      c.unique().references('checkout_sessions.id').onDelete('set null'),
    )
    .addColumn('payment_id', 'integer', (c) => c.references('payments.id').onDelete('set null'))
    .addColumn('total_usd_cents', 'integer', (c) => c.notNull())
    .addColumn('total_brl_cents', 'integer', (c) => c.notNull())
    .addColumn('commission_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('commission_rule_id', 'integer')
    .addColumn('payment_method', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('provider_order_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'text')
    .execute();
  await db.schema.createIndex('sales_created').on('sales').column('created_at').execute();
  await db.schema.createIndex('sales_seller').on('sales').columns(['seller_id', 'created_at']).execute();
  await db.schema.createIndex('sales_status').on('sales').column('status').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sales').execute();
  await db.schema.dropTable('payments').execute();
  for (const name of ['updated_at', 'payment_method', 'provider_order_id', 'customer_email', 'customer_name']) {
    await db.schema.alterTable('checkout_sessions').dropColumn(name).execute();
  }
}
