import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { insertCustomer } from '../../../test/fixtures/sales';
import { findRecentSame, recentSameQuery, sendWithoutIdClaim } from './queries';

/**
 * Issue 30: the webhook's "same text lately" lookups (a repeat of the customer's words, an echo of
 * a send recorded without its id) read the last minutes of one chat through
 * messages_customer_recent, not the chat's whole history.
 */
let t: TestContext;
let customerId: number;
beforeAll(async () => {
  t = await buildTestApp();
  customerId = await insertCustomer(t.db, 'Cliente Antiga');
  // A long history: a year of both directions, every text the same as the one looked up.
  const start = Date.parse('2025-01-01T00:00:00.000Z');
  await t.db
    .insertInto('messages')
    .values(
      Array.from({ length: 400 }, (_, i) => ({
        customer_id: customerId,
        content: 'Oi',
        direction: i % 2 ? ('outgoing' as const) : ('incoming' as const),
        status: 'recorded' as const,
        sender_id: null,
        external_id: null,
        created_at: new Date(start + i * 86_400_000).toISOString(),
      })),
    )
    .execute();
});
afterAll(() => t.close());

// Known when the file is collected (the app is built later): the plans asked for are SQLite's.
const sqlite = () => process.env.TEST_DB !== 'postgres';

async function sqlitePlan(query: CompiledQuery): Promise<string> {
  const { rows } = await t.db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
  );
  return rows.map((r) => r.detail).join('\n');
}

describe("the webhook's 'same text lately' lookups", () => {
  const since = '2026-01-20T00:00:00.000Z';

  it.skipIf(!sqlite())(
    'a repeated text is looked for in the window through the index (EXPLAIN on SQLite)',
    async () => {
      const plan = await sqlitePlan(recentSameQuery(t.db, customerId, 'incoming', 'Oi', since).compile());
      expect(plan).toMatch(
        /SEARCH messages USING INDEX messages_customer_recent \(customer_id=\? AND direction=\? AND created_at>\?\)/,
      );
    },
  );

  it.skipIf(!sqlite())("an echo's send without an id is looked for in the window through the index", async () => {
    const plan = await sqlitePlan(sendWithoutIdClaim(t.db, customerId, 'Oi', since, 'X1').compile());
    expect(plan).toMatch(
      /SEARCH messages USING INDEX messages_customer_recent \(customer_id=\? AND direction=\? AND created_at>\?\)/,
    );
    expect(plan).not.toMatch(/SCAN messages/);
  });

  it('finds the same text inside the window and nothing older, in each direction', async () => {
    // The newest incoming 'Oi' is day 398 (2026-02-03), the newest outgoing day 399.
    expect(await findRecentSame(t.db, customerId, 'incoming', 'Oi', '2026-02-03T00:00:00.000Z')).toBeDefined();
    expect(await findRecentSame(t.db, customerId, 'incoming', 'Oi', '2026-02-03T00:00:01.000Z')).toBeUndefined();
    expect(await findRecentSame(t.db, customerId, 'outgoing', 'Oi', '2026-02-04T00:00:00.000Z')).toBeDefined();
    expect(await findRecentSame(t.db, customerId, 'incoming', 'Olá', '2025-01-01T00:00:00.000Z')).toBeUndefined();
  });
});
