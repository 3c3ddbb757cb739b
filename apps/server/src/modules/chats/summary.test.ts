import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopDayRange, shopToday } from '@ponte/domain/dates';
import { RESPONSE_TIME_BUCKETS, minutesOf } from '@ponte/domain/stats';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import { ERAS, at, instant, type At } from '../../../test/shop-instants';
import { insertCustomer, insertSale } from '../../../test/fixtures/sales';
import { CHAT_CHAIN, CHAT_DAY_GRAIN } from '../../db/chat-day-counts';
import { foldChatDayDeltas } from './day-counts';

/**
 * Issue 30 (docs/0053): /estatisticas-chats and the overview read chat_days and
 * chat_response_daily, kept by triggers. Over random messages and answered questions (instants
 * around São Paulo's midnight, in the daylight-saving years and now), then sender changes,
 * deletes and moved answers, every figure must be the one computed from the raw rows as the
 * reports computed it before (docs/0020): a period is the UTC instants of its shop days.
 */
let t: TestContext;
let staff: number[];
/** Closed (bot on), active (attendant, in attendance), pending (bot off, nobody), and one transferred in some periods. */
let customers: number[];
beforeAll(async () => {
  t = await buildTestApp();
  staff = [(await t.staff('operador')).id, (await t.staff('trainee')).id];
  customers = [];
  for (const name of ['Encerrado', 'Ativo', 'Pendente', 'Transferido'])
    customers.push(await insertCustomer(t.db, `Cliente ${name}`));
  await setStates();
});
afterAll(() => t.close());

/** A customer's state: the bot has it, an attendant has it in attendance, waiting, bot off with an attendant not attending. */
const STATES = [
  () => ({ bot_enabled: 1, seller_id: null, atendimento: 0 }),
  () => ({ bot_enabled: 0, seller_id: staff[0]!, atendimento: 1 }),
  () => ({ bot_enabled: 0, seller_id: null, atendimento: 0 }),
  () => ({ bot_enabled: 0, seller_id: staff[1]!, atendimento: 0 }),
];
const setState = (customer: number, state: number) =>
  t.db.updateTable('customers').set(STATES[state]!()).where('id', '=', customers[customer]!).execute();
/** Closed, active, pending and active again (transferred in some periods). */
async function setStates() {
  for (const [i, state] of [0, 1, 2, 1].entries()) await setState(i, state);
}

/** Response times on both sides of each band's limit and of a tenth of a minute's rounding. */
const limits = RESPONSE_TIME_BUCKETS.flatMap((b) => (b.maxSeconds === null ? [] : [b.maxSeconds]));
const seconds = fc.oneof(
  fc.integer({ min: 0, max: 20 }),
  fc.tuple(fc.constantFrom(...limits), fc.integer({ min: -4, max: 4 })).map(([l, d]) => l + d),
  fc.integer({ min: 0, max: 30_000 }),
);

type Message = { at: At; customer: number; sender: number; incoming: boolean };
type Answer = { at: At; customer: number; staff: number; seconds: number };
type Change =
  | { kind: 'sender'; message: number; sender: number }
  | { kind: 'delete message'; message: number }
  | { kind: 'delete answer'; answer: number }
  | { kind: 'move answer'; answer: number; staff: number; seconds: number; at: At }
  | { kind: 'state'; customer: number; state: number }
  | { kind: 'sale status'; sale: number; confirmed: boolean }
  | { kind: 'move sale'; sale: number; at: At }
  | { kind: 'transfer'; customer: number; at: At }
  | { kind: 'delete transfer'; transfer: number };
