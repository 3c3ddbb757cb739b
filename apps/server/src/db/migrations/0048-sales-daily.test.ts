import { expect, it } from 'vitest';
import { useDbMigratedTo } from '../../../test/helpers';
import { insertCustomer, insertSale } from '../../../test/fixtures/sales';
import type { Db } from '..';
import { migrateToLatest } from '../migrate';

/**
 * Migration 0048 fills sales_daily from the sales already there: each on its São Paulo day (a
 * sale at 02:30 UTC belongs to the evening before; in January 2019 daylight saving put 01:30 UTC
 * on the evening before too), with the R$ commission at each sale's own rate.
 */
let db: Db;
useDbMigratedTo('0047-audience', (opened) => (db = opened));

it('fills the daily summary from existing sales, each on its shop day', async () => {
  const customerId = await insertCustomer(db, 'Cliente antigo');
  const sale = (createdAt: string, usdCents: number, status: 'confirmed' | 'cancelled' = 'confirmed') =>
    insertSale(db, { customerId, sellerId: null, createdAt, usdCents, commissionCents: 333, status });
  await sale('2025-03-10T02:30:00.000Z', 1000);
  await sale('2025-03-10T03:30:00.000Z', 2000);
  await sale('2019-01-10T01:30:00.000Z', 3000);
  await sale('2025-03-10T12:00:00.000Z', 4000, 'cancelled');
  await migrateToLatest(db);
  const rows = await db.selectFrom('sales_daily').selectAll().orderBy('day').orderBy('status').execute();
  // insertSale pays 5.9 R$ per dollar: 333 × 5900 / 1000 = 1964 (integer division).
  expect(
    rows.map((r) => ({
      ...r,
      total_usd_cents: Number(r.total_usd_cents),
      commission_brl_cents: Number(r.commission_brl_cents),
    })),
  ).toMatchObject([
    { day: '2019-01-09', seller_id: 0, status: 'confirmed', sale_count: 1, total_usd_cents: 3000 },
    {
      day: '2025-03-09',
      seller_id: 0,
      status: 'confirmed',
      sale_count: 1,
      total_usd_cents: 1000,
      commission_brl_cents: 1964,
    },
    { day: '2025-03-10', seller_id: 0, status: 'cancelled', sale_count: 1, total_usd_cents: 4000 },
    { day: '2025-03-10', seller_id: 0, status: 'confirmed', sale_count: 1, total_usd_cents: 2000 },
  ]);
});
