import type { Kysely } from 'kysely';
import { idColumn } from '../migrate';

/**
 * Issue 32, 'Etiquetas'. The catalogue admins keep (a name unique however it is spelled, by
 * `name_key` = foldText(name), and a colour) and which customers carry which. A customer carries
 * a label once (the primary key), so two staff adding it at once leave one row; the
 * (label_id, customer_id) index serves the lists' filter and the catalogue's counts.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const id = idColumn(db);
  await db.schema
    .createTable('labels')
    .addColumn('id', id.type, id.build)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull().unique())
    .addColumn('color', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('customer_labels')
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('label_id', 'integer', (c) => c.notNull().references('labels.id').onDelete('cascade'))
    .addColumn('created_by', 'integer', (c) => c.references('staff.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('customer_labels_pk', ['customer_id', 'label_id'])
    .execute();
  await db.schema
    .createIndex('customer_labels_label')
    .on('customer_labels')
    .columns(['label_id', 'customer_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('customer_labels').execute();
  await db.schema.dropTable('labels').execute();
}
