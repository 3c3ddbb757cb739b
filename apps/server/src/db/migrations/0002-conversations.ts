import type { Kysely } from 'kysely';
import { customerSearchText } from '@ponte/domain/customers';
import { idColumn } from '../migrate';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const id = idColumn(db);

  // Accent-free, lower-case name + e-mail + phone digits: one column that search reads on both engines.
  await db.schema
    .alterTable('customers')
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  // Bumped on every change a chat screen shows; it is the ETag of the 3-second poll.
  await db.schema
    .alterTable('customers')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('customers_last_activity').on('customers').column('last_activity').execute();
  const rows = await db.selectFrom('customers').select(['id', 'name', 'email', 'phone']).execute();
  for (const r of rows) {
    await db
      .updateTable('customers')
      .set({ search_text: customerSearchText(r) })
      .where('id', '=', r.id)
      .execute();
  }

  await db.schema
    .alterTable('messages')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('received'))
    .execute();

  await db.schema
    .createTable('gateway_logs')
    .addColumn('id', id.type, id.build)
    .addColumn('direction', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('instance', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('gateway_logs_created').on('gateway_logs').column('created_at').execute();

  await db.schema
    .createTable('jobs')
    .addColumn('id', id.type, id.build)
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull().defaultTo(8))
    .addColumn('run_at', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('jobs_due').on('jobs').columns(['status', 'run_at']).execute();

  await db.schema
    .createTable('escalations')
    .addColumn('id', id.type, id.build)
    .addColumn('trainee_id', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('set null'))
    .addColumn('customer_phone', 'text', (c) => c.notNull())
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('blocked_message', 'text', (c) => c.notNull())
    .addColumn('ai_feedback', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('resolved_at', 'text')
    .execute();

  await db.schema
    .createTable('conversation_reads')
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('last_read_message_id', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('conversation_reads_pk', ['staff_id', 'customer_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['conversation_reads', 'escalations', 'jobs', 'gateway_logs']) await db.schema.dropTable(t).execute();
  await db.schema.dropIndex('customers_last_activity').execute();
  await db.schema.alterTable('messages').dropColumn('status').execute();
  await db.schema.alterTable('customers').dropColumn('version').execute();
  await db.schema.alterTable('customers').dropColumn('search_text').execute();
}
