import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../migrate';

/**
 * What a marketer expects of a campaign (issue 29, docs/0050):
 * - the never-send list (email_unsubscribes) says why an address is on it (`kind`: the
 *   recipient unsubscribed, the SMTP server refused it permanently, or an admin imported it),
 *   from which campaign, the server's reason for a bounce and who imported it. Addresses
 *   unsubscribed before this learn their campaign from the recipient row that unsubscribed.
 * - clicks are counted per link (link_id index);
 * - a conversion's window starts at the recipient's first open or click, not at the send:
 *   `convert_until` is recomputed from `opened_at` (a click sets it too), and cleared for
 *   recipients who never opened.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('email_unsubscribes')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('unsubscribed'))
    .execute();
  await db.schema
    .alterTable('email_unsubscribes')
    .addColumn('campaign_id', 'integer', (c) => c.references('email_campaigns.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('email_unsubscribes').addColumn('reason', 'text').execute();
  await db.schema
    .alterTable('email_unsubscribes')
    .addColumn('created_by', 'integer', (c) => c.references('staff.id').onDelete('set null'))
    .execute();
  await sql`update email_unsubscribes set campaign_id = (
      select min(r.campaign_id) from campaign_recipients r
      where r.email = email_unsubscribes.email and r.unsubscribed_at is not null)`.execute(db);
  // The screen lists the newest first.
  await db.schema
    .createIndex('email_unsubscribes_created')
    .on('email_unsubscribes')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('campaign_clicks_link')
    .on('campaign_clicks')
    .columns(['link_id', 'recipient_id'])
    .execute();
  const weekAfterOpen = isPostgres(db)
    ? sql`to_char((opened_at::timestamptz + interval '7 days') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : sql`strftime('%Y-%m-%dT%H:%M:%fZ', opened_at, '+7 days')`;
  await sql`update campaign_recipients set convert_until = case when opened_at is null then null else ${weekAfterOpen} end`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('campaign_clicks_link').execute();
  await db.schema.dropIndex('email_unsubscribes_created').execute();
  for (const column of ['created_by', 'reason', 'campaign_id', 'kind'])
    await db.schema.alterTable('email_unsubscribes').dropColumn(column).execute();
}
