import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDbMigratedTo } from '../../../test/helpers';
import { insertCustomer, insertSale } from '../../../test/fixtures/sales';
import type { Db } from '..';
import { migrateToLatest } from '../migrate';

/** Migration 0055 marks the confirmed sales' and the transfers' days already there, with their nearest chat days. */
let db: Db;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await openDbMigratedTo('0054-customer-days'));
});
afterAll(() => close());

it('fills chat_marks from the sales, the transfers and the chat days already there', async () => {
  const customerId = await insertCustomer(db, 'Cliente antigo');
  await db.updateTable('customers').set({ bot_enabled: 0 }).where('id', '=', customerId).execute();
  for (const at of ['2025-03-05T12:00:00.000Z', '2025-03-20T12:00:00.000Z'])
    await db
      .insertInto('messages')
      .values({
        customer_id: customerId,
        content: 'Oi',
        direction: 'incoming',
        sender_id: null,
        external_id: null,
        created_at: at,
      })
      .execute();
  // 2025-03-01T02:30Z is still February in São Paulo; the cancelled sale is no mark.
  await insertSale(db, { customerId, sellerId: null, createdAt: '2025-03-01T02:30:00.000Z', usdCents: 1000 });
  await insertSale(db, { customerId, sellerId: null, createdAt: '2025-03-10T12:00:00.000Z', usdCents: 1000 });
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
  await migrateToLatest(db);
  const marks = await db
    .selectFrom('chat_marks')
    .select(['kind', 'day', 'chat_before', 'chat_after', 'state'])
    .orderBy('kind')
    .orderBy('day')
    .execute();
  expect(marks).toEqual([
    { kind: 0, day: '2025-02-28', chat_before: '', chat_after: '2025-03-05', state: 2 },
    { kind: 0, day: '2025-03-10', chat_before: '2025-03-05', chat_after: '2025-03-20', state: 2 },
    { kind: 1, day: '2025-03-25', chat_before: '2025-03-20', chat_after: '~', state: 2 },
  ]);
});
