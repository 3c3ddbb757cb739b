import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shopDayRange } from '@ponte/domain/dates';
import { bearer, type TestContext, useTestApp } from '../../../test/helpers';
import { ERAS, at, instant, type At } from '../../../test/shop-instants';
import { insertCustomer } from '../../../test/fixtures/sales';
import { foldCustomerDayDeltas } from './registrations';

/**
 * Issue 30 (docs/0057): the overview's "total customers" and "new customers" read customer_days
 * plus the changes not folded yet. Over random registrations (instants around São Paulo's
 * midnight, in the daylight-saving years and now), deletions and moved registration dates, and
 * folds at random points, both figures must be what the raw customers give: registered before
 * the period's end instant, and from its start instant on.
 */
let t: TestContext;
useTestApp((built) => (t = built));

type Step =
  | { kind: 'register'; at: At }
  | { kind: 'delete'; customer: number }
  | { kind: 'move'; customer: number; at: At }
  | { kind: 'fold'; batch: number };
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('register' as const), at }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), customer: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('move' as const), customer: fc.nat(), at }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('fold' as const),
      batch: fc.oneof(fc.integer({ min: 1, max: 4 }), fc.constant(2000)),
    }),
  },
);
const query = fc.record({
  era: fc.integer({ min: 0, max: ERAS.length - 1 }),
  first: fc.integer({ min: -5, max: 60 }),
  length: fc.oneof(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 90 })),
});

async function play(steps: Step[]) {
  await t.db.deleteFrom('customers').execute();
  const ids: number[] = [];
  for (const s of steps) {
    if (s.kind === 'register') {
      const id = await insertCustomer(t.db, 'Cliente');
      await t.db
        .updateTable('customers')
        .set({ created_at: instant(s.at) })
        .where('id', '=', id)
        .execute();
      ids.push(id);
    }
    if (s.kind === 'delete' && ids.length > 0) {
      const [id] = ids.splice(s.customer % ids.length, 1);
      await t.db.deleteFrom('customers').where('id', '=', id!).execute();
    }
    if (s.kind === 'move' && ids.length > 0)
      await t.db
        .updateTable('customers')
        .set({ created_at: instant(s.at) })
        .where('id', '=', ids[s.customer % ids.length]!)
        .execute();
    if (s.kind === 'fold') await foldCustomerDayDeltas(t.db, t.app.ctx.dbKind, s.batch);
  }
}

describe('customers registered per day (issue 30)', () => {
  it("the overview's total and new customers read from customer_days equal the raw customers'", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { maxLength: 30 }),
        fc.array(query, { minLength: 1, maxLength: 3 }),
        async (steps, queries) => {
          await play(steps);
          const created = (await t.db.selectFrom('customers').select('created_at').execute()).map((c) => c.created_at);
          for (const q of queries) {
            const start = new Date(ERAS[q.era]! + q.first * 86_400_000).toISOString().slice(0, 10);
            const end = new Date(ERAS[q.era]! + (q.first + q.length - 1) * 86_400_000).toISOString().slice(0, 10);
            const { from, to } = shopDayRange(start, end);
            const res = await t.app.inject({
              method: 'GET',
              url: `/api/stats/overview?start_date=${start}&end_date=${end}`,
              headers: bearer(t.adminToken),
            });
            expect(res.statusCode).toBe(200);
            expect(res.json().data).toMatchObject({
              totalUsers: created.filter((c) => c < to!).length,
              newUsers: created.filter((c) => c >= from! && c < to!).length,
            });
          }
          // A folded day that came back to nothing is gone, not kept at 0.
          expect(await t.db.selectFrom('customer_days').selectAll().where('n', '=', 0).execute()).toEqual([]);
        },
      ),
      { numRuns: 40 },
    );
  });
});
