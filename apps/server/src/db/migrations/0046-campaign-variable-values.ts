import type { Kysely } from 'kysely';

/**
 * What a campaign fills its template's own variables with (issue 29): {"cupom": "BF10"} as
 * JSON. The variables Ponte knows (the customer's and their open list's) are read per recipient
 * when sending; these are the same for every recipient of the campaign.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('email_campaigns').addColumn('variable_values', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('email_campaigns').dropColumn('variable_values').execute();
}
