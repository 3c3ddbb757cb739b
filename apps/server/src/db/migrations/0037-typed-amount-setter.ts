import type { Kysely } from 'kysely';

/**
 * Who typed a list's payment amount (issue 28): an amount below the quote is a discount, which
 * admins and supervisors may give and trainees may not. The setter's role is kept as it was
 * then, so a later change of role does not turn a trainee's amount into an approved discount.
 * Amounts typed before this migration have no setter.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('shopping_lists').addColumn('total_brl_set_by', 'integer').execute();
  await db.schema.alterTable('shopping_lists').addColumn('total_brl_set_by_role', 'text').execute();
  await db.schema.alterTable('shopping_lists').addColumn('total_brl_set_at', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('shopping_lists').dropColumn('total_brl_set_at').execute();
  await db.schema.alterTable('shopping_lists').dropColumn('total_brl_set_by_role').execute();
  await db.schema.alterTable('shopping_lists').dropColumn('total_brl_set_by').execute();
}
