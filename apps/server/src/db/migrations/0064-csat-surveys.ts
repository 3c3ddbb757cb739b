import { sql, type Kysely } from 'kysely';
import { idColumn } from '../migrate';

/**
 * Issue 32, 'Satisfação (CSAT)'. A survey is asked when an attendance ends, against the staff
 * member who attended. At most one per customer waits for an answer (a partial unique index),
 * so an answer can only ever rate one attendance; a newer one supersedes an older. Answers are
 * read by period (answered_at) for the statistics.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const id = idColumn(db);
  await db.schema
    .createTable('csat_surveys')
    .addColumn('id', id.type, id.build)
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('staff_id', 'integer', (c) => c.references('staff.id').onDelete('set null'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('asked_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('rating', 'integer')
    .addColumn('comment', 'text')
    .addColumn('answered_at', 'text')
    .execute();
  await db.schema
    .createIndex('csat_surveys_pending')
    .on('csat_surveys')
    .column('customer_id')
    .unique()
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  await db.schema.createIndex('csat_surveys_asked').on('csat_surveys').column('asked_at').execute();
  await db.schema.createIndex('csat_surveys_answered').on('csat_surveys').column('answered_at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('csat_surveys').execute();
}
