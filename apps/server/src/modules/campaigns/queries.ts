import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db, Tx } from '../../db';
import type {
  CampaignRecipientStatus,
  CampaignRecipientTable,
  EmailCampaignStatus,
  EmailCampaignTable,
} from '../../db/types';

const sentCount = sql<number>`(select count(*) from campaign_recipients r where r.campaign_id = c.id and r.status = 'sent')`;

/** The campaign with its template's and segment's names as they are now (null once deleted) beside its copies. */
const withNames = (db: Db) =>
  db
    .selectFrom('email_campaigns as c')
    .leftJoin('email_templates as t', 't.id', 'c.template_id')
    .leftJoin('campaign_segments as s', 's.id', 'c.segment_id')
    .selectAll('c')
    .select([
      't.name as source_template_name',
      's.name as source_segment_name',
      's.description as segment_description',
      sentCount.as('sent'),
    ]);

export type CampaignRow = Awaited<ReturnType<typeof findCampaignRow>>;

export const listCampaignRows = (db: Db, limit: number) =>
  withNames(db).orderBy('c.created_at', 'desc').orderBy('c.id', 'desc').limit(limit).execute();

export const findCampaignRow = (db: Db, id: number) => withNames(db).where('c.id', '=', id).executeTakeFirst();

export const findCampaign = (db: Db | Tx, id: number) =>
  db.selectFrom('email_campaigns').selectAll().where('id', '=', id).executeTakeFirst();

export const insertCampaign = (db: Db | Tx, row: Insertable<EmailCampaignTable>) =>
  db.insertInto('email_campaigns').values(row).returning('id').executeTakeFirstOrThrow();

/** What a campaign goes out with: a copy of its template and of its segment's definition (docs/0049). */
export type CampaignCopy = Pick<
  EmailCampaignTable,
  'template_name' | 'subject' | 'body_html' | 'segment_name' | 'segment_filters'
>;
export const NO_COPY: CampaignCopy = {
  template_name: null,
  subject: null,
  body_html: null,
  segment_name: null,
  segment_filters: null,
};

/** The draft and scheduled campaigns that use a template or a segment: what its deletion would strand. */
export const campaignsUsing = (tx: Tx, column: 'template_id' | 'segment_id', id: number) =>
  tx
    .selectFrom('email_campaigns')
    .select(['id', 'name'])
    .where(column, '=', id)
    .where('status', 'in', ['draft', 'scheduled'])
    .orderBy('id')
    .execute();

/**
 * Changes a campaign only while it is in one of `from`, in one statement: of a change and a
 * start (or two changes) racing, only the first gets the row back.
 */
export const updateCampaignFrom = (
  db: Db | Tx,
  id: number,
  from: readonly EmailCampaignStatus[],
  changes: Updateable<EmailCampaignTable>,
) =>
  db
    .updateTable('email_campaigns')
    .set(changes)
    .where('id', '=', id)
    .where('status', 'in', [...from])
    .returningAll()
    .executeTakeFirst();

/** Deletes a draft (its recipients, links and clicks go with it); nothing when it is no longer one. */
export const deleteDraft = (db: Db | Tx, id: number) =>
  db
    .deleteFrom('email_campaigns')
    .where('id', '=', id)
    .where('status', '=', 'draft')
    .returning(['id', 'name'])
    .executeTakeFirst();

/**
 * Moves a campaign from one status to 'sending' in one statement: of two 'Enviar' clicks (or a
 * click and the schedule) only one gets the row back, and only while it still uses the template
 * and segment it was read with. The copy of both is written as they are now. A scheduled start
 * names the moment it was queued for: a campaign cancelled or moved since is not started by it.
 */
export const claimForSending = (
  db: Db | Tx,
  read: { id: number; template_id: number | null; segment_id: number | null },
  from: EmailCampaignStatus,
  copy: CampaignCopy,
  at: string,
  scheduledAt?: string,
) =>
  db
    .updateTable('email_campaigns')
    .set({ status: 'sending', started_at: sql`coalesce(started_at, ${at})`, updated_at: at, ...copy })
    .where('id', '=', read.id)
    .where('status', '=', from)
    .where('template_id', read.template_id === null ? 'is' : '=', read.template_id)
    .where('segment_id', read.segment_id === null ? 'is' : '=', read.segment_id)
    .$if(scheduledAt !== undefined, (qb) => qb.where('scheduled_at', '=', scheduledAt!))
    .returningAll()
    .executeTakeFirst();

