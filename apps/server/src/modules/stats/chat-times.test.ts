import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secondsBetween, shopDayRange } from '@ponte/domain/dates';
import { minutesOf, type ChatStatistics } from '@ponte/domain/stats';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import { bareCustomerRow } from '../../../test/seed-rows';
import { customerRecords, dayPeriod } from '../../../test/arbitraries';

/**
 * Issue 29: reply times' median and 90th percentile, and the resolution time, are computed in
 * SQL (window functions, nearest rank: docs/0020). Checked here against the definitions written
 * in JavaScript over random data, on whichever engine the run uses; each run gets its own year.
 */
let t: TestContext;
let staff: number[] = [];
let year = 2100;
beforeAll(async () => {
  t = await buildTestApp();
  staff = [
    (await t.staff('operador', 'ana.tempos')).id,
    (await t.staff('trainee', 'bia.tempos')).id,
    (await t.staff('operador', 'caio.tempos')).id,
  ];
});
afterAll(() => t.close());

type When = { day: number; hour: number; minute: number };
type World = {
  customers: number;
  replies: ({ who: number; by: number; seconds: number } & When)[];
  events: ({ who: number; kind: 'message' | 'handBack' | 'takeOver' } & When)[];
  /** After seeding, events removed or moved to another time (issue 30: the summaries follow). */
  changes?: ({ event: number; remove: boolean } & When)[];
  period: [number, number];
};

const when = {
  // Mostly within two weeks, sometimes across whole months (the monthly summaries).
  day: fc.oneof(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 70 })),
  hour: fc.integer({ min: 0, max: 23 }),
  minute: fc.integer({ min: 0, max: 59 }),
};
const world: fc.Arbitrary<World> = fc.integer({ min: 1, max: 5 }).chain((customers) =>
  fc.record({
    customers: fc.constant(customers),
    replies: customerRecords(
      customers,
      { by: fc.integer({ min: 0, max: 2 }), seconds: fc.integer({ min: 0, max: 200_000 }), ...when },
      30,
    ),
    events: customerRecords(
      customers,
      { kind: fc.constantFrom('message' as const, 'handBack' as const, 'takeOver' as const), ...when },
      30,
    ),
    changes: fc.array(fc.record({ event: fc.nat(), remove: fc.boolean(), ...when }), { maxLength: 6 }),
    period: fc.oneof(
      dayPeriod,
      // Across a whole month (January or February of the run's year).
      fc.tuple(fc.integer({ min: 0, max: 31 }), fc.integer({ min: 58, max: 69 })),
    ),
  }),
);

const at = (y: number, w: When) => new Date(Date.UTC(y, 0, 1 + w.day, w.hour, w.minute)).toISOString();
const dayOf = (y: number, day: number) => at(y, { day, hour: 12, minute: 0 }).slice(0, 10);

/** The JavaScript definition: count, mean, and the values at ranks ceil(n/2) and ceil(0.9 n), in minutes. */
function figures(seconds: number[]) {
  const sorted = [...seconds].sort((a, b) => a - b);
  const n = sorted.length;
  const rank = (p: number) => sorted[Math.ceil((p * n) / 100) - 1]!;
  return n === 0
    ? { n, avg: null, median: null, p90: null }
    : {
        n,
        avg: minutesOf(sorted.reduce((s, v) => s + v, 0) / n),
        median: minutesOf(rank(50)),
        p90: minutesOf(rank(90)),
      };
}

