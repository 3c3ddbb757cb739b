import { describe, expect, it } from 'vitest';
import { bearer, type TestContext, useTestApp } from '../../../test/helpers';
import { ensureBotKey, isValidBotKey } from '../gateway/settings';

/**
 * Secrets made on first need (docs/0012): the first one stored is kept, whoever asks at the same
 * moment. 50 at once; on PostgreSQL they really run together.
 */
let t: TestContext;
useTestApp((built) => (t = built));

describe('secrets made on first need', () => {
  it('the Appmax notification URL: 50 first requests at once all show the one that works', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.app.inject({ method: 'GET', url: '/api/checkout/appmax-webhook', headers: bearer(t.adminToken) }),
      ),
    );
    const urls = new Set(answers.map((r) => r.json().data.url as string));
    expect(urls.size).toBe(1);
    const secret = [...urls][0]!.split('/').at(-1)!;
    // The URL shown is the one Appmax's calls are checked against.
    const call = await t.app.inject({
      method: 'POST',
      url: `/api/webhook/appmax/${secret}`,
      payload: { event: 'OrderPaid', data: { id: 999999 } },
    });
    expect(call.statusCode).not.toBe(401);
  });

  it('the bot key: of 50 first starts at once, one prints a key, and that key is the one accepted', async () => {
    await t.db.deleteFrom('settings').where('key', 'in', ['bot_api_key_hash', 'bot_api_key_tail']).execute();
    const keys = (await Promise.all(Array.from({ length: 50 }, () => ensureBotKey(t.db)))).filter(
      (key): key is string => key !== null,
    );
    expect(keys).toHaveLength(1);
    expect(await isValidBotKey(t.db, keys[0]!)).toBe(true);
    const tail = await t.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'bot_api_key_tail')
      .executeTakeFirstOrThrow();
    expect(tail.value).toBe(keys[0]!.slice(-4));
    // Started again, nothing new is printed.
    expect(await ensureBotKey(t.db)).toBeNull();
  });
});
