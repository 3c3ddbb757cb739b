/* An ad campaign's products: added, changed and removed under the campaign's lock. */
import { AD_PRODUCTS_MAX, adCampaignText, type AdProduct, type AdProductInput } from '@ponte/domain/ad-campaigns';
import { fromCents, toCents } from '@ponte/domain/money';
import { nowIso, toCount, type Db, type Tx } from '../../db';
import type { AdCampaignProductRow } from '../../db/types';
import { badRequest, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { activityRecorder, recordedChange } from '../logs/service';
import * as q from './queries';

const recordAdCampaign = activityRecorder('ad_campaign');

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
 * A product change takes the campaign's row first (404 when there is none), so the product count
 * and the writes stay true on PostgreSQL. Any refusal is thrown inside the change's transaction,
 * so the lock's write is rolled back.
 */
async function lockCampaign(tx: Tx, campaignId: number, at: string) {
  if (!(await q.lockCampaign(tx, campaignId, at))) throw notFound(adCampaignText.notFound);
}

const productDetails = (product: AdProduct) => ({ product_id: product.id, name: product.name, price: product.price });

/** The campaign's activity entry for a change of one of its products (the details say which and what). */
const productChange = (actor: Actor, campaignId: number, ip?: string) =>
  ({ userId: actor.id, action: 'update', entityType: 'ad_campaign', entityId: campaignId, ip }) as const;

export async function addAdProduct(
  db: Db,
  actor: Actor,
  campaignId: number,
  input: AdProductInput,
  ip?: string,
): Promise<AdProduct> {
  const now = nowIso();
  return db.transaction().execute(async (tx) => {
    await lockCampaign(tx, campaignId, now);
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
    await recordAdCampaign(tx, actor.id, 'update', campaignId, { added_product: productDetails(product) }, ip);
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
  const row = await recordedChange(
    db,
    { ...productChange(actor, campaignId, ip), details: (r) => ({ updated_product: productDetails(toProduct(r)) }) },
    async (tx: Tx) => {
      await lockCampaign(tx, campaignId, now);
      return q.updateProduct(tx, campaignId, productId, { ...productColumns(input), updated_at: now });
    },
    adCampaignText.productNotFound,
  );
  return toProduct(row);
}

export async function deleteAdProduct(
  db: Db,
  actor: Actor,
  campaignId: number,
  productId: number,
  ip?: string,
): Promise<void> {
  const now = nowIso();
  await recordedChange(
    db,
    { ...productChange(actor, campaignId, ip), details: (r) => ({ deleted_product: productDetails(toProduct(r)) }) },
    async (tx: Tx) => {
      await lockCampaign(tx, campaignId, now);
      return q.deleteProduct(tx, campaignId, productId);
    },
    adCampaignText.productNotFound,
  );
}
