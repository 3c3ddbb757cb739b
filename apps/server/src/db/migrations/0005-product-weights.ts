import type { Kysely } from 'kysely';

/** The product weight catalogue (spec 2 'Product weight catalogue'): weight in kg as uploaded. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('product_weights')
    .addColumn('product_id', 'text', (c) => c.primaryKey())
    .addColumn('weight', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('product_weights').execute();
}
