import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statsPeriod } from '@ponte/domain/stats';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import { postCustomer } from '../../../test/customer-api';
import { saleRow } from '../../../test/sale-rows';

let t: TestContext;
let ana: { id: number; username: string };
let bia: { id: number; username: string };

beforeAll(async () => {
  t = await buildTestApp();
  ana = await t.staff('operador', 'ana.stats');
  bia = await t.staff('trainee', 'bia.stats');
  const customer = (await postCustomer(t, { phone: '5511933334444', name: 'Cliente Stats' })).id;
  const sale = (
    at: string,
    sellerId: number | null,
    usd: number,
    brl: number,
    commission: number,
    status: 'confirmed' | 'pending' | 'cancelled' = 'confirmed',
  ) =>
    saleRow({
      customerId: customer,
      at,
      seller_id: sellerId,
      total_usd_cents: usd,
      total_brl_cents: brl,
      commission_cents: commission,
      status,
    });
  await t.db
    .insertInto('sales')
    .values([
      // 01:30 UTC on March 11 is still March 10 in São Paulo.
      sale('2026-03-11T01:30:00.000Z', ana.id, 10_000, 55_000, 500),
      sale('2026-03-10T15:00:00.000Z', ana.id, 20_000, 110_000, 1_000),
      sale('2026-03-12T12:00:00.000Z', bia.id, 5_000, 27_500, 150),
      sale('2026-03-12T13:00:00.000Z', null, 1_000, 5_500, 0),
      // Not counted: pending, cancelled, and a day outside the period.
      sale('2026-03-12T14:00:00.000Z', bia.id, 9_000, 49_500, 270, 'pending'),
      sale('2026-03-12T15:00:00.000Z', ana.id, 9_000, 49_500, 270, 'cancelled'),
      sale('2026-03-13T03:30:00.000Z', ana.id, 9_000, 49_500, 270),
    ])
    .execute();
});
afterAll(() => t.close());

const get = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/stats/sales${query}`, headers: bearer(t.adminToken) });
  return { status: res.statusCode, body: res.json() };
};

describe('GET /api/stats/sales', () => {
  it('sums confirmed sales in R$ per shop day and per seller, with the commission at each sale’s rate', async () => {
    const { status, body } = await get('?start_date=2026-03-10&end_date=2026-03-12');
    expect(status).toBe(200);
    expect(body.data).toEqual({
      period: { start_date: '2026-03-10', end_date: '2026-03-12' },
      group: 'day',
      totalValue: 1980,
      totalCount: 4,
      avgTicket: 495,
      totalCommission: 90.75,
      salesByDay: [
        { day: '2026-03-10', value: 1650, count: 2 },
        { day: '2026-03-11', value: 0, count: 0 },
        { day: '2026-03-12', value: 330, count: 2 },
      ],
      sellerSales: [
        { seller_id: ana.id, seller_name: 'ana.stats', value: 1650, count: 2, commission: 82.5 },
        { seller_id: bia.id, seller_name: 'bia.stats', value: 275, count: 1, commission: 8.25 },
        { seller_id: null, seller_name: 'Sem vendedor', value: 55, count: 1, commission: 0 },
      ],
    });
  });

  it('without a period reads the last 30 shop days', async () => {
    const { body } = await get('');
    expect(body.data.period).toEqual(statsPeriod({}));
    expect(body.data.salesByDay).toHaveLength(30);
    expect(body.data.salesByDay.at(-1).day).toBe(body.data.period.end_date);
  });

  it('groups by week from Monday, a week cut by the period’s start beginning on its first day', async () => {
    // 2026-03-04 is a Wednesday; 2026-03-09 a Monday.
    const { body } = await get('?start_date=2026-03-04&end_date=2026-03-12&group=week');
    expect(body.data.group).toBe('week');
    expect(body.data.salesByDay).toEqual([
      { day: '2026-03-04', value: 0, count: 0 },
      { day: '2026-03-09', value: 1980, count: 4 },
    ]);
  });

  it('groups by month of shop days: 00:30 on March 13 in São Paulo is March’s', async () => {
    const { body } = await get('?start_date=2026-02-15&end_date=2026-03-31&group=month');
    expect(body.data.group).toBe('month');
    expect(body.data.salesByDay).toEqual([
      { day: '2026-02-15', value: 0, count: 0 },
      { day: '2026-03-01', value: 2475, count: 5 },
    ]);
    expect(body.data.totalValue).toBe(2475);
  });

  it.each([
    // Daily up to 400 days, weekly up to 1,100, monthly beyond (docs/0019).
    ['2025-02-08', '2026-03-14', 'day', 'day', 400],
    ['2025-02-07', '2026-03-14', 'day', 'week', 58],
    ['2024-01-01', '2026-12-31', 'day', 'week', 157],
    ['2023-12-01', '2026-12-31', 'week', 'month', 37],
    ['1977-01-01', '2026-12-31', 'day', 'month', 600],
    // A coarser grouping than the bound asks for is kept.
    ['2026-03-01', '2026-03-31', 'month', 'month', 1],
  ])('%s to %s asked by %s is grouped by %s (%i points)', async (start, end, asked, used, points) => {
    const { status, body } = await get(`?start_date=${start}&end_date=${end}&group=${asked}`);
    expect(status).toBe(200);
    expect(body.data.group).toBe(used);
    expect(body.data.salesByDay).toHaveLength(points);
  });

  it.each([
    ['?start_date=1900-01-01&end_date=2026-03-12', 'start_date', 'Período longo demais: escolha no máximo 50 anos'],
    // Without an end the period runs to today.
    ['?start_date=1970-01-01', 'start_date', 'Período longo demais: escolha no máximo 50 anos'],
    ['?group=year', 'group', 'Agrupamento inválido: use day (dia), week (semana) ou month (mês)'],
    ['?start_date=2026-13-01', 'start_date', 'Data inválida: use o formato AAAA-MM-DD'],
    [
      '?start_date=2026-03-12&end_date=2026-03-01',
      'end_date',
      'A data inicial deve ser anterior ou igual à data final',
    ],
  ])('refuses %s with 400 on %s', async (query, field, message) => {
    const { status, body } = await get(query);
    expect(status).toBe(400);
    expect(body.details[field]).toBe(message);
  });
});