/** A scheduled campaign that could not start at its moment: draft again, with the reason shown on it and no copy. */
export const backToDraft = (db: Db, id: number, reason: string, at: string, scheduledAt?: string) =>
  db
    .updateTable('email_campaigns')
    .set({ status: 'draft', last_error: reason, updated_at: at, ...NO_COPY })
    .where('id', '=', id)
    .where('status', '=', 'scheduled')
    .$if(scheduledAt !== undefined, (qb) => qb.where('scheduled_at', '=', scheduledAt!))
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

export const markRecipientSent = (db: Db, id: number, messageId: string, at: string) =>
  db
    .updateTable('campaign_recipients')
    .set({ status: 'sent', message_id: messageId, sent_at: at, error: null })
    .where('id', '=', id)
    .execute();

/** The SMTP server refused the address for good: final, with its answer (docs/0050). */
export const markRecipientBounced = (db: Db, id: number, error: string) =>
  db.updateTable('campaign_recipients').set({ status: 'bounced', error }).where('id', '=', id).execute();

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

/** Pauses a sending campaign; true only for the call that paused it. */
export const pauseCampaign = async (db: Db, id: number, at: string) =>
  (await db
    .updateTable('email_campaigns')
    .set({ status: 'paused', updated_at: at })
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .returning('id')
    .executeTakeFirst()) !== undefined;

