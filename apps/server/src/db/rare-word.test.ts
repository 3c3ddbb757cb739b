import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { foldText } from '@ponte/domain/search';
import { buildTestApp, type TestContext } from '../../test/helpers';
import { bareCustomerRow } from '../../test/seed-rows';
import { likeContains } from './like';
import { RARE_SHARE, SAMPLE_TTL_MS, rarestWord, searchTextSample } from './rare-word';
import { newestContaining } from './search';

/**
 * docs/0037: on PostgreSQL a message search of several words asks the trigram index for its
 * rarest word and tests the whole term on what it finds. The answers stay LIKE's, on both engines.
 */
describe('rarestWord', () => {
  const texts = [
    ...Array.from({ length: 300 }, (_, i) => `gostaria de saber o preco do produto ${i}`),
    'o produto 4321 chegou',
  ];

  it('names the word found in the fewest texts', () => {
    expect(rarestWord('produto 4321', texts)).toBe('4321');
    expect(rarestWord('4321 produto', texts)).toBe('4321');
  });

  it('takes the longest of words found equally often', () => {
    expect(rarestWord('geladeira azul', texts)).toBe('geladeira');
  });

  it('leaves out words of fewer than three characters', () => {
    expect(rarestWord('o 4321', texts)).toBe('4321');
    expect(rarestWord('o de a', texts)).toBeUndefined();
  });

  it('answers nothing for a term of one word: the term itself is that word', () => {
    expect(rarestWord('geladeira', texts)).toBeUndefined();
    expect(rarestWord('  geladeira ', texts)).toBeUndefined();
  });

  it('answers nothing when every word is common: all the trigrams together narrow better', () => {
    expect(rarestWord('gostaria produto', texts)).toBeUndefined();
    // Just over the share: still common.
    const share = Math.floor(texts.length * RARE_SHARE) + 1;
    const some = [...texts.slice(0, texts.length - share), ...Array.from({ length: share }, () => 'azul')];
    expect(rarestWord('azul gostaria', some)).toBeUndefined();
    const fewer = [...texts.slice(0, texts.length - share + 1), ...Array.from({ length: share - 1 }, () => 'azul')];
    expect(rarestWord('azul gostaria', fewer)).toBe('azul');
  });
});

describe('newestContaining with several words', () => {
  let t: TestContext;
  const ids: number[] = [];
  beforeAll(async () => {
    t = await buildTestApp();
    const customer = (
      await t.db
        .insertInto('customers')
        .values(bareCustomerRow('Célia', '5511955556666', '2026-01-05T12:00:00.000Z'))
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const contents = Array.from({ length: 1200 }, (_, i) =>
      i % 7 === 3
        ? `Segue o link do produto 50% (${1000 + (i % 400)})_x`
        : `Olá, gostaria do preço do produto ${1000 + (i % 400)}`,
    );
    for (let from = 0; from < contents.length; from += 400) {
      const rows = await t.db
        .insertInto('messages')
        .values(
          contents.slice(from, from + 400).map((content) => ({
            customer_id: customer,
            content,
            search_text: foldText(content),
            direction: 'incoming' as const,
            created_at: '2026-01-05T12:00:00.000Z',
          })),
        )
        .returning('id')
        .execute();
      ids.push(...rows.map((r) => r.id));
    }
    if (t.app.dbKind === 'postgres') await sql`analyze messages`.execute(t.db);
  });
  afterAll(() => t.close());

  const scanned = async (term: string, limit: number, beforeId?: number) =>
    (
      await t.db
        .selectFrom('messages')
        .select('id')
        .where(likeContains(sql.ref('search_text'), term))
        .$if(beforeId !== undefined, (q) => q.where('id', '<', beforeId!))
        .orderBy('id', 'desc')
        .limit(limit)
        .execute()
    ).map((r) => r.id);

  it('answers what LIKE answers: rare and common words, typed wildcards, pages', async () => {
    const terms = [
      'produto 1017',
      'do produto 103',
      'produto 50% (1003',
      'link do produto 50% (1013)_x',
      'gostaria do preco',
      'preco do 50%',
      '(1039)_x produto',
      'nada disso aqui',
      'o 1021',
    ];
    for (const term of terms)
      for (const [limit, beforeId] of [
        [8, undefined],
        [50, ids[900]],
        [5, ids[10]],
      ] as const)
        expect(await newestContaining(t.db, 'messages', term, limit, beforeId), `${term} ${limit}`).toEqual(
          await scanned(term, limit, beforeId),
        );
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'on PostgreSQL the index is asked for the rare word only, and the sample is taken once a while',
    async () => {
      const executor = t.db.getExecutor();
      const spy = vi.spyOn(executor, 'executeQuery');
      try {
        await newestContaining(t.db, 'messages', 'produto 1017', 8);
        await newestContaining(t.db, 'messages', 'preco do produto 1017', 8);
        const searches = spy.mock.calls.map(([q]) => q).filter((q) => q.sql.includes(' like '));
        expect(searches).toHaveLength(2);
        for (const search of searches) {
          // The first parameter goes to the index: the rare word; the whole term is tested after.
          expect(search.parameters[0]).toBe('%1017%');
          const plan = await t.db.transaction().execute(async (tx) => {
            await sql`set local enable_seqscan = off`.execute(tx);
            await sql`set local enable_indexscan = off`.execute(tx);
            const { rows } = await tx.executeQuery<{ 'QUERY PLAN': string }>(
              CompiledQuery.raw(`explain ${search.sql}`, [...search.parameters]),
            );
            return rows.map((r) => r['QUERY PLAN']).join('\n');
          });
          const indexCond = plan.split('\n').find((line) => line.includes('Index Cond'));
          expect(indexCond, plan).toContain('%1017%');
          expect(indexCond, plan).not.toContain('produto');
        }
        const sampled = spy.mock.calls.filter(([q]) => q.sql.includes('tablesample')).length;
        expect(sampled).toBeLessThanOrEqual(1);
        spy.mockClear();
        await searchTextSample(t.db, 'messages', Date.now() + SAMPLE_TTL_MS + 1);
        expect(spy.mock.calls.filter(([q]) => q.sql.includes('tablesample'))).toHaveLength(1);
      } finally {
        spy.mockRestore();
      }
    },
  );
});
