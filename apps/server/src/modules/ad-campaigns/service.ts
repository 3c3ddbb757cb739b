import {
  adCampaignText,
  matchTrigger,
  triggerKey,
  type AdCampaign,
  type AdCampaignCustomer,
  type AdCampaignInput,
  type AdCampaignListQuery,
  type AdCampaignMatch,
  type AdCampaignMatchBody,
} from '@ponte/domain/ad-campaigns';
import { foldText } from '@ponte/domain/search';
import { nowIso, toCount, type Db, type Tx } from '../../db';
import type { AdCampaignProductRow } from '../../db/types';
import { conflict, isUniqueViolation, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { findOrCreateCustomer } from '../customers/service';
import { activityRecorder, recordedChange } from '../logs/service';
import * as q from './queries';

/*
 * Ad campaigns of /campanhas (docs/0023): admins manage them, the bot asks which campaign a
 * customer's message came from, and Ponte keeps who came from which campaign.
 */

import { toProduct } from './products';

const recordAdCampaign = activityRecorder('ad_campaign');

export { addAdProduct, deleteAdProduct, updateAdProduct } from './products';

const toCampaign = (row: q.CampaignListRow, products: AdCampaignProductRow[]): AdCampaign => ({
  id: row.id,
  name: row.name,
  description: row.description,
  campaign_id: row.campaign_id,
  trigger_phrase: row.trigger_phrase,
  active: row.active === 1,
  products: products.filter((p) => p.campaign_id === row.id).map(toProduct),
  customers_count: toCount(row.customers_count as number | string | null),
  created_at: row.created_at,
  updated_at: row.updated_at,
});

const toColumns = (input: AdCampaignInput) => ({
  name: input.name,
  description: input.description,
  campaign_id: input.campaign_id,
  trigger_phrase: input.trigger_phrase,
  trigger_key: input.trigger_phrase ? triggerKey(input.trigger_phrase) : null,
  active: input.active ? 1 : 0,
  search_text: `${foldText(input.name)} ${foldText(input.campaign_id)}`,
});

const campaignIdTaken = () => conflict(adCampaignText.campaignIdTaken, 'campaign_id_taken');

/** Runs a write that may meet the unique campaign id; the duplicate answers 409, not 500. */
async function uniqueCampaignId<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw campaignIdTaken();
    throw err;
  }
}

export async function listAdCampaigns(db: Db, query: AdCampaignListQuery) {
  const pattern = query.search ? foldText(query.search) : undefined;
  const [rows, total] = await Promise.all([
    q.listCampaigns(db, pattern, { offset: (query.page - 1) * query.limit, limit: query.limit }),
    q.countCampaigns(db, pattern),
  ]);
  const products = await q.productsOf(
    db,
    rows.map((r) => r.id),
  );
  const count = toCount(total);
  return {
    success: true as const,
    data: rows.map((row) => toCampaign(row, products)),
    pagination: {
      page: query.page,
      limit: query.limit,
      total: count,
      pages: Math.max(1, Math.ceil(count / query.limit)),
    },
  };
}

export async function getAdCampaign(db: Db, id: number): Promise<AdCampaign> {
  const row = await q.findCampaign(db, id);
  if (!row) throw notFound(adCampaignText.notFound);
  return toCampaign(row, await q.productsOf(db, [id]));
}

const activityDetails = (input: AdCampaignInput) => ({
  name: input.name,
  campaign_id: input.campaign_id,
  trigger_phrase: input.trigger_phrase,
  active: input.active,
});

export async function createAdCampaign(db: Db, actor: Actor, input: AdCampaignInput, ip?: string) {
  const now = nowIso();
  const id = await uniqueCampaignId(() =>
    db.transaction().execute(async (tx) => {
      const { id } = await q.insertCampaign(tx, { ...toColumns(input), created_at: now, updated_at: now });
      await recordAdCampaign(tx, actor.id, 'create', id, activityDetails(input), ip);
      return id;
    }),
  );
  return getAdCampaign(db, id);
}

