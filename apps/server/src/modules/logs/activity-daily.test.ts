import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopDayRange, shopToday } from '@ponte/domain/dates';
import { ACTIVITY_ACTIONS, ACTIVITY_ENTITIES, SIGN_IN_ACTIONS } from '@ponte/domain/stats';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import type { DbKind } from '../../db';
import { foldActivityDeltas, scheduleActivityFold } from './activity-daily';
import { takeActivityDeltas } from './queries';

/**
 * Issue 30 (docs/0054): the productivity count reads activity_daily plus the changes not folded
 * yet. Over random entries (instants around São Paulo's midnight, in the daylight-saving years and
 * now), deletes one by one and by retention, and folds of random sizes at random points (or
 * none), /api/stats/productivity's count and list and the summary must equal what the raw rows
 * give: a period is the UTC instants of its shop days (shopDayRange), an entry's day shopToday.
 */
let t: TestContext;
let kind: DbKind;
let users: (number | null)[];
beforeAll(async () => {
  t = await buildTestApp();
  kind = t.app.ctx.dbKind;
  users = [null, (await t.staff('operador')).id, (await t.staff('trainee')).id];
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
/** Daylight saving starting (2018-11) and ending (2019-02), and the last days (today's fixed offset). */
const ERAS = [
  Date.parse('2018-11-01T00:00:00Z'),
  Date.parse('2019-02-14T00:00:00Z'),
  Math.floor(Date.now() / DAY_MS) * DAY_MS - 5 * DAY_MS,
];
/** The kinds productivity counts, and some it never does. */
const ACTIONS = [...ACTIVITY_ACTIONS, 'refund'];
const ENTITIES = [...ACTIVITY_ENTITIES, 'settings'];

type Entry = { era: number; day: number; minute: number; action: number; entity: number; user: number };
type Step =
  | { kind: 'insert'; entries: Entry[] }
  | { kind: 'delete'; entry: number }
  | { kind: 'prune'; before: Entry }
  | { kind: 'fold'; batch: number };

const entry: fc.Arbitrary<Entry> = fc.record({
  era: fc.integer({ min: 0, max: ERAS.length - 1 }),
  // A few days, or weeks across month ends (the monthly roll-up, docs/0057).
  day: fc.oneof(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 70 })),
  // Mostly within two hours of São Paulo's midnight (02:00–03:00 UTC, 03:00 in the summers of old).
  minute: fc.oneof(fc.integer({ min: 60, max: 300 }), fc.integer({ min: 0, max: 1439 })),
  action: fc.integer({ min: 0, max: ACTIONS.length - 1 }),
  entity: fc.integer({ min: 0, max: ENTITIES.length - 1 }),
  user: fc.integer({ min: 0, max: 2 }),
});
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('insert' as const),
      entries: fc.array(entry, { minLength: 1, maxLength: 8 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), entry: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('prune' as const), before: entry }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('fold' as const), batch: fc.integer({ min: 1, max: 6 }) }) },
);
type Query = { era: number; first: number; length: number };
const query: fc.Arbitrary<Query> = fc.oneof(
  fc.record({
    era: fc.integer({ min: 0, max: ERAS.length - 1 }),
    first: fc.integer({ min: -1, max: 6 }),
    length: fc.integer({ min: 1, max: 5 }),
  }),
  // Across whole months.
  fc.record({
    era: fc.integer({ min: 0, max: ERAS.length - 1 }),
    first: fc.integer({ min: -40, max: 10 }),
    length: fc.integer({ min: 30, max: 100 }),
  }),
);

const instant = (e: Entry) => new Date(ERAS[e.era]! + e.day * DAY_MS + e.minute * 60_000).toISOString();
const dayOf = (era: number, offset: number) => new Date(ERAS[era]! + offset * DAY_MS).toISOString().slice(0, 10);

async function reset() {
  await t.db.deleteFrom('activity_log').execute();
  await t.db.deleteFrom('activity_daily_pending').execute();
  await t.db.deleteFrom('activity_daily').execute();
  await t.db.deleteFrom('activity_monthly').execute();
}

