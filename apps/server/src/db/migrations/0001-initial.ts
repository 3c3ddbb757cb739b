import { sql, type Kysely } from 'kysely';
import { idColumn } from '../migrate';

// Typed Kysely<any> so the migration never depends on today's table types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const id = idColumn(db);

  await db.schema
    .createTable('staff')
    .addColumn('id', id.type, id.build)
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('last_activity', 'text')
    .addColumn('deleted_at', 'text')
    .execute();
  // Deleted accounts keep their history but free their username and e-mail.
  await db.schema
    .createIndex('staff_username_unique')
    .on('staff')
    .expression(sql`lower(username)`)
    .unique()
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('staff_email_unique')
    .on('staff')
    .expression(sql`lower(email)`)
    .unique()
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();

  await db.schema
    .createTable('customers')
    .addColumn('id', id.type, id.build)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('email_woocomerce', 'text')
    .addColumn('bot_enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('atendimento', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('seller_id', 'integer', (c) => c.references('staff.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_activity', 'text')
    .execute();
  await db.schema.createIndex('customers_phone_unique').on('customers').column('phone').unique().execute();
  await db.schema.createIndex('customers_seller').on('customers').column('seller_id').execute();

  await db.schema
    .createTable('messages')
    .addColumn('id', id.type, id.build)
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('direction', 'text', (c) => c.notNull())
    .addColumn('sender_id', 'integer', (c) => c.references('staff.id').onDelete('set null'))
    .addColumn('external_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('messages_customer').on('messages').columns(['customer_id', 'id']).execute();
  await db.schema
    .createIndex('messages_external_unique')
    .on('messages')
    .column('external_id')
    .unique()
    .where(sql.ref('external_id'), 'is not', null)
    .execute();

  await db.schema
    .createTable('shopping_lists')
    .addColumn('id', id.type, id.build)
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('shopping_lists_customer').on('shopping_lists').column('customer_id').execute();
  await db.schema.createIndex('shopping_lists_status').on('shopping_lists').column('status').execute();

  await db.schema
    .createTable('attendance')
    .addColumn('id', id.type, id.build)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('clock_in', 'text', (c) => c.notNull())
    .addColumn('clock_out', 'text')
    .addColumn('total_hours', 'double precision')
    .addColumn('status', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('attendance_user_clock_in').on('attendance').columns(['user_id', 'clock_in']).execute();
  await db.schema.createIndex('attendance_clock_in').on('attendance').column('clock_in').execute();
  // At most one open shift per person, even when two clock-ins race.
  await db.schema
    .createIndex('attendance_one_open_shift')
    .on('attendance')
    .column('user_id')
    .unique()
    .where(sql.ref('clock_out'), 'is', null)
    .execute();

  await db.schema
    .createTable('attendance_breaks')
    .addColumn('id', id.type, id.build)
    .addColumn('attendance_id', 'integer', (c) => c.notNull().references('attendance.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('end_time', 'text')
    .addColumn('duration_minutes', 'double precision')
    .addColumn('reason', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('attendance_breaks_attendance').on('attendance_breaks').column('attendance_id').execute();

  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'integer')
    .execute();

  await db.schema
    .createTable('activity_log')
    .addColumn('id', id.type, id.build)
    .addColumn('user_id', 'integer', (c) => c.references('staff.id').onDelete('set null'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity_type', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text')
    .addColumn('details', 'text')
    .addColumn('ip_address', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('activity_log_created').on('activity_log').column('created_at').execute();
  await db.schema.createIndex('activity_log_user').on('activity_log').columns(['user_id', 'created_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'activity_log',
    'settings',
    'attendance_breaks',
    'attendance',
    'shopping_lists',
    'messages',
    'customers',
    'staff',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