const message = fc.record({
  at,
  customer: fc.integer({ min: 0, max: 3 }),
  sender: fc.integer({ min: 0, max: 2 }),
  incoming: fc.boolean(),
});
const answer = fc.record({
  at,
  customer: fc.integer({ min: 0, max: 3 }),
  staff: fc.integer({ min: 0, max: 2 }),
  seconds,
});
const change: fc.Arbitrary<Change> = fc.oneof(
  fc.record({ kind: fc.constant('sale status' as const), sale: fc.nat(), confirmed: fc.boolean() }),
  fc.record({ kind: fc.constant('move sale' as const), sale: fc.nat(), at }),
  fc.record({ kind: fc.constant('transfer' as const), customer: fc.integer({ min: 0, max: 3 }), at }),
  fc.record({ kind: fc.constant('delete transfer' as const), transfer: fc.nat() }),
  fc.record({
    kind: fc.constant('state' as const),
    customer: fc.integer({ min: 0, max: 3 }),
    state: fc.integer({ min: 0, max: STATES.length - 1 }),
  }),
  fc.record({ kind: fc.constant('sender' as const), message: fc.nat(), sender: fc.integer({ min: 0, max: 2 }) }),
  fc.record({ kind: fc.constant('delete message' as const), message: fc.nat() }),
  fc.record({ kind: fc.constant('delete answer' as const), answer: fc.nat() }),
  fc.record({
    kind: fc.constant('move answer' as const),
    answer: fc.nat(),
    staff: fc.integer({ min: 0, max: 2 }),
    seconds,
    at,
  }),
);
type Query = { era: number; first: number; length: number };
const query = fc.record({
  era: fc.integer({ min: 0, max: ERAS.length - 1 }),
  first: fc.oneof(fc.integer({ min: -1, max: 5 }), fc.integer({ min: -35, max: 50 })),
  length: fc.oneof(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 90 })),
});

const staffOf = (n: number) => (n === 0 ? null : staff[n - 1]!);
let questionSeq = 1_000_000;

/** When the chat day counts' pending changes are folded (docs/0057), and how many a transaction. */
type Fold = { when: 'never' | 'between' | 'end' | 'both'; batch: number };
const fold: fc.Arbitrary<Fold> = fc.record({
  when: fc.constantFrom('never' as const, 'between' as const, 'end' as const, 'both' as const),
  batch: fc.oneof(fc.integer({ min: 1, max: 7 }), fc.constant(2000)),
});
const foldNow = (f: Fold, at: 'between' | 'end') =>
  f.when === at || f.when === 'both' ? foldChatDayDeltas(t.db, t.app.ctx.dbKind, f.batch) : Promise.resolve(0);

const addTransfer = (customerId: number, when: At) =>
  t.db
    .insertInto('chat_transfers')
    .values({
      customer_id: customerId,
      from_staff_id: staff[0]!,
      to_staff_id: staff[1]!,
      transferred_by: staff[0]!,
      created_at: instant(when),
    })
    .execute();

async function addEvents(transfer: At, sales: At[]) {
  await addTransfer(customers[3]!, transfer);
  for (const [i, s] of sales.entries())
    await insertSale(t.db, { customerId: customers[i % 4]!, sellerId: null, createdAt: instant(s), usdCents: 1000 });
}

/**
 * chat_day_counts plus its pending changes must hold the cells of chat_days as it is
 * (db/chat-day-counts.ts): the rows themselves are checked against the messages in `compare`.
 */
async function expectCellsOfChatDays() {
  const expected = new Map<string, number>();
  const add = (grain: number, r: { sender_id: number; state: number }, day: string, prev: string) => {
    const key = `${grain}|${r.sender_id}|${day}|${prev}|${r.state}`;
    expected.set(key, (expected.get(key) ?? 0) + 1);
  };
  const g = CHAT_DAY_GRAIN;
  for (const r of await t.db.selectFrom('chat_days').selectAll().execute()) {
    const [day, month, prevMonth] = [r.day, r.day.slice(0, 7), r.prev_day.slice(0, 7)];
    add(g.totalDay, r, day, '');
    add(g.totalMonth, r, month, '');
    if (r.prev_day === '') continue;
    add(g.dayFromDay, r, day, r.prev_day);
    add(g.monthFromDay, r, month, r.prev_day);
    add(g.dayFromMonth, r, day, prevMonth);
    add(g.monthFromMonth, r, month, prevMonth);
  }
  const kept = new Map<string, number>();
  const cells = await t.db.selectFrom('chat_day_counts').selectAll().execute();
  const pending = await t.db.selectFrom('chat_day_counts_pending').selectAll().execute();
  for (const c of [...cells.map((c) => ({ ...c, delta: c.n })), ...pending]) {
    const key = `${c.grain}|${c.sender_id}|${c.day}|${c.prev}|${c.state}`;
    kept.set(key, (kept.get(key) ?? 0) + Number(c.delta));
  }
  for (const [key, n] of kept) if (n === 0) kept.delete(key);
  expect(kept).toEqual(expected);
  // A folded cell that came back to nothing is gone, not kept at 0.
  expect(cells.filter((c) => Number(c.n) === 0)).toEqual([]);
}

