import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../migrate';

/**
 * The customers list is read most-recent-activity first, customers without activity last.
 * SQLite puts NULLs last in a descending scan of a plain index; PostgreSQL needs the order
 * spelled out in the index to walk it for `desc nulls last`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('customers_last_activity').execute();
  if (isPostgres(db))
    await sql`create index customers_activity_order on customers (last_activity desc nulls last, id desc)`.execute(db);
  else
    await db.schema.createIndex('customers_activity_order').on('customers').columns(['last_activity', 'id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('customers_activity_order').execute();
  await db.schema.createIndex('customers_last_activity').on('customers').column('last_activity').execute();
}
