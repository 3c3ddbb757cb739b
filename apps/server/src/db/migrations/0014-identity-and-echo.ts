import { sql, type Kysely, type Transaction } from 'kysely';
import { customerSearchText } from '@ponte/domain/customers';
import { phoneKey } from '@ponte/domain/phone';

/**
 * Issue 12. One customer per person: `phone_key` (a Brazilian mobile always with its ninth
 * digit) replaces the phone as the unique identity; customers that were one person under two
 * spellings are merged into the oldest. Replies keep what they quote; gateway log lines keep
 * the id the gateway gave a sent message, so the chat's record and its echo are one row.
 * Finished jobs are found by status and age for the retention sweep.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('customers').addColumn('phone_key', 'text').execute();
  await db.schema.alterTable('customers').addColumn('whatsapp_phone', 'text').execute();
  await db.schema.alterTable('messages').addColumn('quoted_external_id', 'text').execute();
  await db.schema.alterTable('messages').addColumn('quoted_content', 'text').execute();
  await db.schema.alterTable('gateway_logs').addColumn('message_id', 'text').execute();

  // PostgreSQL runs a migration in a transaction already; SQLite does not, so the merge takes one.
  if (db.isTransaction)
    await mergeSamePerson(db as Transaction<any>); // eslint-disable-line @typescript-eslint/no-explicit-any
  else await db.transaction().execute(mergeSamePerson);

  // The key implies the phone (same phone, same key), so the phone's own unique index goes.
  await db.schema.dropIndex('customers_phone_unique').execute();
  await db.schema.createIndex('customers_phone_key_unique').on('customers').column('phone_key').unique().execute();
  await db.schema.createIndex('jobs_finished').on('jobs').columns(['status', 'updated_at']).execute();
}

type CustomerRow = {
  id: number;
  name: string;
  phone: string;
  email: string | null;
  email_woocomerce: string | null;
  seller_id: number | null;
  last_activity: string | null;
  bot_enabled: number;
  atendimento: number;
};

/**
 * Customers whose phones share a key are one person: the oldest row stays and takes the others'
 * messages, lists, sales, escalations and read marks, and what it lacked (name, e-mail, seller).
 * A chat paused for either row stays paused. Every row then gets its key and search text.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function mergeSamePerson(tx: Transaction<any>) {
  const rows: CustomerRow[] = await tx
    .selectFrom('customers')
    .select([
      'id',
      'name',
      'phone',
      'email',
      'email_woocomerce',
      'seller_id',
      'last_activity',
      'bot_enabled',
      'atendimento',
    ])
    .orderBy('id')
    .execute();
  const byKey = new Map<string, CustomerRow[]>();
  for (const row of rows) {
    const key = phoneKey(row.phone);
    byKey.set(key, [...(byKey.get(key) ?? []), row]);
  }
  for (const [key, [keep, ...others]] of byKey) {
    const merged = { ...keep };
    for (const other of others) {
      await moveCustomerRows(tx, other.id, keep.id);
      if (merged.name === merged.phone && other.name !== other.phone) merged.name = other.name;
      merged.email ??= other.email;
      merged.email_woocomerce ??= other.email_woocomerce;
      merged.seller_id ??= other.seller_id;
      if ((other.last_activity ?? '') > (merged.last_activity ?? '')) merged.last_activity = other.last_activity;
      merged.bot_enabled = Math.min(merged.bot_enabled, other.bot_enabled);
      merged.atendimento = Math.max(merged.atendimento, other.atendimento);
      await tx.deleteFrom('customers').where('id', '=', other.id).execute();
    }
    await tx
      .updateTable('customers')
      .set({
        ...(others.length
          ? {
              name: merged.name,
              email: merged.email,
              email_woocomerce: merged.email_woocomerce,
              seller_id: merged.seller_id,
              last_activity: merged.last_activity,
              bot_enabled: merged.bot_enabled,
              atendimento: merged.atendimento,
              version: sql`version + 1`,
            }
          : {}),
        phone_key: key,
        search_text: customerSearchText({ name: merged.name, email: merged.email, phone: merged.phone }),
      })
      .where('id', '=', keep.id)
      .execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function moveCustomerRows(tx: Transaction<any>, from: number, to: number) {
  for (const table of ['messages', 'shopping_lists', 'sales', 'escalations']) {
    await tx.updateTable(table).set({ customer_id: to }).where('customer_id', '=', from).execute();
  }
  // One read mark per staff member and customer: the kept row's mark wins where both exist.
  const keptReaders = tx.selectFrom('conversation_reads').select('staff_id').where('customer_id', '=', to);
  await tx
    .deleteFrom('conversation_reads')
    .where('customer_id', '=', from)
    .where('staff_id', 'in', keptReaders)
    .execute();
  await tx.updateTable('conversation_reads').set({ customer_id: to }).where('customer_id', '=', from).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('jobs_finished').execute();
  await db.schema.dropIndex('customers_phone_key_unique').execute();
  await db.schema.createIndex('customers_phone_unique').on('customers').column('phone').unique().execute();
  await db.schema.alterTable('gateway_logs').dropColumn('message_id').execute();
  await db.schema.alterTable('messages').dropColumn('quoted_content').execute();
  await db.schema.alterTable('messages').dropColumn('quoted_external_id').execute();
  await db.schema.alterTable('customers').dropColumn('whatsapp_phone').execute();
  await db.schema.alterTable('customers').dropColumn('phone_key').execute();
}