/** activity_monthly always holds activity_daily's counts per month: the fold moves both together. */
async function expectMonthsOfDays() {
  const months = new Map<string, number>();
  for (const r of await t.db.selectFrom('activity_daily').select(['action', 'entity_type', 'day', 'n']).execute()) {
    const key = `${r.day.slice(0, 7)}|${r.action}|${r.entity_type}`;
    months.set(key, (months.get(key) ?? 0) + Number(r.n));
  }
  for (const [key, n] of months) if (n === 0) months.delete(key);
  const kept = await t.db.selectFrom('activity_monthly').select(['action', 'entity_type', 'month', 'n']).execute();
  expect(new Map(kept.map((r) => [`${r.month}|${r.action}|${r.entity_type}`, Number(r.n)]))).toEqual(months);
}

async function play(steps: Step[]) {
  await reset();
  for (const s of steps) {
    if (s.kind === 'insert')
      // One statement for several entries: PostgreSQL's trigger sums a statement's entries per key.
      await t.db
        .insertInto('activity_log')
        .values(
          s.entries.map((e, i) => ({
            user_id: users[e.user]!,
            action: ACTIONS[e.action]!,
            entity_type: ENTITIES[e.entity]!,
            entity_id: String(i),
            details: null,
            ip_address: null,
            created_at: instant(e),
          })),
        )
        .execute();
    if (s.kind === 'delete') {
      const ids = await t.db.selectFrom('activity_log').select('id').orderBy('id').execute();
      if (ids.length)
        await t.db
          .deleteFrom('activity_log')
          .where('id', '=', ids[s.entry % ids.length]!.id)
          .execute();
    }
    // Retention: everything before an instant, in one statement.
    if (s.kind === 'prune') await t.db.deleteFrom('activity_log').where('created_at', '<', instant(s.before)).execute();
    if (s.kind === 'fold') await foldActivityDeltas(t.db, kind, s.batch);
  }
}

const raw = () => t.db.selectFrom('activity_log').select(['id', 'action', 'entity_type', 'created_at']).execute();

/** The summary as a read sees it: folded counts plus pending changes, per key, zeros left out. */
async function summaryAsRead() {
  const rows = [
    ...(await t.db.selectFrom('activity_daily').select(['action', 'entity_type', 'day', 'n']).execute()),
    ...(await t.db
      .selectFrom('activity_daily_pending')
      .select(['action', 'entity_type', 'day', 'delta as n'])
      .execute()),
  ];
  const sums = new Map<string, number>();
  for (const r of rows) {
    const key = `${r.day}|${r.action}|${r.entity_type}`;
    sums.set(key, (sums.get(key) ?? 0) + Number(r.n));
  }
  return new Map([...sums].filter(([, n]) => n !== 0));
}

async function expectedSummary() {
  const counts = new Map<string, number>();
  for (const r of await raw()) {
    const key = `${shopToday(new Date(r.created_at))}|${r.action}|${r.entity_type}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

async function compare(q: Query) {
  const rows = await raw();
  const [start, end] = [dayOf(q.era, q.first), dayOf(q.era, q.first + q.length - 1)];
  const { from, to } = shopDayRange(start, end);
  for (const signIns of [false, true]) {
    const actions = (ACTIVITY_ACTIONS as readonly string[]).filter(
      (a) => signIns || !(SIGN_IN_ACTIONS as readonly string[]).includes(a),
    );
    const scoped = rows
      .filter(
        (r) =>
          actions.includes(r.action) &&
          (ACTIVITY_ENTITIES as readonly string[]).includes(r.entity_type) &&
          r.created_at >= from! &&
          r.created_at < to!,
      )
      .sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : b.id - a.id));
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/stats/productivity?start_date=${start}&end_date=${end}&sign_ins=${signIns}`,
      headers: bearer(t.adminToken),
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as { totalActivities: number; recentActivities: { id: number }[] };
    expect(data.totalActivities).toBe(scoped.length);
    expect(data.recentActivities.map((a) => a.id)).toEqual(scoped.slice(0, 20).map((r) => r.id));
  }
}

