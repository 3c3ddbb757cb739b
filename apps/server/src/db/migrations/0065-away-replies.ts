import type { Kysely } from 'kysely';

/**
 * Issue 32, 'Horário de atendimento': the away message a customer got while the shop was
 * closed, one per customer and closed period (keyed by the opening that ends it). The primary
 * key makes the claim one `INSERT … ON CONFLICT DO NOTHING`, so fifty messages at once send it once.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('away_replies')
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('away_replies_pk', ['customer_id', 'period'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('away_replies').execute();
}
