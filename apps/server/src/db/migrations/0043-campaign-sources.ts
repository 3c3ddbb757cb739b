import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * A campaign keeps what it goes out with (issue 29, docs/0049): the template's name beside the
 * subject and HTML it already copied, and the segment's name and filters (JSON), taken when it is
 * scheduled or starts. Deleting a template or segment only sent campaigns used then loses
 * nothing they show or need. Campaigns past draft get their copies now from the template and
 * segment where those still exist.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('email_campaigns').addColumn('template_name', 'text').execute();
  await db.schema.alterTable('email_campaigns').addColumn('segment_name', 'text').execute();
  await db.schema.alterTable('email_campaigns').addColumn('segment_filters', 'text').execute();

  const copied = sql`status in ('scheduled', 'sending', 'paused', 'sent')`;
  await sql`
    update email_campaigns set
      template_name = (select t.name from email_templates t where t.id = email_campaigns.template_id),
      subject = coalesce(subject, (select t.subject from email_templates t where t.id = email_campaigns.template_id)),
      body_html = coalesce(body_html, (select t.body_html from email_templates t where t.id = email_campaigns.template_id))
    where ${copied} and template_id is not null`.execute(db);
  await sql`
    update email_campaigns set
      segment_name = (select s.name from campaign_segments s where s.id = email_campaigns.segment_id),
      segment_filters = (select s.filters from campaign_segments s where s.id = email_campaigns.segment_id)
    where ${copied} and segment_id is not null`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('email_campaigns').dropColumn('segment_filters').execute();
  await db.schema.alterTable('email_campaigns').dropColumn('segment_name').execute();
  await db.schema.alterTable('email_campaigns').dropColumn('template_name').execute();
}
