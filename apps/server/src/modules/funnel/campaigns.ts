import { shopDayRange } from '@ponte/domain/dates';
import {
  proratedSpendCents,
  returnOnSpend,
  SPEND_ENTRIES_SHOWN,
  type CampaignReport,
  type CampaignResult,
  type CampaignSpend,
  type DayPeriod,
} from '@ponte/domain/funnel-campaigns';
import { fromCents } from '@ponte/domain/money';
import { toCount, type Db } from '../../db';
import type { FunnelCampaignSpendRow } from '../../db/types';
import * as q from './queries';
import { readAttributionWindowDays } from './settings';

export const toSpend = (row: FunnelCampaignSpendRow): CampaignSpend => ({
  id: row.id,
  campaign: row.campaign,
  starts_on: row.starts_on,
  ends_on: row.ends_on,
  amount: fromCents(Number(row.amount_cents)),
  created_at: row.created_at,
  updated_at: row.updated_at,
});

type Totals = { clicks: number; purchases: number; revenueCents: number; spendCents: number | null };

/**
 * GET /api/meta/campaigns: per campaign, the clicks made in the period, the purchases and
 * revenue credited to those clicks, and, where an admin entered spend overlapping the period,
 * that spend prorated by days and the return on it (docs/0047). Biggest revenue first.
 */
export async function campaignReport(
  db: Db,
  query: { start_date?: string; end_date?: string },
): Promise<CampaignReport> {
  const period: DayPeriod = { start: query.start_date, end: query.end_date };
  const [totals, spend, days] = await Promise.all([
    q.campaignTotals(db, shopDayRange(period.start, period.end)),
    q.spendOverlapping(db, period),
    readAttributionWindowDays(db),
  ]);
  const byCampaign = new Map<string | null, Totals>();
  const entry = (campaign: string | null) => {
    let found = byCampaign.get(campaign);
    if (!found) byCampaign.set(campaign, (found = { clicks: 0, purchases: 0, revenueCents: 0, spendCents: null }));
    return found;
  };
  for (const row of totals) {
    const t = entry(row.campaign);
    t.clicks = toCount(row.clicks);
    t.purchases = toCount(row.purchases);
    t.revenueCents = toCount(row.revenue_cents);
  }
  for (const row of spend) {
    const t = entry(row.campaign);
    t.spendCents = (t.spendCents ?? 0) + proratedSpendCents({ ...row, amount_cents: Number(row.amount_cents) }, period);
  }
  const campaigns: CampaignResult[] = [...byCampaign].map(([campaign, t]) => ({
    campaign,
    clicks: t.clicks,
    purchases: t.purchases,
    revenue: fromCents(t.revenueCents),
    spend: t.spendCents === null ? null : fromCents(t.spendCents),
    roas: returnOnSpend(t.revenueCents, t.spendCents),
    net: t.spendCents === null ? null : fromCents(t.revenueCents - t.spendCents),
  }));
  campaigns.sort(
    (a, b) =>
      b.revenue - a.revenue ||
      b.clicks - a.clicks ||
      // 'Sem campanha' after the named ones, then by name, so the order never depends on the rows.
      Number(a.campaign === null) - Number(b.campaign === null) ||
      (a.campaign ?? '').localeCompare(b.campaign ?? ''),
  );
  return {
    attribution_window_days: days,
    campaigns,
    spend: spend.slice(0, SPEND_ENTRIES_SHOWN).map(toSpend),
  };
}
