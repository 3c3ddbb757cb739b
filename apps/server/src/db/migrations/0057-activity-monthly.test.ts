import { expect, it } from 'vitest';
import { useDbMigratedTo } from '../../../test/helpers';
import type { Db } from '..';
import { migrateUpTo } from '../migrate';

/** Migration 0057 sums the folded activity days per month. */
let db: Db;
useDbMigratedTo('0056-chat-resolutions', (opened) => (db = opened));

it('fills activity_monthly from activity_daily', async () => {
  await db
    .insertInto('activity_daily')
    .values([
      { action: 'create', entity_type: 'customer', day: '2025-02-28', n: 2 },
      { action: 'create', entity_type: 'customer', day: '2025-03-01', n: 3 },
      { action: 'create', entity_type: 'customer', day: '2025-03-31', n: 4 },
      { action: 'update', entity_type: 'sale', day: '2025-03-02', n: 1 },
    ])
    .execute();
  await migrateUpTo(db, '0057-activity-monthly');
  expect(await db.selectFrom('activity_monthly').selectAll().orderBy('action').orderBy('month').execute()).toEqual([
    { action: 'create', entity_type: 'customer', month: '2025-02', n: 2 },
    { action: 'create', entity_type: 'customer', month: '2025-03', n: 7 },
    { action: 'update', entity_type: 'sale', month: '2025-03', n: 1 },
  ]);
});
