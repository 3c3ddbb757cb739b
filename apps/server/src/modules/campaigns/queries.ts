import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db';
import type { CampaignRecipientTable, EmailCampaignStatus, EmailCampaignTable } from '../../db/types';

const sentCount = sql<number>`(select count(*) from campaign_recipients r where r.campaign_id = c.id and r.status = 'sent')`;

const withNames = (db: Db) =>
  db
    .selectFrom('email_campaigns as c')
    .leftJoin('email_templates as t', 't.id', 'c.template_id')
    .leftJoin('campaign_segments as s', 's.id', 'c.segment_id')
    .selectAll('c')
    .select([
      't.name as template_name',
      's.name as segment_name',
      's.description as segment_description',
      sentCount.as('sent'),
    ]);

export type CampaignRow = Awaited<ReturnType<typeof findCampaignRow>>;

export const listCampaignRows = (db: Db, limit: number) =>
  withNames(db).orderBy('c.created_at', 'desc').orderBy('c.id', 'desc').limit(limit).execute();

export const findCampaignRow = (db: Db, id: number) => withNames(db).where('c.id', '=', id).executeTakeFirst();

export const findCampaign = (db: Db, id: number) =>
  db.selectFrom('email_campaigns').selectAll().where('id', '=', id).executeTakeFirst();

export const insertCampaign = (db: Db, row: Insertable<EmailCampaignTable>) =>
  db.insertInto('email_campaigns').values(row).returning('id').executeTakeFirstOrThrow();

/**
 * Moves a campaign from one status to 'sending' in one statement: of two 'Enviar' clicks (or a
 * click and the schedule) only one gets the row back. The template is copied in as it is now.
 */
export const claimForSending = (
  db: Db,
  id: number,
  from: EmailCampaignStatus,
  content: { subject: string; body_html: string } | null,
  at: string,
) =>
  db
    .updateTable('email_campaigns')
    .set({ status: 'sending', started_at: sql`coalesce(started_at, ${at})`, updated_at: at, ...(content ?? {}) })
    .where('id', '=', id)
    .where('status', '=', from)
    .returningAll()
    .executeTakeFirst();

