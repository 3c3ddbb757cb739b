import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backfillChatResponses } from '../../db/migrations/0019-chat-statistics';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import { postCustomer } from '../../../test/customer-api';
import { saleRow } from '../../../test/sale-rows';

/*
 * A known period, 2026-03-10..2026-03-12 in São Paulo (UTC-3): [2026-03-10T03:00Z, 2026-03-13T03:00Z).
 * A: ana has it in attendance → active; questions answered in 300 s (the 5-minute bound) and 1,200 s.
 * B: back with the bot → closed; a question at 23:30 on the 10th in São Paulo (02:30Z on the 11th), bia answers 2 h later.
 * C: passed from ana to bia in the period → transferred; ana answers in 600 s (the bot's reply between counts for nothing).
 * D: bot off, nobody has it → pending; never answered.
 * E: registered in the period, writes only at 00:30 on the 13th in São Paulo; F: writes at 23:00 on the 9th. Neither is a chat of the period.
 */
let t: TestContext;
let ana: { id: number; username: string; token: string };
let bia: { id: number; username: string; token: string };
const ids: Record<'A' | 'B' | 'C' | 'D' | 'E' | 'F', number> = { A: 0, B: 0, C: 0, D: 0, E: 0, F: 0 };

beforeAll(async () => {
  t = await buildTestApp();
  ana = await t.staff('operador', 'ana.chats');
  bia = await t.staff('trainee', 'bia.chats');
  const customer = async (
    key: keyof typeof ids,
    phone: string,
    createdAt: string,
    state: { bot_enabled: number; atendimento: number; seller_id: number | null },
  ) => {
    ids[key] = (await postCustomer(t, { phone, name: `Cliente ${key}` })).id;
    await t.db
      .updateTable('customers')
      .set({ ...state, created_at: createdAt })
      .where('id', '=', ids[key])
      .execute();
  };
  const off = (seller: number | null) => ({ bot_enabled: 0, atendimento: seller ? 1 : 0, seller_id: seller });
  await customer('A', '5511910000001', '2026-03-01T12:00:00.000Z', off(ana.id));
  await customer('B', '5511910000002', '2026-03-01T12:00:00.000Z', {
    bot_enabled: 1,
    atendimento: 0,
    seller_id: bia.id,
  });
  await customer('C', '5511910000003', '2026-03-01T12:00:00.000Z', off(bia.id));
  await customer('D', '5511910000004', '2026-03-01T12:00:00.000Z', off(null));
  await customer('E', '5511910000005', '2026-03-12T10:00:00.000Z', off(null));
  await customer('F', '5511910000006', '2026-03-20T10:00:00.000Z', off(null));

  const msg = (key: keyof typeof ids, at: string, from: 'customer' | 'bot' | number) => ({
    customer_id: ids[key],
    content: `mensagem ${at}`,
    direction: from === 'customer' ? ('incoming' as const) : ('outgoing' as const),
    sender_id: typeof from === 'number' ? from : null,
    external_id: null,
    created_at: at,
  });
  await t.db
    .insertInto('messages')
    .values([
      msg('A', '2026-03-10T12:00:00.000Z', 'customer'),
      msg('A', '2026-03-10T12:01:00.000Z', 'customer'),
      msg('A', '2026-03-10T12:05:00.000Z', ana.id),
      msg('A', '2026-03-10T12:06:00.000Z', ana.id),
      msg('A', '2026-03-10T13:00:00.000Z', 'customer'),
      msg('A', '2026-03-10T13:20:00.000Z', ana.id),
      msg('B', '2026-03-11T02:30:00.000Z', 'customer'),
      msg('B', '2026-03-11T04:30:00.000Z', bia.id),
      msg('C', '2026-03-11T14:00:00.000Z', 'customer'),
      msg('C', '2026-03-11T14:05:00.000Z', 'bot'),
      msg('C', '2026-03-11T14:10:00.000Z', ana.id),
      msg('D', '2026-03-12T20:00:00.000Z', 'customer'),
      msg('E', '2026-03-13T03:30:00.000Z', 'customer'),
      msg('E', '2026-03-13T03:31:00.000Z', ana.id),
      msg('F', '2026-03-10T02:00:00.000Z', 'customer'),
    ])
    .execute();
  await backfillChatResponses(t.db);
  // bia hands B back to the bot 2.5 h after its question: resolved in 150 min (docs/0020).
  await t.db
    .insertInto('activity_log')
    .values({
      user_id: bia.id,
      action: 'update',
      entity_type: 'chat',
      entity_id: String(ids.B),
      details: JSON.stringify({ bot_enabled: true, atendimento: false }),
      ip_address: null,
      created_at: '2026-03-11T05:00:00.000Z',
    })
    .execute();
  await t.db
    .insertInto('chat_transfers')
    .values({
      customer_id: ids.C,
      from_staff_id: ana.id,
      to_staff_id: bia.id,
      transferred_by: 1,
      created_at: '2026-03-11T15:00:00.000Z',
    })
    .execute();
  const sale = (customer: number, at: string, brl: number, status: 'confirmed' | 'pending') =>
    saleRow({
      customerId: customer,
      at,
      seller_id: ana.id,
      total_usd_cents: Math.round(brl / 5.5),
      total_brl_cents: brl,
      status,
    });
  await t.db
    .insertInto('sales')
    .values([
      sale(ids.A, '2026-03-11T12:00:00.000Z', 55_000, 'confirmed'),
      sale(ids.A, '2026-03-13T02:59:00.000Z', 11_000, 'confirmed'),
      sale(ids.B, '2026-03-12T12:00:00.000Z', 20_000, 'pending'),
      sale(ids.B, '2026-03-13T03:00:00.000Z', 20_000, 'confirmed'),
    ])
    .execute();
});
afterAll(() => t.close());

