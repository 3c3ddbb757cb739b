import { sql, type Kysely } from 'kysely';
import { idColumn } from '../migrate';

/**
 * Issue 32, 'Respostas rápidas'. A shared reply has no owner; a personal one belongs to one staff
 * member (gone with them). A shortcut is unique among the shared ones and among each member's own,
 * by two partial unique indexes, so two saves at once cannot both take it. `search_text` is
 * foldText(shortcut and content), what the screen's search reads. Each use is a row
 * (who, for which customer, when): the statistics count them per reply and period.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const id = idColumn(db);
  await db.schema
    .createTable('quick_replies')
    .addColumn('id', id.type, id.build)
    .addColumn('shortcut', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'integer', (c) => c.references('staff.id').onDelete('cascade'))
    .addColumn('created_by', 'integer', (c) => c.references('staff.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('quick_replies_shared_shortcut')
    .on('quick_replies')
    .column('shortcut')
    .unique()
    .where(sql.ref('owner_id'), 'is', null)
    .execute();
  await db.schema
    .createIndex('quick_replies_personal_shortcut')
    .on('quick_replies')
    .columns(['owner_id', 'shortcut'])
    .unique()
    .where(sql.ref('owner_id'), 'is not', null)
    .execute();
  await db.schema
    .createTable('quick_reply_uses')
    .addColumn('id', id.type, id.build)
    .addColumn('quick_reply_id', 'integer', (c) => c.notNull().references('quick_replies.id').onDelete('cascade'))
    .addColumn('staff_id', 'integer', (c) => c.references('staff.id').onDelete('set null'))
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('set null'))
    .addColumn('used_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('quick_reply_uses_reply')
    .on('quick_reply_uses')
    .columns(['quick_reply_id', 'used_at'])
    .execute();
  await db.schema.createIndex('quick_reply_uses_used_at').on('quick_reply_uses').column('used_at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('quick_reply_uses').execute();
  await db.schema.dropTable('quick_replies').execute();
}