/** A scheduled campaign that could not start: draft again, with the reason shown on it. */
export const backToDraft = (db: Db, id: number, from: EmailCampaignStatus, reason: string, at: string) =>
  db
    .updateTable('email_campaigns')
    .set({ status: 'draft', last_error: reason, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();

export const resumeCampaign = (db: Db, id: number, at: string) =>
  db
    .updateTable('email_campaigns')
    .set({ status: 'sending', consecutive_errors: 0, last_error: null, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', 'paused')
    .returningAll()
    .executeTakeFirst();

/** Writes a page of recipients; an address already in the campaign is skipped (unique per campaign). */
export const insertRecipients = (db: Db, rows: Insertable<CampaignRecipientTable>[]) =>
  db
    .insertInto('campaign_recipients')
    .values(rows)
    .onConflict((oc) => oc.columns(['campaign_id', 'email']).doNothing())
    .execute();

export const markPrepared = (db: Db, id: number, at: string) =>
  db
    .updateTable('email_campaigns')
    .set({
      prepared_at: at,
      updated_at: at,
      recipients_total: sql`(select count(*) from campaign_recipients r where r.campaign_id = ${id})`,
    })
    .where('id', '=', id)
    .execute();

export const insertLinks = (db: Db, campaignId: number, urls: string[]) =>
  urls.length === 0
    ? Promise.resolve()
    : db
        .insertInto('campaign_links')
        .values(urls.map((url) => ({ campaign_id: campaignId, url })))
        .onConflict((oc) => oc.columns(['campaign_id', 'url']).doNothing())
        .execute();

export const linksOf = (db: Db, campaignId: number) =>
  db.selectFrom('campaign_links').select(['id', 'url']).where('campaign_id', '=', campaignId).execute();

export const pendingRecipients = (db: Db, campaignId: number, limit: number) =>
  db
    .selectFrom('campaign_recipients')
    .selectAll()
    .where('campaign_id', '=', campaignId)
    .where('status', '=', 'pending')
    .orderBy('id')
    .limit(limit)
    .execute();

/** Takes one recipient for sending; undefined when another runner took it first. */
export const claimRecipient = (db: Db, id: number, at: string) =>
  db
    .updateTable('campaign_recipients')
    .set({ status: 'sending', claimed_at: at, attempts: sql`attempts + 1` })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();

/**
 * Recipients a runner took and never finished (the process died mid-send): pending again. The
 * SMTP server drops a message whose transfer was cut, so sending it again is what delivers it.
 */
export const requeueStale = (db: Db, campaignId: number, claimedBefore: string) =>
  db
    .updateTable('campaign_recipients')
    .set({ status: 'pending' })
    .where('campaign_id', '=', campaignId)
    .where('status', '=', 'sending')
    .where('claimed_at', '<', claimedBefore)
    .execute();

export const markRecipientSent = (db: Db, id: number, messageId: string, at: string, convertUntil: string) =>
  db
    .updateTable('campaign_recipients')
    .set({ status: 'sent', message_id: messageId, sent_at: at, convert_until: convertUntil, error: null })
    .where('id', '=', id)
    .execute();

export const markRecipientFailed = (db: Db, id: number, error: string, final: boolean) =>
  db
    .updateTable('campaign_recipients')
    .set({ status: final ? 'failed' : 'pending', error })
    .where('id', '=', id)
    .execute();

export const countUnfinished = async (db: Db, campaignId: number) =>
  (
    await db
      .selectFrom('campaign_recipients')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('campaign_id', '=', campaignId)
      .where('status', 'in', ['pending', 'sending'])
      .executeTakeFirstOrThrow()
  ).n;

/** One more SMTP failure in a row; the count comes back to decide on pausing. */
export const bumpErrors = (db: Db, id: number, error: string, at: string) =>
  db
    .updateTable('email_campaigns')
    .set({ consecutive_errors: sql`consecutive_errors + 1`, last_error: error, updated_at: at })
    .where('id', '=', id)
    .returning('consecutive_errors')
    .executeTakeFirstOrThrow();

export const resetErrors = (db: Db, id: number) =>
  db
    .updateTable('email_campaigns')
    .set({ consecutive_errors: 0 })
    .where('id', '=', id)
    .where('consecutive_errors', '>', 0)
    .execute();

export const pauseCampaign = (db: Db, id: number, at: string) =>
  db
    .updateTable('email_campaigns')
    .set({ status: 'paused', updated_at: at })
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .execute();

export const finishCampaign = (db: Db, id: number, at: string) =>
  db
    .updateTable('email_campaigns')
    .set({ status: 'sent', finished_at: at, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .execute();

/** The statistics of one campaign, counted from its recipients; conversions from confirmed sales. */
export const campaignCounts = (db: Db, campaignId: number) =>
  db
    .selectFrom('campaign_recipients as r')
    .select((eb) => [
      eb.fn.countAll().as('total'),
      eb.fn.sum<number>(sql`case when r.status = 'sent' then 1 else 0 end`).as('sent'),
      eb.fn.sum<number>(sql`case when r.status in ('pending', 'sending') then 1 else 0 end`).as('pending'),
      eb.fn.sum<number>(sql`case when r.status = 'failed' then 1 else 0 end`).as('failed'),
      eb.fn.sum<number>(sql`case when r.opened_at is not null then 1 else 0 end`).as('opened'),
      eb.fn.sum<number>(sql`case when r.clicked_at is not null then 1 else 0 end`).as('clicked'),
      eb.fn.sum<number>(sql`case when r.unsubscribed_at is not null then 1 else 0 end`).as('unsubscribed'),
      eb.fn
        .sum<number>(
          sql`case when r.status = 'sent' and exists (select 1 from sales s where s.customer_id = r.customer_id and s.status = 'confirmed' and s.created_at >= r.sent_at and s.created_at < r.convert_until) then 1 else 0 end`,
        )
        .as('converted'),
    ])
    .where('r.campaign_id', '=', campaignId)
    .executeTakeFirstOrThrow();

export const recipientByToken = (db: Db, token: string) =>
  db.selectFrom('campaign_recipients').selectAll().where('token', '=', token).executeTakeFirst();

export const markOpened = (db: Db, id: number, at: string) =>
  db
    .updateTable('campaign_recipients')
    .set({ opened_at: at })
    .where('id', '=', id)
    .where('opened_at', 'is', null)
    .execute();

export const findLink = (db: Db, campaignId: number, linkId: number) =>
  db
    .selectFrom('campaign_links')
    .select(['id', 'url'])
    .where('id', '=', linkId)
    .where('campaign_id', '=', campaignId)
    .executeTakeFirst();

export async function recordClick(db: Db, recipientId: number, linkId: number, at: string) {
  await db
    .insertInto('campaign_clicks')
    .values({ recipient_id: recipientId, link_id: linkId, created_at: at })
    .execute();
  // A click also proves the message was opened (images may be blocked).
  await db
    .updateTable('campaign_recipients')
    .set({ clicked_at: sql`coalesce(clicked_at, ${at})`, opened_at: sql`coalesce(opened_at, ${at})` })
    .where('id', '=', recipientId)
    .execute();
}

/** The address leaves every later campaign (email_unsubscribes, read by the segments); once, however often asked. */
export async function unsubscribe(
  db: Db,
  recipient: { id: number; email: string; customer_id: number | null },
  at: string,
) {
  await db
    .insertInto('email_unsubscribes')
    .values({ email: recipient.email.toLowerCase(), customer_id: recipient.customer_id, created_at: at })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
  await db
    .updateTable('campaign_recipients')
    .set({ unsubscribed_at: sql`coalesce(unsubscribed_at, ${at})` })
    .where('id', '=', recipient.id)
    .execute();
}