const get = async (path: string, token = t.adminToken) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/stats/${path}`, headers: bearer(token) });
  return { status: res.statusCode, body: res.json() };
};

describe('GET /api/stats/chats', () => {
  it('counts each chat of the period once by status and averages the first staff replies, on a known data set', async () => {
    const { status, body } = await get('chats?start_date=2026-03-10&end_date=2026-03-12');
    expect(status).toBe(200);
    expect(body.data).toEqual({
      period: { start_date: '2026-03-10', end_date: '2026-03-12' },
      totalChats: 4,
      // Handled now: A, and C (transferred in the period, now with bia in attendance): the panel's definition.
      activeChats: 2,
      // (300 + 1,200 + 7,200 + 600) / 4 = 2,325 s = 38.75 min, shown with one decimal.
      avgResponseTime: 38.8,
      answeredCount: 4,
      // Nearest rank of 300, 600, 1,200, 7,200 s: the 2nd (ceil 4 × 0.5) and the 4th (ceil 4 × 0.9).
      medianResponseTime: 10,
      p90ResponseTime: 120,
      resolvedCount: 1,
      avgResolutionTime: 150,
      medianResolutionTime: 150,
      p90ResolutionTime: 150,
      statusCounts: { active: 1, pending: 1, closed: 1, transferred: 1 },
      responseDistribution: [
        { key: 'up_to_5m', label: 'Até 5 min', count: 1 },
        { key: 'up_to_15m', label: '5 a 15 min', count: 1 },
        { key: 'up_to_30m', label: '15 a 30 min', count: 1 },
        { key: 'up_to_1h', label: '30 min a 1 h', count: 0 },
        { key: 'up_to_4h', label: '1 a 4 h', count: 1 },
        { key: 'over_4h', label: 'Mais de 4 h', count: 0 },
      ],
      sellerCounts: [
        // ana: (300 + 1,200 + 600) / 3 = 700 s = 11.67 min.
        {
          seller_id: ana.id,
          seller_name: 'ana.chats',
          chats: 2,
          answered: 3,
          avgResponseTime: 11.7,
          medianResponseTime: 10,
          p90ResponseTime: 20,
        },
        {
          seller_id: bia.id,
          seller_name: 'bia.chats',
          chats: 1,
          answered: 1,
          avgResponseTime: 120,
          medianResponseTime: 120,
          p90ResponseTime: 120,
        },
      ],
    });
  });

  it('a day that crosses UTC midnight belongs to São Paulo: B’s 23:30 question is the 10th’s, E’s 00:30 message the 13th’s', async () => {
    const tenth = (await get('chats?start_date=2026-03-10&end_date=2026-03-10')).body.data;
    expect(tenth.totalChats).toBe(2);
    expect(tenth.statusCounts).toEqual({ active: 1, pending: 0, closed: 1, transferred: 0 });
    // B's answer came at 01:30 on the 11th in São Paulo: it counts on the day it was given.
    expect(tenth.answeredCount).toBe(2);
    const thirteenth = (await get('chats?start_date=2026-03-13&end_date=2026-03-13')).body.data;
    expect(thirteenth).toMatchObject({ totalChats: 1, answeredCount: 1, avgResponseTime: 1 });
  });

  it('an empty period has no average and every bucket at zero', async () => {
    const { body } = await get('chats?start_date=2025-01-01&end_date=2025-01-31');
    expect(body.data).toMatchObject({ totalChats: 0, avgResponseTime: null, answeredCount: 0, sellerCounts: [] });
    expect(body.data.responseDistribution.every((b: { count: number }) => b.count === 0)).toBe(true);
  });
});

describe('GET /api/stats/overview', () => {
  it('gives the six cards of the period: customers, active and total chats, sales in R$ and conversion', async () => {
    const { status, body } = await get('overview?start_date=2026-03-10&end_date=2026-03-12');
    expect(status).toBe(200);
    expect(body.data).toEqual({
      period: { start_date: '2026-03-10', end_date: '2026-03-12' },
      // F registered after the period; E inside it.
      totalUsers: 5,
      newUsers: 1,
      // A and C are handled by someone now (C was transferred in the period).
      activeChats: 2,
      totalChats: 4,
      // The sale at 23:59 on the 12th counts; the pending one and the one at 00:00 on the 13th do not.
      totalSales: 660,
      salesCount: 2,
      // One buyer (A) among four chats.
      conversionRate: 25,
    });
  });

  it('defaults to the last 30 shop days and answers the period it used', async () => {
    const { body } = await get('overview');
    expect(body.data.period.end_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const days = (Date.parse(body.data.period.end_date) - Date.parse(body.data.period.start_date)) / 86_400_000;
    expect(days).toBe(29);
  });
});

describe('statistics periods and permissions', () => {
  it.each(['chats', 'overview'])(
    '/api/stats/%s refuses a reversed or malformed period with 400 and the field',
    async (path) => {
      const reversed = await get(`${path}?start_date=2026-03-12&end_date=2026-03-10`);
      expect(reversed.status).toBe(400);
      expect(reversed.body.details).toEqual({ end_date: 'A data inicial deve ser anterior ou igual à data final' });
      const malformed = await get(`${path}?start_date=10/03/2026`);
      expect(malformed.status).toBe(400);
      expect(malformed.body.details).toEqual({ start_date: 'Data inválida: use o formato AAAA-MM-DD' });
    },
  );

  it.each(['chats', 'overview'])('/api/stats/%s is for admins: 403 for supervisors and trainees', async (path) => {
    expect((await get(path, ana.token)).status).toBe(403);
    expect((await get(path, bia.token)).status).toBe(403);
  });
});