export const finishCampaign = (db: Db, id: number, at: string) =>
  db
    .updateTable('email_campaigns')
    .set({ status: 'sent', finished_at: at, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .execute();

/**
 * The statistics of one campaign, counted from its recipients; a conversion is a confirmed sale
 * of the recipient's customer from their first open or click (`opened_at`, which a click sets
 * too) until `convert_until`, set at that moment (docs/0050).
 */
export const campaignCounts = (db: Db, campaignId: number) =>
  db
    .selectFrom('campaign_recipients as r')
    .select((eb) => [
      eb.fn.countAll().as('total'),
      eb.fn.sum<number>(sql`case when r.status = 'sent' then 1 else 0 end`).as('sent'),
      eb.fn.sum<number>(sql`case when r.status in ('pending', 'sending') then 1 else 0 end`).as('pending'),
      eb.fn.sum<number>(sql`case when r.status = 'failed' then 1 else 0 end`).as('failed'),
      eb.fn.sum<number>(sql`case when r.status = 'bounced' then 1 else 0 end`).as('bounced'),
      eb.fn.sum<number>(sql`case when r.opened_at is not null then 1 else 0 end`).as('opened'),
      eb.fn.sum<number>(sql`case when r.clicked_at is not null then 1 else 0 end`).as('clicked'),
      eb.fn.sum<number>(sql`case when r.unsubscribed_at is not null then 1 else 0 end`).as('unsubscribed'),
      eb.fn
        .sum<number>(
          sql`case when r.status = 'sent' and exists (select 1 from sales s where s.customer_id = r.customer_id and s.status = 'confirmed' and s.created_at >= r.opened_at and s.created_at < r.convert_until) then 1 else 0 end`,
        )
        .as('converted'),
    ])
    .where('r.campaign_id', '=', campaignId)
    .executeTakeFirstOrThrow();

export const recipientByToken = (db: Db, token: string) =>
  db.selectFrom('campaign_recipients').selectAll().where('token', '=', token).executeTakeFirst();

/** The first open starts the recipient's conversion window (`convertUntil`); later ones change nothing. */
export const markOpened = (db: Db, id: number, at: string, convertUntil: string) =>
  db
    .updateTable('campaign_recipients')
    .set({ opened_at: at, convert_until: convertUntil })
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

export async function recordClick(db: Db, recipientId: number, linkId: number, at: string, convertUntil: string) {
  await db
    .insertInto('campaign_clicks')
    .values({ recipient_id: recipientId, link_id: linkId, created_at: at })
    .execute();
  // A click also proves the message was opened (images may be blocked), and so starts the
  // conversion window when nothing did before.
  await db
    .updateTable('campaign_recipients')
    .set({
      clicked_at: sql`coalesce(clicked_at, ${at})`,
      convert_until: sql`case when opened_at is null then ${convertUntil} else convert_until end`,
      opened_at: sql`coalesce(opened_at, ${at})`,
    })
    .where('id', '=', recipientId)
    .execute();
}

/** The recipient unsubscribed through their link (the address itself goes to the never-send list). */
export const markUnsubscribed = (db: Db, id: number, at: string) =>
  db
    .updateTable('campaign_recipients')
    .set({ unsubscribed_at: sql`coalesce(unsubscribed_at, ${at})` })
    .where('id', '=', id)
    .execute();

/** Each link of the campaign, in the template's order, with its clicks and how many recipients made them. */
export const linkClicks = (db: Db, campaignId: number) =>
  db
    .selectFrom('campaign_links as l')
    .leftJoin('campaign_clicks as k', 'k.link_id', 'l.id')
    .select((eb) => [
      'l.url',
      eb.fn.count('k.id').as('clicks'),
      eb.fn.count('k.recipient_id').distinct().as('unique_clicks'),
    ])
    .where('l.campaign_id', '=', campaignId)
    .groupBy(['l.id', 'l.url'])
    .orderBy('l.id')
    .execute();

/** First opens per UTC hour ('YYYY-MM-DDTHH'). */
export const opensByHour = (db: Db, campaignId: number) =>
  db
    .selectFrom('campaign_recipients')
    .select((eb) => [sql<string>`substr(opened_at, 1, 13)`.as('hour'), eb.fn.countAll().as('n')])
    .where('campaign_id', '=', campaignId)
    .where('opened_at', 'is not', null)
    .groupBy(sql`substr(opened_at, 1, 13)`)
    .execute();

/** Clicks per UTC hour ('YYYY-MM-DDTHH'). */
export const clicksByHour = (db: Db, campaignId: number) =>
  db
    .selectFrom('campaign_clicks as k')
    .innerJoin('campaign_recipients as r', 'r.id', 'k.recipient_id')
    .select((eb) => [sql<string>`substr(k.created_at, 1, 13)`.as('hour'), eb.fn.countAll().as('n')])
    .where('r.campaign_id', '=', campaignId)
    .groupBy(sql`substr(k.created_at, 1, 13)`)
    .execute();

/** Issue 33, a customer's data (LGPD): the campaign e-mails sent to them and what they did with them. */
export const customerEmailEvents = (db: Db, customerId: number) =>
  db
    .selectFrom('campaign_recipients as r')
    .innerJoin('email_campaigns as c', 'c.id', 'r.campaign_id')
    .select(['c.name as campaign', 'r.email', 'r.status', 'r.sent_at', 'r.opened_at', 'r.clicked_at'])
    .where('r.customer_id', '=', customerId)
    .orderBy('r.id')
    .execute();

/**
 * Issue 33, erasure: the campaign e-mails sent to the customer keep their status and times (the
 * campaigns' figures), not the address, name or phone; the address leaves the never-send list too.
 */
export async function eraseRecipientsOf(db: Db | Tx, customerId: number, emails: string[]) {
  await db
    .updateTable('campaign_recipients')
    .set({
      email: sql<string>`'removido-' || id || '@removido.invalid'`,
      name: '',
      phone: null,
      // A bounce quotes the address; a message not yet sent is not sent at all.
      error: null,
      status: sql<CampaignRecipientStatus>`case when status in ('pending', 'sending') then 'failed' else status end`,
    })
    .where((eb) => eb.or([eb('customer_id', '=', customerId), ...(emails.length ? [eb('email', 'in', emails)] : [])]))
    .execute();
  await db
    .deleteFrom('email_unsubscribes')
    .where((eb) => eb.or([eb('customer_id', '=', customerId), ...(emails.length ? [eb('email', 'in', emails)] : [])]))
    .execute();
}
