import { expect, it } from 'vitest';
import { useDbMigratedTo } from '../../../test/helpers';
import { insertChatMessage } from '../../../test/chat-message';
import { insertCustomer } from '../../../test/fixtures/sales';
import type { Db } from '..';
import { CHAT_DAY_GRAIN } from '../chat-day-counts';
import { migrateUpTo } from '../migrate';

/** Migration 0053 counts the chat days already there into cells, with nothing left pending. */
let db: Db;
useDbMigratedTo('0052-sales-rollups', (opened) => (db = opened));

it('fills chat_day_counts from chat_days: totals per day and month, links at the four grains', async () => {
  const customerId = await insertCustomer(db, 'Cliente antigo');
  // Bot off, nobody attending: pending (2).
  await db.updateTable('customers').set({ bot_enabled: 0 }).where('id', '=', customerId).execute();
  // 2025-03-01T02:30Z is still February in São Paulo.
  for (const at of ['2025-03-01T02:30:00.000Z', '2025-03-01T12:00:00.000Z', '2025-03-20T12:00:00.000Z'])
    await insertChatMessage(db, customerId, at);
  await migrateUpTo(db, '0053-chat-day-counts');
  const cells = await db
    .selectFrom('chat_day_counts')
    .select(['grain', 'sender_id', 'day', 'prev', 'state', 'n'])
    .orderBy('grain')
    .orderBy('day')
    .orderBy('prev')
    .execute();
  const g = CHAT_DAY_GRAIN;
  const cell = (grain: number, day: string, prev: string, n = 1) => ({ grain, sender_id: 0, day, prev, state: 2, n });
  expect(cells).toEqual([
    cell(g.totalDay, '2025-02-28', ''),
    cell(g.totalDay, '2025-03-01', ''),
    cell(g.totalDay, '2025-03-20', ''),
    cell(g.totalMonth, '2025-02', ''),
    cell(g.totalMonth, '2025-03', '', 2),
    cell(g.dayFromDay, '2025-03-01', '2025-02-28'),
    cell(g.dayFromDay, '2025-03-20', '2025-03-01'),
    cell(g.monthFromDay, '2025-03', '2025-02-28'),
    cell(g.monthFromDay, '2025-03', '2025-03-01'),
    cell(g.dayFromMonth, '2025-03-01', '2025-02'),
    cell(g.dayFromMonth, '2025-03-20', '2025-03'),
    cell(g.monthFromMonth, '2025-03', '2025-02'),
    cell(g.monthFromMonth, '2025-03', '2025-03'),
  ]);
  expect(await db.selectFrom('chat_day_counts_pending').selectAll().execute()).toEqual([]);
});
