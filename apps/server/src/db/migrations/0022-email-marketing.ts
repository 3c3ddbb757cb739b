import { sql, type Kysely } from 'kysely';
import { idColumn } from '../migrate';

/**
 * E-mail marketing (spec 3, /email-templates and /campaign-segments; docs/0022). Templates keep
 * the HTML that is sent and the visual editor's project data; segments keep their filters as
 * JSON text; the unsubscribe list (lower-cased addresses) is read when a segment is resolved
 * and written by campaigns. The customers' lower(email) index serves the manual e-mail list and
 * the one-recipient-per-address grouping.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const id = idColumn(db);
  await db.schema
    .createTable('email_templates')
    .addColumn('id', id.type, id.build)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body_html', 'text', (c) => c.notNull())
    .addColumn('body_json', 'text')
    .addColumn('variables', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_by', 'integer', (c) => c.references('staff.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('campaign_segments')
    .addColumn('id', id.type, id.build)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('filters', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('email_unsubscribes')
    .addColumn('id', id.type, id.build)
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('customers_email_lower')
    .on('customers')
    .expression(sql`lower(email)`)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('customers_email_lower').execute();
  await db.schema.dropTable('email_unsubscribes').execute();
  await db.schema.dropTable('campaign_segments').execute();
  await db.schema.dropTable('email_templates').execute();
}
