import { expect, it } from 'vitest';
import { useDbMigratedTo } from '../../../test/helpers';
import { insertChatMessage } from '../../../test/chat-message';
import { insertCustomer } from '../../../test/fixtures/sales';
import type { Db } from '..';
import { migrateUpTo } from '../migrate';

/**
 * Migration 0050 fills chat_days and chat_response_daily from the messages and answered
 * questions already there, each on its São Paulo day (02:30 UTC is the evening before).
 */
let db: Db;
useDbMigratedTo('0049-recent-message-and-waiting-chat-indexes', (opened) => (db = opened));

it('fills the chat summaries from existing messages and answers, each on its shop day', async () => {
  const customerId = await insertCustomer(db, 'Cliente antigo');
  const staff = await db
    .insertInto('staff')
    .values({
      username: 'atendente',
      email: 'a@ponte.local',
      password_hash: 'x',
      role: 'operador',
      active: 1,
      created_at: '2025-01-01T00:00:00.000Z',
      updated_at: '2025-01-01T00:00:00.000Z',
      last_activity: null,
      deleted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const message = (createdAt: string, senderId: number | null) =>
    insertChatMessage(db, customerId, createdAt, senderId);
  await message('2025-03-10T02:30:00.000Z', null);
  await message('2025-03-10T02:40:00.000Z', staff.id);
  await message('2025-03-10T12:00:00.000Z', null);
  for (const [i, seconds] of [299, 301, 302].entries())
    await db
      .insertInto('chat_responses')
      .values({
        customer_id: customerId,
        question_message_id: 100 + i,
        answer_message_id: 200 + i,
        staff_id: staff.id,
        asked_at: '2025-03-10T02:00:00.000Z',
        answered_at: '2025-03-10T02:40:00.000Z',
        response_seconds: seconds,
      })
      .execute();
  await migrateUpTo(db, '0050-chat-summaries');
  const days = await db
    .selectFrom('chat_days')
    .select(['day', 'customer_id', 'sender_id', 'prev_day'])
    .orderBy('day')
    .orderBy('sender_id')
    .execute();
  expect(days).toEqual([
    { day: '2025-03-09', customer_id: customerId, sender_id: 0, prev_day: '' },
    { day: '2025-03-09', customer_id: customerId, sender_id: staff.id, prev_day: '' },
    // Each day knows the customer's day before it with the same sender.
    { day: '2025-03-10', customer_id: customerId, sender_id: 0, prev_day: '2025-03-09' },
  ]);
  // The customer's state now on its any-sender days, following the customer's changes.
  const states = () =>
    db
      .selectFrom('chat_days')
      .select('state')
      .where('sender_id', '=', 0)
      .execute()
      .then((r) => r.map((x) => x.state));
  await db.updateTable('customers').set({ bot_enabled: 1 }).where('id', '=', customerId).execute();
  expect(await states()).toEqual([0, 0]);
  await db.updateTable('customers').set({ bot_enabled: 0, atendimento: 0 }).where('id', '=', customerId).execute();
  expect(await states()).toEqual([2, 2]);
  await db.updateTable('customers').set({ atendimento: 1, seller_id: staff.id }).where('id', '=', customerId).execute();
  expect(await states()).toEqual([1, 1]);
  const answers = await db.selectFrom('chat_response_daily').selectAll().orderBy('band').execute();
  // 299 s and 301 s are both 5.0 minutes, on either side of the 5-minute band's limit; 302 s is 5.0 too.
  expect(answers.map((a) => ({ ...a, seconds: Number(a.seconds) }))).toEqual([
    { day: '2025-03-09', staff_id: staff.id, band: 0, tenth: 50, answered: 1, seconds: 299 },
    { day: '2025-03-09', staff_id: staff.id, band: 1, tenth: 50, answered: 2, seconds: 603 },
  ]);
});
