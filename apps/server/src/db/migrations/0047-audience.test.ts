import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from '..';
import { useDbMigratedTo } from '../../../test/helpers';
import { migrateToLatest } from '../migrate';

/** 0047: unsubscribes learn their campaign; conversion windows start at the first open (docs/0050). */
let db: Db;
useDbMigratedTo('0046-campaign-variable-values', (opened) => (db = opened));

const at = '2025-03-01T12:00:00.000Z';

describe('migration 0047', () => {
  it('gives each unsubscribe the campaign it left from, and each opened recipient a window of 7 days from the open', async () => {
    const campaign = (
      await sql<{ id: number }>`insert into email_campaigns (name, schedule_type, status, created_at, updated_at)
        values ('Natal', 'immediate', 'sent', ${at}, ${at}) returning id`.execute(db)
    ).rows[0]!.id;
    const recipient = (email: string, token: string, opened: string | null, unsubscribed: string | null) =>
      sql`insert into campaign_recipients (campaign_id, email, name, token, status, sent_at, convert_until, opened_at, unsubscribed_at)
        values (${campaign}, ${email}, '', ${token}, 'sent', ${at}, '2025-03-08T12:00:00.000Z', ${opened}, ${unsubscribed})`.execute(
        db,
      );
    await recipient('abriu@cliente.test', 'token-abriu-0000000', '2025-03-03T09:30:15.250Z', null);
    await recipient('nunca@cliente.test', 'token-nunca-0000000', null, null);
    await recipient('saiu@cliente.test', 'token-saiu-00000000', at, at);
    await sql`insert into email_unsubscribes (email, customer_id, created_at) values ('saiu@cliente.test', null, ${at}), ('outro@cliente.test', null, ${at})`.execute(
      db,
    );

    await migrateToLatest(db);
    const windows = await db
      .selectFrom('campaign_recipients')
      .select(['email', 'convert_until'])
      .orderBy('id')
      .execute();
    expect(windows).toEqual([
      { email: 'abriu@cliente.test', convert_until: '2025-03-10T09:30:15.250Z' },
      { email: 'nunca@cliente.test', convert_until: null },
      { email: 'saiu@cliente.test', convert_until: '2025-03-08T12:00:00.000Z' },
    ]);
    const list = await db
      .selectFrom('email_unsubscribes')
      .select(['email', 'kind', 'campaign_id'])
      .orderBy('email')
      .execute();
    expect(list).toEqual([
      { email: 'outro@cliente.test', kind: 'unsubscribed', campaign_id: null },
      { email: 'saiu@cliente.test', kind: 'unsubscribed', campaign_id: campaign },
    ]);
  });
});
