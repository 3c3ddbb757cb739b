import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db, Tx } from '../../db';
import type { AdCampaignCustomerTable, AdCampaignProductTable, AdCampaignTable } from '../../db/types';
import { likeContains } from '../../db/like';

/** The campaigns a search reads: `pattern` is already folded (no accents, lower case). */
const searched = (db: Db, pattern: string | undefined) =>
  db
    .selectFrom('ad_campaigns as c')
    .$if(pattern !== undefined && pattern !== '', (qb) => qb.where(likeContains(sql.ref('c.search_text'), pattern!)));

/** A campaign with the number of customers it brought. */
const withCustomerCount = (qb: ReturnType<typeof searched>) =>
  qb.selectAll('c').select((eb) =>
    eb
      .selectFrom('ad_campaign_customers as acc')
      .whereRef('acc.campaign_id', '=', 'c.id')
      .select((e) => e.fn.countAll().as('n'))
      .as('customers_count'),
  );

/** Newest first; the id breaks ties so pages never repeat or skip a campaign. */
export const listCampaigns = (db: Db, pattern: string | undefined, page: { offset: number; limit: number }) =>
  withCustomerCount(searched(db, pattern))
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();

export type CampaignListRow = Awaited<ReturnType<typeof listCampaigns>>[number];

export const countCampaigns = async (db: Db, pattern: string | undefined) =>
  (
    await searched(db, pattern)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

export const findCampaign = (db: Db | Tx, id: number) =>
  withCustomerCount(searched(db as Db, undefined))
    .where('c.id', '=', id)
    .executeTakeFirst();

export const productsOf = (db: Db | Tx, campaignIds: readonly number[]) =>
  campaignIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('ad_campaign_products')
        .selectAll()
        .where('campaign_id', 'in', campaignIds)
        .orderBy('campaign_id')
        .orderBy('id')
        .execute();

export const insertCampaign = (db: Db | Tx, row: Insertable<AdCampaignTable>) =>
  db.insertInto('ad_campaigns').values(row).returning('id').executeTakeFirstOrThrow();

export const updateCampaign = (db: Db | Tx, id: number, changes: Updateable<AdCampaignTable>) =>
  db.updateTable('ad_campaigns').set(changes).where('id', '=', id).returning('id').executeTakeFirst();

/** Products and recorded customers go with it (ON DELETE CASCADE, deleted here too for SQLite without foreign keys). */
export async function deleteCampaign(db: Tx, id: number) {
  await db.deleteFrom('ad_campaign_products').where('campaign_id', '=', id).execute();
  await db.deleteFrom('ad_campaign_customers').where('campaign_id', '=', id).execute();
  return db.deleteFrom('ad_campaigns').where('id', '=', id).returning(['id', 'name']).executeTakeFirst();
}

/** Active campaigns that have a trigger phrase: what the bot's match chooses from. */
export const activeTriggers = (db: Db) =>
  db
    .selectFrom('ad_campaigns')
    .select(['id', 'trigger_key as trigger_phrase'])
    .where('active', '=', 1)
    .where('trigger_key', 'is not', null)
    .where('trigger_key', '!=', '')
    .execute();

export const insertProduct = (db: Db | Tx, row: Insertable<AdCampaignProductTable>) =>
  db.insertInto('ad_campaign_products').values(row).returningAll().executeTakeFirstOrThrow();

export const countProducts = async (db: Db | Tx, campaignId: number) =>
  (
    await db
      .selectFrom('ad_campaign_products')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('campaign_id', '=', campaignId)
      .executeTakeFirstOrThrow()
  ).n;

export const updateProduct = (
  db: Db | Tx,
  campaignId: number,
  productId: number,
  changes: Updateable<AdCampaignProductTable>,
) =>
  db
    .updateTable('ad_campaign_products')
    .set(changes)
    .where('id', '=', productId)
    .where('campaign_id', '=', campaignId)
    .returningAll()
    .executeTakeFirst();

export const deleteProduct = (db: Db | Tx, campaignId: number, productId: number) =>
  db
    .deleteFrom('ad_campaign_products')
    .where('id', '=', productId)
    .where('campaign_id', '=', campaignId)
    .returningAll()
    .executeTakeFirst();

/**
 * Takes the campaign's row first (docs/0012): a product write waits for another on the same
 * campaign on PostgreSQL, so the product count it reads stays true until it commits. Nothing
 * back means the campaign does not exist.
 */
export const lockCampaign = (db: Tx, id: number, at: string) =>
  db.updateTable('ad_campaigns').set({ updated_at: at }).where('id', '=', id).returning('id').executeTakeFirst();

/** Records the customer once per campaign: a repeat (or a concurrent twin) inserts nothing. */
export const recordCampaignCustomer = (db: Db | Tx, row: Insertable<AdCampaignCustomerTable>) =>
  db
    .insertInto('ad_campaign_customers')
    .values(row)
    .onConflict((oc) => oc.columns(['campaign_id', 'customer_id']).doNothing())
    .returning('id')
    .executeTakeFirst();

export const listCampaignCustomers = (db: Db, campaignId: number, page: { offset: number; limit: number }) =>
  db
    .selectFrom('ad_campaign_customers as acc')
    .innerJoin('customers as cu', 'cu.id', 'acc.customer_id')
    .select(['acc.customer_id', 'cu.name', 'cu.phone', 'acc.first_message', 'acc.created_at'])
    .where('acc.campaign_id', '=', campaignId)
    .orderBy('acc.created_at', 'desc')
    .orderBy('acc.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();

export const countCampaignCustomers = async (db: Db, campaignId: number) =>
  (
    await db
      .selectFrom('ad_campaign_customers')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('campaign_id', '=', campaignId)
      .executeTakeFirstOrThrow()
  ).n;

/** Issue 33, erasure: the first message a customer wrote from an ad is theirs; the attribution stays. */
export const eraseAdFirstMessagesOf = (db: Db | Tx, customerId: number, note: string) =>
  db.updateTable('ad_campaign_customers').set({ first_message: note }).where('customer_id', '=', customerId).execute();