async function seed(w: World, y: number) {
  const ids: number[] = [];
  for (let i = 0; i < w.customers; i += 1) {
    const phone = `55118${String(y).slice(-3)}${String(i).padStart(5, '0')}`;
    const row = await t.db
      .insertInto('customers')
      .values(bareCustomerRow(`Tempos ${y}-${i}`, phone, at(y, { day: 0, hour: 0, minute: 0 })))
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  const incoming: { who: number; at: string }[] = [];
  const message = async (who: number, time: string, sender: number | null) =>
    (
      await t.db
        .insertInto('messages')
        .values({
          customer_id: ids[who]!,
          content: 'oi',
          direction: sender === null ? 'incoming' : 'outgoing',
          sender_id: sender,
          external_id: null,
          created_at: time,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  for (const r of w.replies) {
    const answeredAt = at(y, r);
    const askedAt = new Date(Date.parse(answeredAt) - r.seconds * 1000).toISOString();
    const question = await message(r.who, askedAt, null);
    incoming.push({ who: r.who, at: askedAt });
    const answer = await message(r.who, answeredAt, staff[r.by]!);
    await t.db
      .insertInto('chat_responses')
      .values({
        customer_id: ids[r.who]!,
        question_message_id: question,
        answer_message_id: answer,
        staff_id: staff[r.by]!,
        asked_at: askedAt,
        answered_at: answeredAt,
        response_seconds: r.seconds,
      })
      .execute();
  }
  const rows: number[] = [];
  for (const e of w.events) {
    if (e.kind === 'message') rows.push(await message(e.who, at(y, e), null));
    else
      rows.push(
        (
          await t.db
            .insertInto('activity_log')
            .values({
              user_id: staff[0]!,
              action: 'update',
              entity_type: 'chat',
              entity_id: String(ids[e.who]),
              details: JSON.stringify({ bot_enabled: e.kind === 'handBack', atendimento: e.kind === 'takeOver' }),
              ip_address: null,
              created_at: at(y, e),
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      );
  }
  // The events as they end: some removed, some moved, each in its own table.
  const events: (World['events'][number] | null)[] = [...w.events];
  for (const c of w.changes ?? []) {
    if (events.length === 0) break;
    const i = c.event % events.length;
    const e = events[i];
    if (!e) continue;
    const table = e.kind === 'message' ? 'messages' : 'activity_log';
    if (c.remove) {
      await t.db.deleteFrom(table).where('id', '=', rows[i]!).execute();
      events[i] = null;
    } else {
      await t.db
        .updateTable(table)
        .set({ created_at: at(y, c) })
        .where('id', '=', rows[i]!)
        .execute();
      events[i] = { ...e, day: c.day, hour: c.hour, minute: c.minute };
    }
  }
  const final = events.filter((e) => e !== null);
  for (const e of final) if (e.kind === 'message') incoming.push({ who: e.who, at: at(y, e) });
  return { incoming, events: final };
}

async function check(w: World) {
  year += 1;
  const y = year;
  const { incoming, events } = await seed(w, y);
  const [start, end] = [dayOf(y, w.period[0]), dayOf(y, w.period[1])];
  const { from, to } = shopDayRange(start, end);
  const inside = (iso: string) => iso >= from! && iso < to!;

  const answered = w.replies.filter((r) => inside(at(y, r)));
  const handBacks = events.filter((e) => e.kind === 'handBack').map((e) => ({ who: e.who, at: at(y, e) }));
  const resolutions = handBacks
    .filter((h) => inside(h.at))
    .flatMap((h) => {
      const previous = handBacks
        .filter((p) => p.who === h.who && p.at < h.at)
        .reduce((max, p) => (p.at > max ? p.at : max), '');
      const opened = incoming
        .filter((m) => m.who === h.who && m.at > previous && m.at <= h.at)
        .reduce<string | null>((min, m) => (min === null || m.at < min ? m.at : min), null);
      return opened === null ? [] : [secondsBetween(opened, h.at)];
    });

  const res = await t.app.inject({
    method: 'GET',
    url: `/api/stats/chats?start_date=${start}&end_date=${end}`,
    headers: bearer(t.adminToken),
  });
  expect(res.statusCode).toBe(200);
  const got = res.json().data as ChatStatistics;

  const replies = figures(answered.map((r) => r.seconds));
  expect([got.answeredCount, got.avgResponseTime, got.medianResponseTime, got.p90ResponseTime]).toEqual([
    replies.n,
    replies.avg,
    replies.median,
    replies.p90,
  ]);
  const resolved = figures(resolutions);
  expect([got.resolvedCount, got.avgResolutionTime, got.medianResolutionTime, got.p90ResolutionTime]).toEqual([
    resolved.n,
    resolved.avg,
    resolved.median,
    resolved.p90,
  ]);
  staff.forEach((id, by) => {
    const mine = figures(answered.filter((r) => r.by === by).map((r) => r.seconds));
    const row = got.sellerCounts.find((s) => s.seller_id === id);
    expect(row ? [row.answered, row.avgResponseTime, row.medianResponseTime, row.p90ResponseTime] : [0]).toEqual(
      mine.n === 0 ? (row ? [0, null, null, null] : [0]) : [mine.n, mine.avg, mine.median, mine.p90],
    );
  });
}

describe('reply and resolution times', () => {
  it('median and 90th percentile (nearest rank) and the resolution time match their definitions over random data', async () => {
    await fc.assert(fc.asyncProperty(world, check), { numRuns: 40 });
  });

  it('a hand-back times the chat from its first customer message since the previous hand-back', async () => {
    await check({
      customers: 1,
      replies: [],
      events: [
        { who: 0, kind: 'message', day: 2, hour: 10, minute: 0 },
        { who: 0, kind: 'handBack', day: 2, hour: 11, minute: 0 },
        // Handed back again with no word from the customer since: resolves nothing.
        { who: 0, kind: 'handBack', day: 2, hour: 12, minute: 0 },
        { who: 0, kind: 'message', day: 3, hour: 15, minute: 0 },
        { who: 0, kind: 'takeOver', day: 3, hour: 15, minute: 30 },
        { who: 0, kind: 'message', day: 3, hour: 16, minute: 0 },
        { who: 0, kind: 'handBack', day: 3, hour: 17, minute: 0 },
      ],
      period: [2, 3],
    });
    const got = (
      await t.app.inject({
        method: 'GET',
        url: `/api/stats/chats?start_date=${dayOf(year, 2)}&end_date=${dayOf(year, 3)}`,
        headers: bearer(t.adminToken),
      })
    ).json().data as ChatStatistics;
    // 60 min and 120 min (from 15:00, not from the take-over or the 16:00 message).
    expect(got).toMatchObject({
      resolvedCount: 2,
      avgResolutionTime: 90,
      medianResolutionTime: 60,
      p90ResolutionTime: 120,
    });
  });

  it('25 customer messages and 25 hand-backs of one chat written at once: each hand-back is timed from its message', async () => {
    year += 1;
    const y = year;
    const phone = `55117${String(y).slice(-3)}99999`;
    const customer = await t.db
      .insertInto('customers')
      .values(bareCustomerRow(`Tempos ${y}`, phone, at(y, { day: 0, hour: 0, minute: 0 })))
      .returning('id')
      .executeTakeFirstOrThrow();
    // Hand-back i at 12:00 of day i, its message 30 minutes before: each pair is one resolution.
    await Promise.all(
      Array.from({ length: 25 }, (_, i) => [
        t.db
          .insertInto('messages')
          .values({
            customer_id: customer.id,
            content: 'oi',
            direction: 'incoming',
            sender_id: null,
            external_id: null,
            created_at: at(y, { day: 1 + i, hour: 11, minute: 30 }),
          })
          .execute(),
        t.db
          .insertInto('activity_log')
          .values({
            user_id: staff[0]!,
            action: 'update',
            entity_type: 'chat',
            entity_id: String(customer.id),
            details: JSON.stringify({ bot_enabled: true, atendimento: false }),
            ip_address: null,
            created_at: at(y, { day: 1 + i, hour: 12, minute: 0 }),
          })
          .execute(),
      ]).flat(),
    );
    const got = (
      await t.app.inject({
        method: 'GET',
        url: `/api/stats/chats?start_date=${dayOf(y, 0)}&end_date=${dayOf(y, 30)}`,
        headers: bearer(t.adminToken),
      })
    ).json().data as ChatStatistics;
    expect(got).toMatchObject({ resolvedCount: 25, medianResolutionTime: 30, p90ResolutionTime: 30 });
  });
});