describe('activity summaries (issue 30)', () => {
  it('the productivity count and list, and the summary, equal the raw entries whether or not folds ran', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { maxLength: 12 }),
        fc.array(query, { minLength: 1, maxLength: 3 }),
        fc.boolean(),
        async (steps, queries, foldAtEnd) => {
          await play(steps);
          if (foldAtEnd) await foldActivityDeltas(t.db, kind);
          expect(await summaryAsRead()).toEqual(await expectedSummary());
          await expectMonthsOfDays();
          for (const q of queries) await compare(q);
          if (foldAtEnd) {
            // Everything folded: nothing pending, and no key left at zero.
            expect(await t.db.selectFrom('activity_daily_pending').select('id').execute()).toEqual([]);
            const folded = await t.db
              .selectFrom('activity_daily')
              .select(['action', 'entity_type', 'day', 'n'])
              .execute();
            expect(new Map(folded.map((r) => [`${r.day}|${r.action}|${r.entity_type}`, Number(r.n)]))).toEqual(
              await expectedSummary(),
            );
          }
        },
      ),
      { numRuns: process.env.TEST_DB === 'postgres' ? 40 : 100 },
    );
  }, 180_000);

  it('a fold that fails midway leaves its changes pending and the figures unchanged', async () => {
    await play([{ kind: 'insert', entries: [{ era: 2, day: 1, minute: 600, action: 0, entity: 1, user: 1 }] }]);
    const before = await summaryAsRead();
    await expect(
      t.db.transaction().execute(async (tx) => {
        expect(await takeActivityDeltas(tx, kind, 10)).toHaveLength(1);
        throw new Error('the server stopped here');
      }),
    ).rejects.toThrow('the server stopped here');
    expect(await summaryAsRead()).toEqual(before);
    expect(await foldActivityDeltas(t.db, kind)).toBe(1);
    expect(await summaryAsRead()).toEqual(before);
  });

  it('the scheduled fold empties the pending changes', async () => {
    await play([{ kind: 'insert', entries: [{ era: 2, day: 2, minute: 60, action: 1, entity: 2, user: 0 }] }]);
    const stop = scheduleActivityFold(t.db, kind, (err) => {
      throw err;
    });
    try {
      // Waits for the state (the first fold runs at once), not for a time.
      await expect
        .poll(async () => (await t.db.selectFrom('activity_daily_pending').select('id').execute()).length, {
          timeout: 10_000,
        })
        .toBe(0);
    } finally {
      await stop();
    }
    expect(await summaryAsRead()).toEqual(await expectedSummary());
  });

  // On PostgreSQL the writes and the folds run at once (10 pooled connections); on SQLite in turn.
  it('50 transactions logging at once, with folds running beside them, are each counted once', async () => {
    await reset();
    const at = (i: number) => `2026-03-10T${String(3 + (i % 20)).padStart(2, '0')}:00:00.000Z`;
    // Two entries per transaction, in opposite kind orders: with a shared counter row per kind
    // and day, two of them would each hold one row and wait for the other's.
    const write = (i: number) =>
      t.db.transaction().execute(async (tx) => {
        const kinds = i % 2 ? (['create', 'update'] as const) : (['update', 'create'] as const);
        for (const action of kinds)
          await tx
            .insertInto('activity_log')
            .values({
              user_id: users[1 + (i % 2)]!,
              action,
              entity_type: 'sale',
              entity_id: String(i),
              details: null,
              ip_address: null,
              created_at: at(i),
            })
            .execute();
      });
    let writing = true;
    let foldedBeside = 0;
    const folder = async () => {
      while (writing) {
        // Awaited before adding: `x += await …` would read x before the other folders add to it.
        const folded = await foldActivityDeltas(t.db, kind, 3);
        foldedBeside += folded;
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    const folders = [folder(), folder(), folder()];
    await Promise.all(Array.from({ length: 50 }, (_, i) => write(i)));
    writing = false;
    await Promise.all(folders);
    const foldedAfter = await foldActivityDeltas(t.db, kind);
    // One pending change per insert statement: each taken by exactly one fold.
    expect(foldedBeside + foldedAfter).toBe(100);
    expect(await t.db.selectFrom('activity_daily_pending').select('id').execute()).toEqual([]);
    const summary = await t.db.selectFrom('activity_daily').select(['action', 'entity_type', 'day', 'n']).execute();
    expect(new Map(summary.map((r) => [`${r.day}|${r.action}|${r.entity_type}`, Number(r.n)]))).toEqual(
      await expectedSummary(),
    );
    expect(await expectedSummary()).toEqual(
      new Map([
        ['2026-03-10|create|sale', 50],
        ['2026-03-10|update|sale', 50],
      ]),
    );
  });
});
