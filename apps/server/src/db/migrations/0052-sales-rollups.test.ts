import { expect, it } from 'vitest';
import { useDbMigratedTo } from '../../../test/helpers';
import { insertCustomer, insertSale } from '../../../test/fixtures/sales';
import type { Db } from '..';
import { migrateToLatest } from '../migrate';

/** Migration 0052 fills the roll-ups from sales_daily: every seller per day, each seller per month. */
let db: Db;
useDbMigratedTo('0050-chat-summaries', (opened) => (db = opened));

it('fills the day totals and the monthly per-seller rows from the sales already there', async () => {
  const customerId = await insertCustomer(db, 'Cliente antigo');
  // 2025-03-01T02:30Z is still February in São Paulo.
  await insertSale(db, { customerId, sellerId: null, createdAt: '2025-03-01T02:30:00.000Z', usdCents: 1000 });
  await insertSale(db, { customerId, sellerId: null, createdAt: '2025-03-01T12:00:00.000Z', usdCents: 2000 });
  await insertSale(db, { customerId, sellerId: null, createdAt: '2025-03-20T12:00:00.000Z', usdCents: 4000 });
  await migrateToLatest(db);
  const days = await db
    .selectFrom('sales_day_totals')
    .select(['day', 'sale_count', 'total_usd_cents'])
    .orderBy('day')
    .execute();
  expect(days.map((d) => ({ ...d, total_usd_cents: Number(d.total_usd_cents) }))).toEqual([
    { day: '2025-02-28', sale_count: 1, total_usd_cents: 1000 },
    { day: '2025-03-01', sale_count: 1, total_usd_cents: 2000 },
    { day: '2025-03-20', sale_count: 1, total_usd_cents: 4000 },
  ]);
  const months = await db
    .selectFrom('sales_month_sellers')
    .select(['month', 'seller_id', 'sale_count', 'total_usd_cents'])
    .orderBy('month')
    .execute();
  expect(months.map((m) => ({ ...m, total_usd_cents: Number(m.total_usd_cents) }))).toEqual([
    { month: '2025-02', seller_id: 0, sale_count: 1, total_usd_cents: 1000 },
    { month: '2025-03', seller_id: 0, sale_count: 2, total_usd_cents: 6000 },
  ]);
});
