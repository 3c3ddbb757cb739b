import { expect, it } from 'vitest';
import { useDbMigratedTo } from '../../../test/helpers';
import { insertChatMessage } from '../../../test/chat-message';
import { insertCustomer } from '../../../test/fixtures/sales';
import type { Db } from '..';
import { migrateToLatest } from '../migrate';

/** Migration 0056 times the hand-backs already there and counts them per day, month and tenth of a minute. */
let db: Db;
useDbMigratedTo('0055-chat-chains', (opened) => (db = opened));

it('fills chat_resolutions and its histograms from the activity log and the messages', async () => {
  const customerId = await insertCustomer(db, 'Cliente antigo');
  const message = (at: string) => insertChatMessage(db, customerId, at);
  const handBack = (at: string, entity: string | null = String(customerId)) =>
    db
      .insertInto('activity_log')
      .values({
        user_id: null,
        action: 'update',
        entity_type: 'chat',
        entity_id: entity,
        details: JSON.stringify({ bot_enabled: true, atendimento: false }),
        ip_address: null,
        created_at: at,
      })
      .execute();
  await message('2025-03-01T01:00:00.000Z');
  // 02:30Z is still February 28th in São Paulo: 90 minutes, 900 tenths.
  await handBack('2025-03-01T02:30:00.000Z');
  // Nothing from the customer since: resolves nothing. An entry with no customer is no hand-back.
  await handBack('2025-03-02T12:00:00.000Z');
  await handBack('2025-03-02T13:00:00.000Z', null);
  await message('2025-03-03T12:00:00.000Z');
  await handBack('2025-03-03T12:00:03.000Z');
  await migrateToLatest(db);
  const rows = await db
    .selectFrom('chat_resolutions')
    .select(['resolved_at', 'opened_at'])
    .orderBy('resolved_at')
    .execute();
  expect(rows).toEqual([
    { resolved_at: '2025-03-01T02:30:00.000Z', opened_at: '2025-03-01T01:00:00.000Z' },
    { resolved_at: '2025-03-02T12:00:00.000Z', opened_at: null },
    { resolved_at: '2025-03-03T12:00:03.000Z', opened_at: '2025-03-03T12:00:00.000Z' },
  ]);
  const daily = await db.selectFrom('chat_resolution_daily').selectAll().orderBy('day').execute();
  expect(daily.map((d) => ({ ...d, seconds: Number(d.seconds) }))).toEqual([
    { day: '2025-02-28', tenth: 900, resolved: 1, seconds: 5400 },
    { day: '2025-03-03', tenth: 1, resolved: 1, seconds: 3 },
  ]);
  const monthly = await db.selectFrom('chat_resolution_monthly').selectAll().orderBy('month').execute();
  expect(monthly.map((m) => m.month)).toEqual(['2025-02', '2025-03']);
});
