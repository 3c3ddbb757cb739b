/* An ad campaign's products: added, changed and removed under the campaign's lock. */
import { AD_PRODUCTS_MAX, adCampaignText, type AdProduct, type AdProductInput } from '@ponte/domain/ad-campaigns';
import { fromCents, toCents } from '@ponte/domain/money';
import { nowIso, toCount, type Db, type Tx } from '../../db';
import type { AdCampaignProductRow } from '../../db/types';
import { badRequest, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { recordActivity } from '../logs/service';
import * as q from './queries';

/*
 * Ad campaigns of /campanhas (docs/0023): admins manage them, the bot asks which campaign a
 * customer's message came from, and Ponte keeps who came from which campaign.
 */

export const toProduct = (row: AdCampaignProductRow): AdProduct => ({
  id: row.id,
  name: row.name,
  price: fromCents(row.price_cents),
  image: row.image,
  description: row.description,
});

const productColumns = (input: AdProductInput) => ({
  name: input.name,
  price_cents: toCents(input.price),
  image: input.image,
  description: input.description,
});

/**
 * A product change under the campaign's lock (its row taken first, so the product count and the
 * writes stay true on PostgreSQL). Any refusal is thrown inside, so the lock's write is rolled back.
 */
function underCampaignLock<T>(db: Db, campaignId: number, at: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (tx) => {
    if (!(await q.lockCampaign(tx, campaignId, at))) throw notFound(adCampaignText.notFound);
    return work(tx);
  });
}

const productDetails = (product: AdProduct) => ({ product_id: product.id, name: product.name, price: product.price });

/** The campaign's activity entry for a product change: `details` says what happened to which product. */
const recordProductChange = (tx: Tx, actor: Actor, campaignId: number, details: Record<string, unknown>, ip?: string) =>
  recordActivity(tx, {
    userId: actor.id,
    action: 'update',
    entityType: 'ad_campaign',
    entityId: campaignId,
    details,
    ip,
  });

export async function addAdProduct(
  db: Db,
  actor: Actor,
  campaignId: number,
  input: AdProductInput,
  ip?: string,
): Promise<AdProduct> {
  const now = nowIso();
  return underCampaignLock(db, campaignId, now, async (tx) => {
    if (toCount(await q.countProducts(tx, campaignId)) >= AD_PRODUCTS_MAX)
      throw badRequest(adCampaignText.tooManyProducts, { products: adCampaignText.tooManyProducts });
    const product = toProduct(
      await q.insertProduct(tx, {
        ...productColumns(input),
        campaign_id: campaignId,
        created_at: now,
        updated_at: now,
      }),
    );
    await recordProductChange(tx, actor, campaignId, { added_product: productDetails(product) }, ip);
    return product;
  });
}

export async function updateAdProduct(
  db: Db,
  actor: Actor,
  campaignId: number,
  productId: number,
  input: AdProductInput,
  ip?: string,
): Promise<AdProduct> {
  const now = nowIso();
  return underCampaignLock(db, campaignId, now, async (tx) => {
    const row = await q.updateProduct(tx, campaignId, productId, { ...productColumns(input), updated_at: now });
    if (!row) throw notFound(adCampaignText.productNotFound);
    const product = toProduct(row);
    await recordProductChange(tx, actor, campaignId, { updated_product: productDetails(product) }, ip);
    return product;
  });
}

export async function deleteAdProduct(
  db: Db,
  actor: Actor,
  campaignId: number,
  productId: number,
  ip?: string,
): Promise<void> {
  const now = nowIso();
  return underCampaignLock(db, campaignId, now, async (tx) => {
    const row = await q.deleteProduct(tx, campaignId, productId);
    if (!row) throw notFound(adCampaignText.productNotFound);
    await recordProductChange(tx, actor, campaignId, { deleted_product: productDetails(toProduct(row)) }, ip);
  });
}
