import { sql, type Insertable } from 'kysely';
import type { Db, Tx } from '../../../db';
import type { CampaignRecipientStatus, CampaignRecipientTable } from '../../../db/types';

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
