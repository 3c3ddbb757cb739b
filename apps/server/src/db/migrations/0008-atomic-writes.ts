import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../migrate';

/**
 * Rules that many requests at once must not break, kept by the database itself:
 * - a shift has at most one open break;
 * - a list has one line per store product, so adding the same product again is an upsert
 *   (`ON CONFLICT … DO UPDATE SET quantity = quantity + excluded.quantity`).
 * Rows the old read-then-write code let through are repaired first so the indexes can be built.
 *
 * Amounts summed over a whole list (up to 999 units of a US$ 1,000,000 product, in BRL) pass
 * a 32-bit integer of cents: on PostgreSQL those columns become bigint (SQLite integers are
 * already 64-bit). Both fit in a JavaScript safe integer, which money.ts guards.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Extra open breaks of one shift (opened by racing requests at the same moment) are closed
  // with no length, so worked hours do not change; the oldest open break stays open.
  await db
    .updateTable('attendance_breaks')
    .set({ end_time: sql.ref('start_time'), duration_minutes: 0 })
    .where('end_time', 'is', null)
    .where(
      'id',
      'not in',
      db
        .selectFrom('attendance_breaks')
        .select(sql`min(id)`.as('id'))
        .where('end_time', 'is', null)
        .groupBy('attendance_id'),
    )
    .execute();
  await db.schema
    .createIndex('attendance_breaks_one_open')
    .on('attendance_breaks')
    .column('attendance_id')
    .unique()
    .where(sql.ref('end_time'), 'is', null)
    .execute();

  // Duplicate lines of one product become the oldest line with the quantities added (the
  // per-line maximum of 999 still holds).
  const duplicates = await db
    .selectFrom('shopping_list_items')
    .select((eb) => ['list_id', 'product_id', eb.fn.min('id').as('keep_id'), eb.fn.sum('quantity').as('quantity')])
    .where('product_id', 'is not', null)
    .groupBy(['list_id', 'product_id'])
    .having((eb) => eb.fn.countAll(), '>', 1)
    .execute();
  for (const d of duplicates) {
    await db
      .updateTable('shopping_list_items')
      .set({ quantity: Math.min(999, Number(d.quantity)) })
      .where('id', '=', d.keep_id)
      .execute();
    await db
      .deleteFrom('shopping_list_items')
      .where('list_id', '=', d.list_id)
      .where('product_id', '=', d.product_id)
      .where('id', '!=', d.keep_id)
      .execute();
  }
  await db.schema
    .createIndex('shopping_list_items_one_line_per_product')
    .on('shopping_list_items')
    .columns(['list_id', 'product_id'])
    .unique()
    .where(sql.ref('product_id'), 'is not', null)
    .execute();

  if (isPostgres(db)) {
    for (const [table, column] of LIST_TOTAL_COLUMNS) {
      await db.schema
        .alterTable(table)
        .alterColumn(column, (c) => c.setDataType('bigint'))
        .execute();
    }
  }
}

/** Columns holding a whole list's amount in cents. */
const LIST_TOTAL_COLUMNS = [
  ['checkout_sessions', 'amount_brl_cents'],
  ['checkout_sessions', 'amount_usd_cents'],
  ['payments', 'amount_brl_cents'],
  ['sales', 'total_usd_cents'],
  ['sales', 'total_brl_cents'],
  ['sales', 'commission_cents'],
] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    for (const [table, column] of LIST_TOTAL_COLUMNS) {
      await db.schema
        .alterTable(table)
        .alterColumn(column, (c) => c.setDataType('integer'))
        .execute();
    }
  }
  await db.schema.dropIndex('shopping_list_items_one_line_per_product').execute();
  await db.schema.dropIndex('attendance_breaks_one_open').execute();
}
