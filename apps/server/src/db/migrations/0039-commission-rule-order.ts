import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Commission rules get an explicit order and optional days (issue 28, docs/0046): sales try the
 * rules by `position`, and a campaign rule applies only from `starts_on` to `ends_on` (shop
 * days, both included). Existing rules keep the creation order they were matched in.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('commission_rules')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('commission_rules').addColumn('starts_on', 'text').execute();
  await db.schema.alterTable('commission_rules').addColumn('ends_on', 'text').execute();
  await sql`update commission_rules set position = id`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('commission_rules').dropColumn('ends_on').execute();
  await db.schema.alterTable('commission_rules').dropColumn('starts_on').execute();
  await db.schema.alterTable('commission_rules').dropColumn('position').execute();
}
