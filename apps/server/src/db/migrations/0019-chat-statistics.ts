import type { Kysely } from 'kysely';
import { secondsBetween } from '@ponte/domain/dates';
import { idColumn } from '../migrate';

/**
 * What the chat statistics read (docs/0020):
 * - chat_responses: one row per customer question answered by staff, written when the reply is
 *   stored, so the average first-response time of a period is a range read, not a walk over a
 *   year of messages. The question's message id is unique: two replies racing record it once.
 * - chat_transfers: each time a chat passes from one attendant to another.
 * - messages (created_at, customer_id, sender_id): the chats of a period and each attendant's
 *   chats are read from the index alone; customers (created_at): the customers of a period.
 * Existing conversations are backfilled once.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const id = idColumn(db);
  await db.schema
    .createTable('chat_responses')
    .addColumn('id', id.type, id.build)
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('question_message_id', 'integer', (c) => c.notNull().unique())
    .addColumn('answer_message_id', 'integer', (c) => c.notNull())
    .addColumn('staff_id', 'integer', (c) => c.references('staff.id'))
    .addColumn('asked_at', 'text', (c) => c.notNull())
    .addColumn('answered_at', 'text', (c) => c.notNull())
    .addColumn('response_seconds', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('chat_responses_answered')
    .on('chat_responses')
    .columns(['answered_at', 'staff_id', 'response_seconds'])
    .execute();
  await db.schema
    .createTable('chat_transfers')
    .addColumn('id', id.type, id.build)
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('from_staff_id', 'integer', (c) => c.references('staff.id'))
    .addColumn('to_staff_id', 'integer', (c) => c.references('staff.id'))
    .addColumn('transferred_by', 'integer', (c) => c.references('staff.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('chat_transfers_created')
    .on('chat_transfers')
    .columns(['created_at', 'customer_id'])
    .execute();
  await db.schema
    .createIndex('messages_created_customer')
    .on('messages')
    .columns(['created_at', 'customer_id', 'sender_id'])
    .execute();
  await db.schema.createIndex('customers_created').on('customers').column('created_at').execute();
  await backfillChatResponses(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('customers_created').execute();
  await db.schema.dropIndex('messages_created_customer').execute();
  await db.schema.dropTable('chat_transfers').execute();
  await db.schema.dropTable('chat_responses').execute();
}

const BATCH = 5000;

/**
 * Records the answered questions of the messages already stored: walks every conversation in
 * (customer, id) order once. A question is a customer's first message after the last staff reply;
 * its answer is the next message a staff member sent. Idempotent (the question id is unique), so
 * the demo and the benchmark run it after seeding messages in bulk.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function backfillChatResponses(db: Kysely<any>): Promise<number> {
  let after = { customer: -1, id: -1 };
  let open: { customer: number; id: number; at: string } | null = null;
  let written = 0;
  for (;;) {
    const rows: { id: number; customer_id: number; direction: string; sender_id: number | null; created_at: string }[] =
      await db
        .selectFrom('messages')
        .select(['id', 'customer_id', 'direction', 'sender_id', 'created_at'])
        .where((eb) =>
          eb.or([
            eb('customer_id', '>', after.customer),
            eb.and([eb('customer_id', '=', after.customer), eb('id', '>', after.id)]),
          ]),
        )
        .orderBy('customer_id')
        .orderBy('id')
        .limit(BATCH)
        .execute();
    if (rows.length === 0) return written;
    const answered = [];
    for (const m of rows) {
      if (open && open.customer !== m.customer_id) open = null;
      if (m.direction === 'incoming') {
        open ??= { customer: m.customer_id, id: m.id, at: m.created_at };
      } else if (m.sender_id != null) {
        if (open)
          answered.push({
            customer_id: m.customer_id,
            question_message_id: open.id,
            answer_message_id: m.id,
            staff_id: m.sender_id,
            asked_at: open.at,
            answered_at: m.created_at,
            response_seconds: secondsBetween(open.at, m.created_at),
          });
        open = null;
      }
    }
    // SQLite takes at most 32,766 parameters a statement: 7 columns × 1,000 rows stays under it.
    for (let i = 0; i < answered.length; i += 1000) {
      await db
        .insertInto('chat_responses')
        .values(answered.slice(i, i + 1000))
        .onConflict((oc) => oc.column('question_message_id').doNothing())
        .execute();
    }
    written += answered.length;
    const last = rows[rows.length - 1]!;
    after = { customer: last.customer_id, id: last.id };
  }
}
