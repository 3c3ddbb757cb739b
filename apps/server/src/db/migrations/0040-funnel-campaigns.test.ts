import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from '..';
import { useDbMigratedTo } from '../../../test/helpers';
import { migrateToLatest } from '../migrate';

/** 0040 credits the clicks converted before it: the latest click of each sale, or the site Purchase's value. */
let db: Db;
useDbMigratedTo('0039-commission-rule-order', (opened) => (db = opened));

const at = (day: number) => `2025-02-${String(day).padStart(2, '0')}T12:00:00.000Z`;

describe('migration 0040', () => {
  it('credits each old sale once, to its latest click, and a site purchase its value', async () => {
    const customer = (
      await db
        .insertInto('customers')
        .values({
          name: 'Olga',
          phone: '5511955557777',
          phone_key: '5511955557777',
          email: null,
          email_woocomerce: null,
          seller_id: null,
          created_at: at(1),
          last_activity: at(1),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const sale = (
      await sql<{ id: number }>`insert into sales
        (customer_id, total_usd_cents, total_brl_cents, payment_method, status, created_at, confirmed_at)
        values (${customer}, 1000, 45600, 'pix', 'confirmed', ${at(5)}, ${at(5)}) returning id`.execute(db)
    ).rows[0]!.id;
    // Written as the code before 0040 wrote them: no campaign, converted_at nor revenue_cents.
    const click = async (clickId: string, status: string, saleId: number | null, day: number) =>
      (
        await sql<{ id: number }>`insert into funnel_clicks
          (source, click_id, customer_id, status, purchase, sale_id, created_at, updated_at)
          values ('website', ${clickId}, ${customer}, ${status}, ${status === 'converted' ? 1 : 0}, ${saleId}, ${at(day)}, ${at(day + 1)})
          returning id`.execute(db)
      ).rows[0]!.id;
    const older = await click('antigo', 'converted', sale, 2);
    const latest = await click('recente', 'converted', sale, 3);
    const bySite = await click('pelo-site', 'converted', null, 4);
    const linked = await click('vinculado', 'linked', null, 4);
    await sql`insert into funnel_events
      (click_id, event_name, event_id, event_time, value_cents, delivery, created_at, updated_at)
      values (${bySite}, 'Purchase', 'site-1', ${at(4)}, 19990, 'stored', ${at(4)}, ${at(4)})`.execute(db);

    await migrateToLatest(db);
    const rows = await db
      .selectFrom('funnel_clicks')
      .select(['id', 'revenue_cents', 'converted_at', 'campaign'])
      .orderBy('id')
      .execute();
    expect(
      rows.map((r) => ({ ...r, revenue_cents: r.revenue_cents === null ? null : Number(r.revenue_cents) })),
    ).toEqual([
      { id: older, revenue_cents: null, converted_at: at(3), campaign: null },
      { id: latest, revenue_cents: 45_600, converted_at: at(4), campaign: null },
      { id: bySite, revenue_cents: 19_990, converted_at: at(5), campaign: null },
      { id: linked, revenue_cents: null, converted_at: null, campaign: null },
    ]);
  });
});
