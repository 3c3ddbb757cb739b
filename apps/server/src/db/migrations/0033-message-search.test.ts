import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from '..';
import { useDbMigratedTo } from '../../../test/helpers';
import { bareCustomerRow } from '../../../test/seed-rows';
import { isPostgres, migrateToLatest } from '../migrate';
import { newestContaining } from '../search';

/** 0033 folds the messages already stored and indexes them: the top bar finds old messages too. */
let db: Db;
useDbMigratedTo('0032-count-revision', (opened) => (db = opened));

const at = '2026-01-05T12:00:00.000Z';

describe('migration 0033', () => {
  it('folds and indexes every existing message, on both engines', async () => {
    const customer = (
      await db
        .insertInto('customers')
        .values({ ...bareCustomerRow('Célia', '5511955556666', at), last_activity: at })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    // Written as the code before 0033 wrote them: no search_text (the column does not exist yet).
    const insert = (content: string) =>
      sql<{
        id: number;
      }>`insert into messages (customer_id, content, direction, created_at) values (${customer}, ${content}, 'incoming', ${at}) returning id`
        .execute(db)
        .then((r) => r.rows[0]!.id);
    const old = await insert('Qual é o PREÇO da Ação?');
    const other = await insert('Obrigada!');

    await migrateToLatest(db);

    expect(await newestContaining(db, 'messages', 'preco da acao', 10)).toEqual([old]);
    expect(await newestContaining(db, 'messages', 'obrigad', 10)).toEqual([other]);
    expect(await newestContaining(db, 'messages', 'nada disso', 10)).toEqual([]);
    if (!isPostgres(db))
      await sql`insert into messages_search (messages_search, rank) values ('integrity-check', 1)`.execute(db);
  });
});
