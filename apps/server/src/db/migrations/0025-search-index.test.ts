import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from '..';
import { useDbMigratedTo } from '../../../test/helpers';
import { bareCustomerRow } from '../../../test/seed-rows';
import { isPostgres, migrateToLatest } from '../migrate';
import { searchTextContains, type SearchTable } from '../search';

/**
 * 0025 indexes the rows already there: their search_text is written again as the write paths
 * compute it (rows without one, or with an outdated one, are found by what they hold now).
 */
let db: Db;
useDbMigratedTo('0024-email-campaigns', (opened) => (db = opened));

const at = '2026-01-05T12:00:00.000Z';

async function customer(name: string, phone: string, searchText: string | undefined) {
  const row = await db
    .insertInto('customers')
    .values({
      ...bareCustomerRow(name, phone, at),
      last_activity: at,
      ...(searchText === undefined ? {} : { search_text: searchText }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const found = async (table: SearchTable, text: string) =>
  (
    await sql<{
      id: number;
    }>`select r.id from ${sql.table(table)} r where ${searchTextContains(db, table, 'r', text)} order by r.id`.execute(
      db,
    )
  ).rows.map((r) => r.id);

describe('migration 0025', () => {
  it('indexes every existing row by its current text, on both engines', async () => {
    const blank = await customer('Araújo Sem Texto', '5511911112222', undefined);
    const outdated = await customer('Beatriz Nova', '5511933334444', 'beatriz antiga');
    const current = await customer('Célia Certa', '5511955556666', 'celia certa 5511955556666');
    const list = (
      await db
        .insertInto('shopping_lists')
        .values({ customer_id: current, name: 'Eletrônicos', status: 'active', created_at: at, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

    await migrateToLatest(db);

    expect(await found('customers', 'araujo sem')).toEqual([blank]);
    expect(await found('customers', '11112222')).toEqual([blank]);
    expect(await found('customers', 'beatriz nova')).toEqual([outdated]);
    expect(await found('customers', 'antiga')).toEqual([]);
    expect(await found('customers', 'celia')).toEqual([current]);
    expect(await found('shopping_lists', 'eletronicos')).toEqual([list]);
    if (!isPostgres(db))
      for (const table of ['customers', 'shopping_lists'])
        await sql`insert into ${sql.table(`${table}_search`)} (${sql.table(`${table}_search`)}, rank) values ('integrity-check', 1)`.execute(
          db,
        );
  });
});
