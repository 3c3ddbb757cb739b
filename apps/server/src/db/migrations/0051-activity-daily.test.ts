import { expect, it } from 'vitest';
import { useDbMigratedTo } from '../../../test/helpers';
import type { Db } from '..';
import { migrateToLatest } from '../migrate';

/**
 * Migration 0051 fills activity_daily from the entries already there, each on its São Paulo day
 * (02:30 UTC belongs to the evening before; in January 2019 daylight saving put 01:30 UTC on the
 * evening before too), and from then on the triggers append every change to the pending table.
 */
let db: Db;
useDbMigratedTo('0049-recent-message-and-waiting-chat-indexes', (opened) => (db = opened));

const entry = (action: string, entityType: string, createdAt: string) =>
  db
    .insertInto('activity_log')
    .values({
      user_id: null,
      action,
      entity_type: entityType,
      entity_id: null,
      details: null,
      ip_address: null,
      created_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

it('fills the daily summary from existing entries, each on its shop day, then appends changes', async () => {
  await entry('create', 'sale', '2025-03-10T02:30:00.000Z');
  await entry('create', 'sale', '2025-03-10T03:30:00.000Z');
  await entry('create', 'sale', '2025-03-10T12:00:00.000Z');
  await entry('login', 'user', '2019-01-10T01:30:00.000Z');
  await migrateToLatest(db);
  const rows = await db.selectFrom('activity_daily').selectAll().orderBy('day').orderBy('action').execute();
  expect(rows.map((r) => ({ ...r, n: Number(r.n) }))).toEqual([
    { action: 'login', entity_type: 'user', day: '2019-01-09', n: 1 },
    { action: 'create', entity_type: 'sale', day: '2025-03-09', n: 1 },
    { action: 'create', entity_type: 'sale', day: '2025-03-10', n: 2 },
  ]);
  expect(await db.selectFrom('activity_daily_pending').selectAll().execute()).toEqual([]);

  const { id } = await entry('update', 'chat', '2025-03-11T02:59:59.999Z');
  await db.deleteFrom('activity_log').where('id', '=', id).execute();
  const pending = await db
    .selectFrom('activity_daily_pending')
    .select(['action', 'entity_type', 'day', 'delta'])
    .orderBy('id')
    .execute();
  expect(pending.map((p) => ({ ...p, delta: Number(p.delta) }))).toEqual([
    { action: 'update', entity_type: 'chat', day: '2025-03-10', delta: 1 },
    { action: 'update', entity_type: 'chat', day: '2025-03-10', delta: -1 },
  ]);
});