export async function updateAdCampaign(db: Db, actor: Actor, id: number, input: AdCampaignInput, ip?: string) {
  await uniqueCampaignId(() =>
    recordedChange(
      db,
      {
        userId: actor.id,
        action: 'update',
        entityType: 'ad_campaign',
        entityId: id,
        details: activityDetails(input),
        ip,
      },
      (tx: Tx) => q.updateCampaign(tx, id, { ...toColumns(input), updated_at: nowIso() }),
      adCampaignText.notFound,
    ),
  );
  return getAdCampaign(db, id);
}

/** The card's active checkbox: only the flag changes. */
export async function setAdCampaignActive(db: Db, actor: Actor, id: number, active: boolean, ip?: string) {
  await recordedChange(
    db,
    { userId: actor.id, action: 'update', entityType: 'ad_campaign', entityId: id, details: { active }, ip },
    (tx: Tx) => q.updateCampaign(tx, id, { active: active ? 1 : 0, updated_at: nowIso() }),
    adCampaignText.notFound,
  );
  return getAdCampaign(db, id);
}

export async function deleteAdCampaign(db: Db, actor: Actor, id: number, ip?: string): Promise<void> {
  await recordedChange(
    db,
    {
      userId: actor.id,
      action: 'delete',
      entityType: 'ad_campaign',
      entityId: id,
      details: (row) => ({ name: row.name }),
      ip,
    },
    (tx: Tx) => q.deleteCampaign(tx, id),
    adCampaignText.notFound,
  );
}

export async function listAdCampaignCustomers(db: Db, id: number, query: { page: number; limit: number }) {
  if (!(await q.findCampaign(db, id))) throw notFound(adCampaignText.notFound);
  const [rows, total] = await Promise.all([
    q.listCampaignCustomers(db, id, { offset: (query.page - 1) * query.limit, limit: query.limit }),
    q.countCampaignCustomers(db, id),
  ]);
  const count = toCount(total);
  return {
    success: true as const,
    data: rows.map((r): AdCampaignCustomer => ({
      customer_id: r.customer_id,
      name: r.name,
      phone: r.phone,
      first_message: r.first_message,
      created_at: r.created_at,
    })),
    pagination: {
      page: query.page,
      limit: query.limit,
      total: count,
      pages: Math.max(1, Math.ceil(count / query.limit)),
    },
  };
}

/**
 * The bot's question: which active campaign's trigger phrase does this message contain? The
 * answer carries the campaign and its products; the customer (found or created by phone) is
 * recorded as coming from it once, however many times or however concurrently the bot asks.
 */
export async function matchAdCampaign(db: Db, body: AdCampaignMatchBody): Promise<AdCampaignMatch> {
  const chosen = matchTrigger(body.message, await q.activeTriggers(db));
  if (!chosen) return { campaign: null, customer_id: null, first_time: false };
  const campaign = await getAdCampaign(db, chosen.id);
  const customer = await findOrCreateCustomer(db, { phone: body.phone, name: body.name });
  const firstTime = await db.transaction().execute(async (tx) => {
    const recorded = await q.recordCampaignCustomer(tx, {
      campaign_id: campaign.id,
      customer_id: customer.id,
      first_message: body.message,
      created_at: nowIso(),
    });
    if (recorded) await recordAdCampaign(tx, null, 'create', campaign.id, { customer_from_campaign: customer.id });
    return recorded !== undefined;
  });
  return {
    campaign: {
      id: campaign.id,
      name: campaign.name,
      description: campaign.description,
      campaign_id: campaign.campaign_id,
      trigger_phrase: campaign.trigger_phrase ?? '',
      products: campaign.products,
    },
    customer_id: customer.id,
    first_time: firstTime,
  };
}

/** Issue 33, erasure: the first message from an ad goes; the attribution stays. */
export async function eraseAdFirstMessages(db: Db | Tx, customerId: number, note: string): Promise<void> {
  await q.eraseAdFirstMessagesOf(db, customerId, note);
}
