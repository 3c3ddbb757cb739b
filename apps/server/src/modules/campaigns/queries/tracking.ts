import { sql } from 'kysely';
import type { Db } from '../../../db';

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
