import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db, Tx } from '../../../db';
import type { EmailCampaignStatus, EmailCampaignTable } from '../../../db/types';

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
