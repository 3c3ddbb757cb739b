import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../migrate';

/**
 * Issue 30, activity per month (docs/0057). A year of the productivity count read activity_daily's
 * row per kind and day: 30 kinds × 365 days. `activity_monthly` holds the same counts per
 * calendar month of the shop day ('YYYY-MM'), added by the same fold in the same transaction as
 * activity_daily's (modules/logs/activity-daily.ts): the months a period holds whole come from
 * here, the days outside them from activity_daily, the changes not folded yet from the pending
 * table, so a year reads about 12 rows a kind and up to 60 days.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable('activity_monthly')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity_type', 'text', (c) => c.notNull())
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('activity_monthly_key', ['action', 'entity_type', 'month'])
    .$call((t) => (pg ? t : t.modifyEnd(sql`without rowid`)))
    .execute();
  // What was folded so far; from now on the fold adds to both in one transaction.
  await sql`insert into activity_monthly (action, entity_type, month, n)
    select action, entity_type, substr(day, 1, 7), sum(n) from activity_daily
    group by action, entity_type, substr(day, 1, 7)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('activity_monthly').execute();
}
