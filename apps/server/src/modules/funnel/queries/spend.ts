import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db, Tx } from '../../../db';
import type { FunnelCampaignSpendTable } from '../../../db/types';

/** A purchase credited to the click whose sale was not cancelled afterwards (a site Purchase has no sale). */
const creditKept = sql`fc.revenue_cents is not null and (s.status is null or s.status <> 'cancelled')`;

/**
 * Per campaign, the clicks made in the period and the purchases and revenue credited to them.
 * A sale cancelled since brings neither, as on /vendas (docs/0045, docs/0047).
 */
export const campaignTotals = (db: Db, f: { from?: string; to?: string }) =>
  db
    .selectFrom('funnel_clicks as fc')
    .leftJoin('sales as s', 's.id', 'fc.sale_id')
    .$if(f.from !== undefined, (qb) => qb.where('fc.created_at', '>=', f.from!))
    .$if(f.to !== undefined, (qb) => qb.where('fc.created_at', '<', f.to!))
    .select((eb) => [
      'fc.campaign',
      eb.fn.countAll().as('clicks'),
      eb.fn.sum<number | string>(sql`case when ${creditKept} then 1 else 0 end`).as('purchases'),
      eb.fn
        .coalesce(eb.fn.sum<number | string>(sql`case when ${creditKept} then fc.revenue_cents else 0 end`), sql.lit(0))
        .as('revenue_cents'),
    ])
    .groupBy('fc.campaign')
    .execute();

/** Spend entries with at least one day in the period of shop days (an open side takes all). */
export const spendOverlapping = (db: Db, p: { start?: string; end?: string }, limit?: number) =>
  db
    .selectFrom('funnel_campaign_spend')
    .selectAll()
    .$if(p.start !== undefined, (qb) => qb.where('ends_on', '>=', p.start!))
    .$if(p.end !== undefined, (qb) => qb.where('starts_on', '<=', p.end!))
    .orderBy('starts_on', 'desc')
    .orderBy('id', 'desc')
    .$if(limit !== undefined, (qb) => qb.limit(limit!))
    .execute();

export const insertSpend = (db: Db | Tx, row: Insertable<FunnelCampaignSpendTable>) =>
  db.insertInto('funnel_campaign_spend').values(row).returningAll().executeTakeFirstOrThrow();

export const updateSpend = (db: Db | Tx, id: number, changes: Updateable<FunnelCampaignSpendTable>) =>
  db.updateTable('funnel_campaign_spend').set(changes).where('id', '=', id).returningAll().executeTakeFirst();

export const deleteSpend = (db: Db | Tx, id: number) =>
  db.deleteFrom('funnel_campaign_spend').where('id', '=', id).returning('id').executeTakeFirst();