/**
 * The chains of migration 0055 (docs/0057) must hold each customer's confirmed-sale days, their
 * sale-or-chat days, transfer days and transfer-or-chat days, each linked to the customer's
 * previous day of its chain and carrying the customer's state.
 */
async function expectChains(days: Set<string>) {
  const people = await t.db.selectFrom('customers').select(['id', 'bot_enabled', 'seller_id', 'atendimento']).execute();
  const stateOf = (id: number) => {
    const c = people.find((p) => p.id === id)!;
    return c.bot_enabled === 1 ? 0 : c.atendimento === 1 && c.seller_id !== null ? 1 : 2;
  };
  const C = CHAT_CHAIN;
  const chains = new Set<string>();
  const add = (chain: number, id: number, day: string) => chains.add(`${day}|${id}|${chain}`);
  for (const sale of await t.db.selectFrom('sales').select(['customer_id', 'created_at', 'status']).execute())
    if (sale.status === 'confirmed')
      for (const chain of [C.sale, C.saleOrChat]) add(chain, sale.customer_id, shopToday(new Date(sale.created_at)));
  for (const x of await t.db.selectFrom('chat_transfers').select(['customer_id', 'created_at']).execute())
    for (const chain of [C.transfer, C.transferOrChat]) add(chain, x.customer_id, shopToday(new Date(x.created_at)));
  for (const key of days) {
    const [day, id, sender] = key.split('|');
    if (sender === '0') for (const chain of [C.saleOrChat, C.transferOrChat]) add(chain, Number(id), day!);
  }
  const kept = await t.db.selectFrom('chat_days').selectAll().where('sender_id', '<', 0).execute();
  expect(kept.map((d) => `${d.sender_id}|${d.customer_id}|${d.day}|${d.prev_day}`).sort()).toEqual(linked(chains));
  const sender0 = await t.db.selectFrom('chat_days').selectAll().where('sender_id', '<=', 0).execute();
  expect(sender0.filter((d) => d.state !== stateOf(d.customer_id))).toEqual([]);
}

