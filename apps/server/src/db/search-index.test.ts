import { CompiledQuery, sql, type Expression, type SqlBool } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { foldText } from '@ponte/domain/search';
import { bearer, buildTestApp, type TestContext } from '../../test/helpers';
import { customerRow, renameCustomer } from '../../test/customer-row';
import { activeListRow } from '../../test/seed-rows';
import { likeContains } from './like';
import { idsContaining, isDense, searchTextContains, type SearchTable } from './search';

/**
 * The search index of docs/0025: the searches read it (not a scan), it follows every write to
 * search_text, and its answers are those of LIKE over the folded text, on both engines.
 */
let t: TestContext;
let token: string;
let customerId: number;
beforeAll(async () => {
  t = await buildTestApp();
  token = (await t.staff('admin')).token;
  customerId = await customer('Conceição Araújo', '5511987654321');
  await t.db
    .insertInto('shopping_lists')
    .values(activeListRow(customerId, 'Eletrônicos', '2026-02-01T12:00:00.000Z'))
    .execute();
});
afterAll(() => t.close());

const pg = () => t.app.dbKind === 'postgres';

async function customer(name: string, phone: string) {
  const at = '2026-02-01T12:00:00.000Z';
  const row = await t.db
    .insertInto('customers')
    .values(customerRow({ name, phone, createdAt: at, lastActivity: at }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The statements a route ran that filter on search text. */
async function searchStatements(url: string): Promise<CompiledQuery[]> {
  const executor = t.db.getExecutor();
  const spy = vi.spyOn(executor, 'executeQuery');
  try {
    const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    return spy.mock.calls.map(([query]) => query).filter((q) => / like | match /.test(q.sql));
  } finally {
    spy.mockRestore();
  }
}

/**
 * The plan's text. Tables this small PostgreSQL would rightly read whole, so scans are priced
 * out there: the plan then shows whether the trigram index can serve the filter.
 */
async function plan(query: CompiledQuery): Promise<string> {
  const explain = pg() ? 'explain' : 'explain query plan';
  return t.db.transaction().execute(async (tx) => {
    if (pg()) await sql`set local enable_seqscan = off`.execute(tx);
    const { rows } = await tx.executeQuery<Record<string, string>>(
      CompiledQuery.raw(`${explain} ${query.sql}`, [...query.parameters]),
    );
    return rows.map((r) => r['QUERY PLAN'] ?? r['detail']).join('\n');
  });
}

const indexOf = (table: SearchTable) => (pg() ? `${table}_search_trgm` : `${table}_search`);

/** Each page `path` answers for a term holds, in order, what sorting every match gives (`sorted`), and is not empty. */
async function expectPagesAsSorted(
  path: string,
  cases: readonly (readonly [string, number])[],
  sorted: (term: string, offset: number) => Promise<number[]>,
) {
  for (const [term, page] of cases) {
    const url = `${path}?search=${encodeURIComponent(term)}&limit=20&page=${page}`;
    const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
    const ids = res.json().data.map((row: { id: number }) => row.id);
    expect(ids, `${term} page ${page}`).toEqual(await sorted(term, (page - 1) * 20));
    expect(ids.length).toBeGreaterThan(0);
  }
}

describe('the searches read the trigram index', () => {
  // Some rows besides the ones searched for, with their statistics.
  beforeAll(async () => {
    const at = '2026-01-01T00:00:00.000Z';
    for (let batch = 0; batch < 6; batch++) {
      const rows = Array.from({ length: 500 }, (_, k) => {
        const name = `Cliente ${batch * 500 + k}`;
        const phone = `55119${String(batch * 500 + k).padStart(8, '0')}`;
        return customerRow({ name, phone, createdAt: at, lastActivity: at });
      });
      const ids = await t.db.insertInto('customers').values(rows).returning('id').execute();
      await t.db
        .insertInto('shopping_lists')
        .values(ids.filter((_, k) => k % 3 === 0).map(({ id }) => activeListRow(id, 'Lista', at)))
        .execute();
    }
    // Only this file's tables: a bare `analyze` reads every schema of the database, other test files' too.
    if (pg()) await sql`analyze customers, shopping_lists`.execute(t.db);
  });

  it.each([
    ['/api/customers?search=conceicao', ['customers']],
    ['/api/conversations?search=araujo', ['customers']],
    ['/api/shopping-lists?search=eletron', ['customers', 'shopping_lists']],
  ] as const)('%s', async (url, tables) => {
    const statements = await searchStatements(url);
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) {
      const text = await plan(statement);
      for (const table of tables) expect(text, statement.sql).toContain(indexOf(table));
    }
  });
});

describe("a common term's page is walked in order, a rare one's looked up", () => {
  // The 3,000 'Cliente N' of the block above: 'cliente' finds them all, 'cliente 1' 1,111 of
  // them, 'cliente 12' 111: walking finds a page of 20 after some 3, 54 and 541 rows.
  it('decides by how many the index finds (SQLite; PostgreSQL plans it itself)', async () => {
    expect(await isDense(t.db, 'customers', 'cliente', 20)).toBe(!pg());
    expect(await isDense(t.db, 'customers', 'cliente 1', 20)).toBe(!pg());
    expect(await isDense(t.db, 'customers', 'cliente 1', 2000)).toBe(false);
    expect(await isDense(t.db, 'customers', 'cliente 12', 20)).toBe(false);
    expect(await isDense(t.db, 'customers', 'conceicao', 20)).toBe(false);
    // Short terms are tested row by row whatever their count.
    expect(await isDense(t.db, 'customers', 'cl', 20)).toBe(false);
  });

  it('either way a page holds what sorting every match gives', async () => {
    const sorted = async (term: string, offset: number) =>
      (
        await t.db
          .selectFrom('customers as c')
          .select('c.id')
          .where(likeContains(sql.ref('c.search_text'), term))
          .orderBy('c.last_activity', (ob) => ob.desc().nullsLast())
          .orderBy('c.id', 'desc')
          .offset(offset)
          .limit(20)
          .execute()
      ).map((r) => r.id);
    await expectPagesAsSorted(
      '/api/customers',
      [
        ['cliente', 1],
        ['cliente', 120],
        ['cliente 12', 1],
        ['cliente 12', 6],
      ],
      sorted,
    );
  });
});

describe("a lists page: with its count known, both engines walk a common term's lists", () => {
  // A union of two index lookups is not walked by PostgreSQL's planner: it fetched and joined
  // every match before sorting (13 ms for a common term over 10k lists, 0.5 ms walked).
  it('decides by the count it is given, on PostgreSQL too', async () => {
    const lists = Number(
      (
        await t.db
          .selectFrom('shopping_lists')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(lists).toBeGreaterThanOrEqual(1000);
    expect(await isDense(t.db, 'shopping_lists', 'cliente', 20, lists)).toBe(true);
    expect(await isDense(t.db, 'shopping_lists', 'cliente 12', 20, 37)).toBe(false);
  });

  it("a common term's page is what sorting every match gives, and the statement walks the lists' order", async () => {
    const sorted = async (term: string, offset: number) =>
      (
        await t.db
          .selectFrom('shopping_lists as l')
          .innerJoin('customers as c', 'c.id', 'l.customer_id')
          .select('l.id')
          .where((eb) =>
            eb.or([likeContains(sql.ref('l.search_text'), term), likeContains(sql.ref('c.search_text'), term)]),
          )
          .orderBy('l.created_at', 'desc')
          .orderBy('l.id', 'desc')
          .offset(offset)
          .limit(20)
          .execute()
      ).map((r) => r.id);
    await expectPagesAsSorted(
      '/api/shopping-lists',
      [
        ['cliente', 1],
        ['cliente', 30],
        ['cliente 12', 1],
      ],
      sorted,
    );
    const statements = await searchStatements('/api/shopping-lists?search=cliente&limit=20');
    const page = statements.find((st) => /order by "l"\."created_at" desc/.test(st.sql))!;
    // PostgreSQL plans this small table its own way; the statement is what Ponte chooses there.
    if (!pg()) expect(await plan(page)).toContain('shopping_lists_created');
    expect(page.sql).not.toMatch(/union/);
  });
});

describe('the index follows every write', () => {
  const found = async (table: SearchTable, text: string) =>
    (
      await sql<{
        id: number;
      }>`select r.id from ${sql.table(table)} r where ${searchTextContains(t.db, table, 'r', text)} order by r.id`.execute(
        t.db,
      )
    ).rows.map((r) => r.id);

  /** SQLite: the FTS5 table agrees with the rows it indexes (an error if not). */
  const consistent = async () => {
    if (pg()) return;
    for (const table of ['customers', 'shopping_lists'])
      await sql`insert into ${sql.table(`${table}_search`)} (${sql.table(`${table}_search`)}, rank) values ('integrity-check', 1)`.execute(
        t.db,
      );
  };

  it('insert, change of search_text, other changes and delete', async () => {
    const id = await customer('Wanderléia Quixadá', '5588911112222');
    expect(await found('customers', 'wanderleia')).toEqual([id]);
    await renameCustomer(t.db, id, 'Wanda Quixadá', '5588911112222');
    expect(await found('customers', 'wanderleia')).toEqual([]);
    expect(await found('customers', 'wanda qui')).toEqual([id]);
    // A new message touches the row, not its search text.
    await t.db
      .updateTable('customers')
      .set({ last_activity: '2026-03-01T00:00:00.000Z' })
      .where('id', '=', id)
      .execute();
    expect(await found('customers', 'wanda qui')).toEqual([id]);
    await consistent();
    await t.db.deleteFrom('customers').where('id', '=', id).execute();
    expect(await found('customers', 'wanda qui')).toEqual([]);
    await consistent();
  });

  it("a list renamed through the API is found by its new name, and through its customer's name", async () => {
    const { id } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/shopping-lists',
        headers: bearer(token),
        payload: { user_id: customerId, name: 'Presentes de Natal' },
      })
    ).json().data;
    expect(await found('shopping_lists', 'natal')).toEqual([id]);
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/shopping-lists/${id}`,
      headers: bearer(token),
      payload: { name: 'Páscoa' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await found('shopping_lists', 'natal')).toEqual([]);
    expect(await found('shopping_lists', 'pascoa')).toEqual([id]);
    await consistent();
  });
});

describe('the same answers as LIKE over the folded text', () => {
  /** A small deterministic generator: the same texts and terms on every run and engine. */
  function* random(seed: number) {
    for (;;) {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      yield seed / 2_147_483_648;
    }
  }

  it('for substrings of every length, typed wildcards and quotes, and absent terms', async () => {
    const rnd = random(17);
    const pick = <T>(items: readonly T[]) => items[Math.floor(rnd.next().value! * items.length)]!;
    const alphabet = [...'aaeeioouçãéíõ ns_%"\\*0123456789'];
    const texts = Array.from({ length: 150 }, () =>
      foldText(Array.from({ length: 4 + Math.floor(rnd.next().value! * 20) }, () => pick(alphabet)).join('')),
    );
    await t.db
      .insertInto('shopping_lists')
      .values(
        texts.map((text, i) => ({
          customer_id: customerId,
          name: `gerada ${i}`,
          search_text: text,
          status: 'active' as const,
          created_at: '2026-02-01T12:00:00.000Z',
          updated_at: '2026-02-01T12:00:00.000Z',
        })),
      )
      .execute();
    const terms = [
      ...Array.from({ length: 120 }, () => {
        const text = pick(texts);
        const from = Math.floor(rnd.next().value! * text.length);
        return text.slice(from, from + 1 + Math.floor(rnd.next().value! * 6));
      }),
      ...Array.from({ length: 30 }, () => Array.from({ length: 3 }, () => pick(alphabet)).join('')),
    ].filter((term) => term.trim() !== '');
    const ids = async (filter: Expression<SqlBool>) =>
      (await t.db.selectFrom('shopping_lists as l').select('l.id').where(filter).orderBy('l.id').execute()).map(
        (r) => r.id,
      );
    for (const term of terms) {
      const scanned = await ids(likeContains(sql.ref('l.search_text'), term));
      expect(await ids(searchTextContains(t.db, 'shopping_lists', 'l', term)), JSON.stringify(term)).toEqual(scanned);
      expect(await ids(sql`l.id in (${idsContaining(t.db, 'shopping_lists', term)})`), JSON.stringify(term)).toEqual(
        scanned,
      );
    }
  });
});
