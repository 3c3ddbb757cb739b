import { campaignText, type CampaignSpend, type CampaignSpendInput } from '@ponte/domain/funnel-campaigns';
import { toCents } from '@ponte/domain/money';
import { nowIso, type Db, type Tx } from '../../db';
import type { Actor } from '../../plugins/auth';
import { activityRecorder, recordedChange } from '../logs/service';
import { toSpend } from './campaigns';
import * as q from './queries';

const recordCampaignSpend = activityRecorder('campaign_spend');

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
    await recordCampaignSpend(tx, actor.id, 'create', spend.id, details(spend), ip);
    return spend;
  });
}

export async function updateSpend(db: Db, actor: Actor, id: number, input: CampaignSpendInput, ip?: string) {
  const row = await recordedChange(
    db,
    {
      userId: actor.id,
      action: 'update',
      entityType: 'campaign_spend',
      entityId: id,
      details: (r) => details(toSpend(r)),
      ip,
    },
    (tx: Tx) =>
      q.updateSpend(tx, id, {
        campaign: input.campaign,
        starts_on: input.starts_on,
        ends_on: input.ends_on,
        amount_cents: toCents(input.amount),
        updated_at: nowIso(),
      }),
    campaignText.spendNotFound,
  );
  return toSpend(row);
}

export async function deleteSpend(db: Db, actor: Actor, id: number, ip?: string) {
  await recordedChange(
    db,
    { userId: actor.id, action: 'delete', entityType: 'campaign_spend', entityId: id, ip },
    (tx: Tx) => q.deleteSpend(tx, id),
    campaignText.spendNotFound,
  );
}
