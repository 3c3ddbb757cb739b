import { campaignText, type CampaignSpend, type CampaignSpendInput } from '@ponte/domain/funnel-campaigns';
import { toCents } from '@ponte/domain/money';
import { nowIso, type Db } from '../../db';
import { notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { recordActivity } from '../logs/service';
import { toSpend } from './campaigns';
import * as q from './queries';

/**
 * What a campaign cost from one day to another, as an admin enters it on /meta-funil. Entries
 * of one campaign may overlap (two invoices, a boost on top of the month): each counts on its
 * own. Every change goes to the activity log.
 */
const details = (s: CampaignSpend) => ({
  campaign: s.campaign,
  starts_on: s.starts_on,
  ends_on: s.ends_on,
  amount: s.amount,
});

export async function createSpend(db: Db, actor: Actor, input: CampaignSpendInput, ip?: string) {
  const at = nowIso();
  return db.transaction().execute(async (tx) => {
    const spend = toSpend(
      await q.insertSpend(tx, {
        campaign: input.campaign,
        starts_on: input.starts_on,
        ends_on: input.ends_on,
        amount_cents: toCents(input.amount),
        created_by: actor.id,
        created_at: at,
        updated_at: at,
      }),
    );
    await recordActivity(tx, {
      userId: actor.id,
      action: 'create',
      entityType: 'campaign_spend',
      entityId: spend.id,
      details: details(spend),
      ip,
    });
    return spend;
  });
}

export async function updateSpend(db: Db, actor: Actor, id: number, input: CampaignSpendInput, ip?: string) {
  return db.transaction().execute(async (tx) => {
    const row = await q.updateSpend(tx, id, {
      campaign: input.campaign,
      starts_on: input.starts_on,
      ends_on: input.ends_on,
      amount_cents: toCents(input.amount),
      updated_at: nowIso(),
    });
    if (!row) throw notFound(campaignText.spendNotFound);
    const spend = toSpend(row);
    await recordActivity(tx, {
      userId: actor.id,
      action: 'update',
      entityType: 'campaign_spend',
      entityId: id,
      details: details(spend),
      ip,
    });
    return spend;
  });
}

export async function deleteSpend(db: Db, actor: Actor, id: number, ip?: string) {
  await db.transaction().execute(async (tx) => {
    if (!(await q.deleteSpend(tx, id))) throw notFound(campaignText.spendNotFound);
    await recordActivity(tx, { userId: actor.id, action: 'delete', entityType: 'campaign_spend', entityId: id, ip });
  });
}