async function build(
  messages: Message[],
  answers: Answer[],
  changes: Change[],
  transfer: At,
  sales: At[],
  folds: Fold = { when: 'never', batch: 1 },
  eventsFirst = false,
) {
  await t.db.deleteFrom('messages').execute();
  await t.db.deleteFrom('chat_responses').execute();
  await t.db.deleteFrom('chat_transfers').execute();
  await t.db.deleteFrom('sales').execute();
  await setStates();
  // Sales and transfers before the messages (their chat days come later) or after them.
  if (eventsFirst) await addEvents(transfer, sales);
  // A state change before the messages too: the days to come must take the customer's state.
  const early = changes.find((c) => c.kind === 'state');
  if (early?.kind === 'state') await setState(early.customer, (early.state + 1) % STATES.length);
  const messageIds: number[] = [];
  for (const m of messages) {
    const row = await t.db
      .insertInto('messages')
      .values({
        customer_id: customers[m.customer]!,
        content: 'Olá',
        direction: m.incoming ? 'incoming' : 'outgoing',
        sender_id: m.incoming ? null : staffOf(m.sender),
        external_id: null,
        created_at: instant(m.at),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    messageIds.push(row.id);
  }
  const answerIds: number[] = [];
  for (const a of answers) {
    questionSeq += 1;
    const answered = instant(a.at);
    const row = await t.db
      .insertInto('chat_responses')
      .values({
        customer_id: customers[a.customer]!,
        question_message_id: questionSeq,
        answer_message_id: questionSeq,
        staff_id: staffOf(a.staff),
        asked_at: new Date(Date.parse(answered) - a.seconds * 1000).toISOString(),
        answered_at: answered,
        response_seconds: a.seconds,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    answerIds.push(row.id);
  }
  await foldNow(folds, 'between');
  for (const c of changes) {
    // Before or after the messages: a state change must reach the days already there and the ones to come.
    if (c.kind === 'state') await setState(c.customer, c.state);
    if (c.kind === 'sender' && messageIds.length > 0)
      await t.db
        .updateTable('messages')
        .set({ sender_id: staffOf(c.sender) })
        .where('id', '=', messageIds[c.message % messageIds.length]!)
        .execute();
    if (c.kind === 'delete message' && messageIds.length > 0)
      await t.db
        .deleteFrom('messages')
        .where('id', '=', messageIds[c.message % messageIds.length]!)
        .execute();
    if (c.kind === 'delete answer' && answerIds.length > 0)
      await t.db
        .deleteFrom('chat_responses')
        .where('id', '=', answerIds[c.answer % answerIds.length]!)
        .execute();
    const saleIds = async () => (await t.db.selectFrom('sales').select('id').orderBy('id').execute()).map((r) => r.id);
    const transferIds = async () =>
      (await t.db.selectFrom('chat_transfers').select('id').orderBy('id').execute()).map((r) => r.id);
    if (c.kind === 'sale status' || c.kind === 'move sale') {
      const ids = await saleIds();
      if (ids.length > 0)
        await t.db
          .updateTable('sales')
          .set(
            c.kind === 'move sale'
              ? { created_at: instant(c.at) }
              : { status: c.confirmed ? 'confirmed' : 'cancelled' },
          )
          .where('id', '=', ids[c.sale % ids.length]!)
          .execute();
    }
    if (c.kind === 'transfer') await addTransfer(customers[c.customer]!, c.at);
    if (c.kind === 'delete transfer') {
      const ids = await transferIds();
      if (ids.length > 0)
        await t.db
          .deleteFrom('chat_transfers')
          .where('id', '=', ids[c.transfer % ids.length]!)
          .execute();
    }
    if (c.kind === 'move answer' && answerIds.length > 0)
      await t.db
        .updateTable('chat_responses')
        .set({ staff_id: staffOf(c.staff), response_seconds: c.seconds, answered_at: instant(c.at) })
        .where('id', '=', answerIds[c.answer % answerIds.length]!)
        .execute();
  }
  if (!eventsFirst) await addEvents(transfer, sales);
  await foldNow(folds, 'end');
}

const get = async <T>(url: string): Promise<T> => {
  const res = await t.app.inject({ method: 'GET', url, headers: bearer(t.adminToken) });
  expect(res.statusCode, url).toBe(200);
  return (res.json() as { data: T }).data;
};

/** Nearest rank (docs/0020) of some seconds, in minutes; null when there are none. */
function percentile(values: number[], p: number) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return minutesOf(sorted[Math.ceil((p * sorted.length) / 100) - 1]!);
}
const times = (values: number[]) => ({
  avg: values.length ? minutesOf(values.reduce((s, v) => s + v, 0) / values.length) : null,
  median: percentile(values, 50),
  p90: percentile(values, 90),
});

/** Each chat day with the customer's previous day with the same sender ('' for none). */
function linked(days: Set<string>) {
  const bySenderCustomer = new Map<string, string[]>();
  for (const key of days) {
    const [day, customer, sender] = key.split('|');
    const group = `${sender}|${customer}`;
    bySenderCustomer.set(group, [...(bySenderCustomer.get(group) ?? []), day!]);
  }
  return [...bySenderCustomer]
    .flatMap(([group, list]) => list.sort().map((day, i) => `${group}|${day}|${i === 0 ? '' : list[i - 1]}`))
    .sort();
}

async function compare(q: Query) {
  const messages = await t.db.selectFrom('messages').select(['customer_id', 'sender_id', 'created_at']).execute();
  const answers = await t.db
    .selectFrom('chat_responses')
    .select(['staff_id', 'answered_at', 'response_seconds'])
    .execute();

  // The summaries themselves.
  const days = new Set<string>();
  for (const m of messages) {
    const day = shopToday(new Date(m.created_at));
    days.add(`${day}|${m.customer_id}|0`);
    if (m.sender_id !== null) days.add(`${day}|${m.customer_id}|${m.sender_id}`);
  }
  const kept = await t.db.selectFrom('chat_days').selectAll().where('sender_id', '>=', 0).execute();
  expect(new Set(kept.map((d) => `${d.day}|${d.customer_id}|${d.sender_id}`))).toEqual(days);
  expect(kept.map((d) => `${d.sender_id}|${d.customer_id}|${d.day}|${d.prev_day}`).sort()).toEqual(linked(days));
  await expectCellsOfChatDays();
  await expectChains(days);
  const histogram = new Map<string, [number, number]>();
  for (const a of answers) {
    const s = a.response_seconds;
    const band = RESPONSE_TIME_BUCKETS.findIndex((b) => b.maxSeconds === null || s <= b.maxSeconds);
    const key = `${shopToday(new Date(a.answered_at))}|${a.staff_id ?? 0}|${band}|${Math.round(s / 6)}`;
    const [n, sum] = histogram.get(key) ?? [0, 0];
    histogram.set(key, [n + 1, sum + s]);
  }
  const rows = await t.db.selectFrom('chat_response_daily').selectAll().execute();
  expect(
    new Map(rows.map((r) => [`${r.day}|${r.staff_id}|${r.band}|${r.tenth}`, [r.answered, Number(r.seconds)]])),
  ).toEqual(histogram);
  const monthly = new Map<string, [number, number]>();
  for (const [key, [n, sum]] of histogram) {
    const month = `${key.slice(0, 7)}${key.slice(10)}`;
    const [m, total] = monthly.get(month) ?? [0, 0];
    monthly.set(month, [m + n, total + sum]);
  }
  const months = await t.db.selectFrom('chat_response_monthly').selectAll().execute();
  expect(
    new Map(months.map((r) => [`${r.month}|${r.staff_id}|${r.band}|${r.tenth}`, [r.answered, Number(r.seconds)]])),
  ).toEqual(monthly);

  // The reports, against the raw rows of the period's instants.
  const start = new Date(ERAS[q.era]! + q.first * 86_400_000).toISOString().slice(0, 10);
  const end = new Date(ERAS[q.era]! + (q.first + q.length - 1) * 86_400_000).toISOString().slice(0, 10);
  const { from, to } = shopDayRange(start, end);
  const within = (iso: string) => iso >= from! && iso < to!;
  const chatted = new Set(messages.filter((m) => within(m.created_at)).map((m) => m.customer_id));
  const transfers = await t.db.selectFrom('chat_transfers').select(['customer_id', 'created_at']).execute();
  const transferred = new Set(transfers.filter((x) => within(x.created_at)).map((x) => x.customer_id));
  const people = await t.db.selectFrom('customers').select(['id', 'bot_enabled', 'seller_id', 'atendimento']).execute();
  const isActive = (id: number) =>
    people.some((c) => c.id === id && c.bot_enabled === 0 && c.atendimento === 1 && c.seller_id !== null);
  const botHasIt = (id: number) => people.some((c) => c.id === id && c.bot_enabled === 1);
  const status = { active: 0, pending: 0, closed: 0, transferred: 0 };
  for (const id of chatted) {
    if (botHasIt(id)) status.closed += 1;
    else if (transferred.has(id)) status.transferred += 1;
    else if (isActive(id)) status.active += 1;
    else status.pending += 1;
  }
  const inAttendance = [...chatted].filter(isActive).length;
  const answered = answers.filter((a) => within(a.answered_at));
  const values = answered.map((a) => a.response_seconds);
  const period = `start_date=${start}&end_date=${end}`;
  const stats = await get<{
    totalChats: number;
    activeChats: number;
    answeredCount: number;
    avgResponseTime: number | null;
    medianResponseTime: number | null;
    p90ResponseTime: number | null;
    statusCounts: typeof status;
    responseDistribution: { key: string; count: number }[];
    sellerCounts: {
      seller_id: number;
      chats: number;
      answered: number;
      avgResponseTime: number | null;
      medianResponseTime: number | null;
      p90ResponseTime: number | null;
    }[];
  }>(`/api/stats/chats?${period}`);
  const all = times(values);
  expect(stats).toMatchObject({
    totalChats: chatted.size,
    activeChats: inAttendance,
    statusCounts: status,
    answeredCount: values.length,
    avgResponseTime: all.avg,
    medianResponseTime: all.median,
    p90ResponseTime: all.p90,
  });
  let below = 0;
  expect(stats.responseDistribution.map((d) => d.count)).toEqual(
    RESPONSE_TIME_BUCKETS.map((b) => {
      const within = b.maxSeconds === null ? values.length : values.filter((v) => v <= b.maxSeconds!).length;
      const count = within - below;
      below = within;
      return count;
    }),
  );
  const writers = [
    ...new Set(messages.filter((m) => within(m.created_at) && m.sender_id !== null).map((m) => m.sender_id!)),
  ];
  expect(
    stats.sellerCounts
      .map((s) => ({
        seller_id: s.seller_id,
        chats: s.chats,
        answered: s.answered,
        avg: s.avgResponseTime,
        median: s.medianResponseTime,
        p90: s.p90ResponseTime,
      }))
      .sort((a, b) => a.seller_id - b.seller_id),
  ).toEqual(
    writers
      .map((id) => {
        const own = answered.filter((a) => a.staff_id === id).map((a) => a.response_seconds);
        const chats = new Set(
          messages.filter((m) => within(m.created_at) && m.sender_id === id).map((m) => m.customer_id),
        );
        return { seller_id: id, chats: chats.size, answered: own.length, ...times(own) };
      })
      .sort((a, b) => a.seller_id - b.seller_id),
  );

  // The overview: the same chats, and the share of them whose customer bought in the period.
  const sales = await t.db.selectFrom('sales').select(['customer_id', 'created_at', 'status']).execute();
  const buyers = new Set(
    sales
      .filter((s) => s.status === 'confirmed' && within(s.created_at) && chatted.has(s.customer_id))
      .map((s) => s.customer_id),
  );
  const overview = await get<{ totalChats: number; activeChats: number; conversionRate: number }>(
    `/api/stats/overview?${period}`,
  );
  expect(overview).toMatchObject({
    totalChats: chatted.size,
    activeChats: inAttendance,
    conversionRate: chatted.size ? Math.round((buyers.size / chatted.size) * 10_000) / 100 : 0,
  });
}

describe('chat summaries (issue 30)', () => {
  it('the chat statistics and the overview read from the summaries equal the same figures from the raw rows', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(message, { maxLength: 25 }),
        fc.array(answer, { maxLength: 20 }),
        fc.array(change, { maxLength: 12 }),
        at,
        fc.array(at, { maxLength: 5 }),
        fc.array(query, { minLength: 1, maxLength: 3 }),
        fold,
        fc.boolean(),
        async (messages, answers, changes, transfer, sales, queries, folds, eventsFirst) => {
          await build(messages, answers, changes, transfer, sales, folds, eventsFirst);
          for (const q of queries) await compare(q);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('a deleted customer leaves no chat days behind', async () => {
    const id = await insertCustomer(t.db, 'Cliente apagado');
    for (const created of ['2026-03-01T02:30:00.000Z', '2026-03-01T12:00:00.000Z', '2026-03-02T12:00:00.000Z'])
      await t.db
        .insertInto('messages')
        .values({
          customer_id: id,
          content: 'Oi',
          direction: 'incoming',
          sender_id: null,
          external_id: null,
          created_at: created,
        })
        .execute();
    const daysOf = () =>
      t.db.selectFrom('chat_days').select(['day', 'sender_id']).where('customer_id', '=', id).orderBy('day').execute();
    // 02:30 UTC is the evening before in São Paulo.
    expect((await daysOf()).filter((d) => d.sender_id === 0).map((d) => d.day)).toEqual([
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    await t.db.deleteFrom('customers').where('id', '=', id).execute();
    // Every chain's days too (the sale-or-chat and transfer-or-chat ones).
    expect(await daysOf()).toEqual([]);
    await expectCellsOfChatDays();
  });

  it('50 messages of one customer on ten days, written at once in any order, link each day to the one before', async () => {
    await t.db.deleteFrom('messages').execute();
    const customerId = customers[1]!;
    const days = Array.from({ length: 50 }, (_, i) => (i * 7) % 10);
    await Promise.all(
      days.map((d, i) =>
        t.db
          .insertInto('messages')
          .values({
            customer_id: customerId,
            content: `Dia ${d}`,
            direction: 'incoming',
            sender_id: null,
            external_id: null,
            created_at: `2026-06-${String(10 + d).padStart(2, '0')}T1${i % 10}:00:00.000Z`,
          })
          .execute(),
      ),
    );
    const rows = await t.db
      .selectFrom('chat_days')
      .select(['day', 'prev_day'])
      .where('customer_id', '=', customerId)
      .where('sender_id', '=', 0)
      .orderBy('day')
      .execute();
    expect(rows.map((r) => [r.day, r.prev_day])).toEqual(
      Array.from({ length: 10 }, (_, d) => [`2026-06-${10 + d}`, d === 0 ? '' : `2026-06-${9 + d}`]),
    );
    const chats = await get<{ totalChats: number }>('/api/stats/chats?start_date=2026-06-12&end_date=2026-06-15');
    expect(chats.totalChats).toBe(1);
    // Three folds at once, a few changes a transaction: each change reaches the cells once.
    await Promise.all([1, 2, 3].map(() => foldChatDayDeltas(t.db, t.app.ctx.dbKind, 5)));
    expect(await t.db.selectFrom('chat_day_counts_pending').selectAll().execute()).toEqual([]);
    await expectCellsOfChatDays();
    expect(
      (await get<{ totalChats: number }>('/api/stats/chats?start_date=2026-06-12&end_date=2026-06-15')).totalChats,
    ).toBe(1);
  });

  it('25 confirmed sales and 25 first messages of the same days, written at once, chain each day once', async () => {
    await t.db.deleteFrom('messages').execute();
    await t.db.deleteFrom('sales').execute();
    const customerId = customers[0]!;
    const day = (i: number) => `2026-07-${String(1 + i).padStart(2, '0')}`;
    await Promise.all(
      Array.from({ length: 25 }, (_, i) => [
        t.db
          .insertInto('messages')
          .values({
            customer_id: customerId,
            content: `Dia ${i}`,
            direction: 'incoming',
            sender_id: null,
            external_id: null,
            created_at: `${day(i)}T15:00:00.000Z`,
          })
          .execute(),
        insertSale(t.db, { customerId, sellerId: null, createdAt: `${day(i)}T15:30:00.000Z`, usdCents: 1000 }),
      ]).flat(),
    );
    // Each chain links the 25 days in order; every customer who bought chatted: 100 %.
    for (const chain of [CHAT_CHAIN.sale, CHAT_CHAIN.saleOrChat, 0]) {
      const rows = await t.db
        .selectFrom('chat_days')
        .select(['day', 'prev_day'])
        .where('customer_id', '=', customerId)
        .where('sender_id', '=', chain)
        .orderBy('day')
        .execute();
      expect(rows).toEqual(
        Array.from({ length: 25 }, (_, i) => ({ day: day(i), prev_day: i === 0 ? '' : day(i - 1) })),
      );
    }
    const overview = await get<{ conversionRate: number }>(
      '/api/stats/overview?start_date=2026-07-01&end_date=2026-07-31',
    );
    expect(overview.conversionRate).toBe(100);
  });

  it('50 messages and 50 answers of one chat and one attendant written at once are all counted, once', async () => {
    await t.db.deleteFrom('messages').execute();
    await t.db.deleteFrom('chat_responses').execute();
    const customerId = customers[2]!;
    const when = '2026-05-10T15:00:00.000Z';
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.db.transaction().execute(async (tx) => {
          await tx
            .insertInto('messages')
            .values({
              customer_id: customerId,
              content: `Mensagem ${i}`,
              direction: i % 2 ? 'outgoing' : 'incoming',
              sender_id: i % 2 ? staff[0]! : null,
              external_id: null,
              created_at: when,
            })
            .execute();
          questionSeq += 1;
          await tx
            .insertInto('chat_responses')
            .values({
              customer_id: customerId,
              question_message_id: questionSeq,
              answer_message_id: questionSeq,
              staff_id: staff[0]!,
              asked_at: when,
              answered_at: when,
              response_seconds: 120,
            })
            .execute();
        }),
      ),
    );
    const days = await t.db
      .selectFrom('chat_days')
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('sender_id', '>=', 0)
      .execute();
    expect(days.map((d) => d.sender_id).sort()).toEqual([0, staff[0]!].sort());
    const rows = await t.db.selectFrom('chat_response_daily').selectAll().execute();
    expect(rows.map((r) => ({ ...r, seconds: Number(r.seconds) }))).toEqual([
      { day: '2026-05-10', staff_id: staff[0]!, band: 0, tenth: 20, answered: 50, seconds: 6000 },
    ]);
  });
});
