import { expect, it } from 'vitest';
import { useDbMigratedTo } from '../../../test/helpers';
import { insertCustomer } from '../../../test/fixtures/sales';
import type { Db } from '..';
import { migrateToLatest } from '../migrate';

/** Migration 0054 counts the customers already there per shop day, with nothing left pending. */
let db: Db;
useDbMigratedTo('0053-chat-day-counts', (opened) => (db = opened));

it('fills customer_days from the customers already registered', async () => {
  // 2025-03-01T02:30Z is still February in São Paulo.
  for (const at of ['2025-03-01T02:30:00.000Z', '2025-03-01T12:00:00.000Z', '2025-03-01T20:00:00.000Z']) {
    const id = await insertCustomer(db, 'Cliente antigo');
    await db.updateTable('customers').set({ created_at: at }).where('id', '=', id).execute();
  }
  await migrateToLatest(db);
  expect(await db.selectFrom('customer_days').selectAll().orderBy('day').execute()).toEqual([
    { day: '2025-02-28', n: 1 },
    { day: '2025-03-01', n: 2 },
  ]);
  expect(await db.selectFrom('customer_days_pending').selectAll().execute()).toEqual([]);
});
