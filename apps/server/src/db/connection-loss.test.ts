import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { proxyInFrontOf, type FaultProxy } from '../../test/fault-proxy';
import { isDependencyDown } from '../lib/errors';
import { openDb, type DbHandle } from './index';

/*
 * Issue 34: PostgreSQL dropping the app's connections, or holding them, must cost the requests of
 * that moment a 503, never the process, and the app must carry on once it is back.
 */
const url = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB === 'postgres' && !!url;

let proxy: FaultProxy | undefined;
let handle: DbHandle | undefined;
afterEach(async () => {
  await handle?.db.destroy();
  await proxy?.close();
  handle = proxy = undefined;
});

async function throughProxy() {
  const through = await proxyInFrontOf(url!, 5432);
  proxy = through.proxy;
  handle = openDb({ kind: 'postgres', url: through.url });
  return handle.db;
}

describe.skipIf(!onPostgres)('losing PostgreSQL', () => {
  it('a resting connection that is cut does not end the process, and the next query works once it is back', async () => {
    const db = await throughProxy();
    // Two connections rest in the pool afterwards.
    await Promise.all([sql`select pg_sleep(0.05)`.execute(db), sql`select pg_sleep(0.05)`.execute(db)]);
    proxy!.cut();
    // The pool hears the resets: unheard, they would be an uncaught error failing this file.
    const refused = await sql`select 1 as one`.execute(db).catch((err: unknown) => err);
    expect(isDependencyDown(refused)).toBe(true);
    proxy!.restore();
    // A connection whose reset the pool has not heard of yet may fail one more query; then new ones work.
    await vi.waitFor(
      async () => expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows).toEqual([{ one: 1 }]),
      {
        timeout: 5000,
      },
    );
  });

  it('with every connection stalled, a query waits for a connection at most the timeout, then fails as a dependency that is down', async () => {
    const db = await throughProxy();
    proxy!.stall();
    // Ten held queries fill the pool; the eleventh waits for a connection and gives up.
    const held = Array.from({ length: 10 }, () => sql`select 1`.execute(db).catch(() => undefined));
    const started = Date.now();
    const waited = await sql`select 1`.execute(db).catch((err: unknown) => err);
    expect(isDependencyDown(waited)).toBe(true);
    expect(Date.now() - started).toBeLessThan(20_000);
    proxy!.restore();
    await Promise.all(held);
    expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows).toEqual([{ one: 1 }]);
  }, 30_000);
});
