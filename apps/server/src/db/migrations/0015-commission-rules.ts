import type { Kysely } from 'kysely';
import { idColumn, isPostgres } from '../migrate';

/**
 * Commission rules (spec 2, /configuracao-comissoes) and the snapshot a sale keeps of the rule
 * it was paid under: its name and percentage, so editing or deleting a rule later changes no
 * sale. Values are cents (bigint on PostgreSQL: a rule may bound a sale past 2^31 cents);
 * percentages are basis points (5.25 % is 525).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const id = idColumn(db);
  const cents = isPostgres(db) ? 'bigint' : 'integer';
  await db.schema
    .createTable('commission_rules')
    .addColumn('id', id.type, id.build)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('min_value_cents', cents, (c) => c.notNull())
    .addColumn('max_value_cents', cents)
    .addColumn('percentage_bps', 'integer', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('sales').addColumn('commission_rule_name', 'text').execute();
  await db.schema.alterTable('sales').addColumn('commission_percentage', 'integer').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sales').dropColumn('commission_percentage').execute();
  await db.schema.alterTable('sales').dropColumn('commission_rule_name').execute();
  await db.schema.dropTable('commission_rules').execute();
}
