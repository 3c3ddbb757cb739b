import { expect, it } from 'vitest';
import { useDbMigratedTo } from '../../../test/helpers';
import { insertChatMessage } from '../../../test/chat-message';
import { insertCustomer, insertSale } from '../../../test/fixtures/sales';
import type { Db } from '..';
import { CHAT_CHAIN } from '../chat-day-counts';
import { migrateUpTo } from '../migrate';

/** Migration 0055 chains the confirmed sales' and the transfers' days already there, and their unions with the chat days. */
let db: Db;
useDbMigratedTo('0054-customer-days', (opened) => (db = opened));

it('fills the chains from the sales, the transfers and the chat days already there', async () => {
  const customerId = await insertCustomer(db, 'Cliente antigo');
  await db.updateTable('customers').set({ bot_enabled: 0 }).where('id', '=', customerId).execute();
  for (const at of ['2025-03-05T12:00:00.000Z', '2025-03-20T12:00:00.000Z'])
    await insertChatMessage(db, customerId, at);
  // 2025-03-01T02:30Z is still February in São Paulo; the cancelled sale is on no chain.
  await insertSale(db, { customerId, sellerId: null, createdAt: '2025-03-01T02:30:00.000Z', usdCents: 1000 });
  await insertSale(db, { customerId, sellerId: null, createdAt: '2025-03-05T15:00:00.000Z', usdCents: 1000 });
  await insertSale(db, {
    customerId,
    sellerId: null,
    createdAt: '2025-03-11T12:00:00.000Z',
    usdCents: 1000,
    status: 'cancelled',
  });
  await db
    .insertInto('chat_transfers')
    .values({
      customer_id: customerId,
      from_staff_id: null,
      to_staff_id: null,
      transferred_by: null,
      created_at: '2025-03-25T12:00:00.000Z',
    })
    .execute();
  await migrateUpTo(db, '0055-chat-chains');
  const chain = (sender: number) =>
    db
      .selectFrom('chat_days')
      .select(['day', 'prev_day', 'state'])
      .where('sender_id', '=', sender)
      .orderBy('day')
      .execute();
  const C = CHAT_CHAIN;
  // Bot off, nobody attending: pending (2) on every chain.
  expect(await chain(C.sale)).toEqual([
    { day: '2025-02-28', prev_day: '', state: 2 },
    { day: '2025-03-05', prev_day: '2025-02-28', state: 2 },
  ]);
  expect(await chain(C.saleOrChat)).toEqual([
    { day: '2025-02-28', prev_day: '', state: 2 },
    { day: '2025-03-05', prev_day: '2025-02-28', state: 2 },
    { day: '2025-03-20', prev_day: '2025-03-05', state: 2 },
  ]);
  expect(await chain(C.transfer)).toEqual([{ day: '2025-03-25', prev_day: '', state: 2 }]);
  expect(await chain(C.transferOrChat)).toEqual([
    { day: '2025-03-05', prev_day: '', state: 2 },
    { day: '2025-03-20', prev_day: '2025-03-05', state: 2 },
    { day: '2025-03-25', prev_day: '2025-03-20', state: 2 },
  ]);
  // Their cells are folded by the migration: nothing pending, every chain counted.
  expect(await db.selectFrom('chat_day_counts_pending').selectAll().execute()).toEqual([]);
  const totals = await db
    .selectFrom('chat_day_counts')
    .select(['sender_id', 'n'])
    .where('grain', '=', 1)
    .where('day', '=', '2025-03')
    .orderBy('sender_id')
    .execute();
  expect(totals).toEqual([
    { sender_id: C.transferOrChat, n: 3 },
    { sender_id: C.transfer, n: 1 },
    { sender_id: C.saleOrChat, n: 2 },
    { sender_id: C.sale, n: 1 },
    { sender_id: 0, n: 2 },
  ]);
  // The customer's new state reaches every chain, not only the chat days.
  await db.updateTable('customers').set({ bot_enabled: 1 }).where('id', '=', customerId).execute();
  expect((await chain(C.transfer)).map((d) => d.state)).toEqual([0]);
});
