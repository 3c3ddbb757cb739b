import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNNEL_PAGE_SIZE } from '@ponte/domain/funnel';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import { postCustomer } from '../../../test/customer-api';

let t: TestContext;
let customerId: number;
beforeAll(async () => {
  t = await buildTestApp();
  customerId = (await postCustomer(t, { phone: '5511944443333', name: 'Joana Funil', email: 'joana@exemplo.com' })).id;
});
afterAll(() => t.close());

type Steps = [pageview: number, addtocart: number, initiatecheckout: number, purchase: number];
let seq = 0;
async function click(createdAt: string, status: 'pending' | 'linked' | 'converted', steps: Steps, extra: object = {}) {
  seq += 1;
  const [pageview, addtocart, initiatecheckout, purchase] = steps;
  return (
    await t.db
      .insertInto('funnel_clicks')
      .values({
        source: 'website',
        click_id: `IwAR-relatorio-${seq}`,
        fbc: null,
        customer_id: status === 'pending' ? null : customerId,
        email: null,
        phone: null,
        status,
        pageview,
        addtocart,
        initiatecheckout,
        purchase,
        sale_id: null,
        created_at: createdAt,
        updated_at: createdAt,
        ...extra,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

const funnel = (query = '', token = t.adminToken) =>
  t.app.inject({ method: 'GET', url: `/api/meta/funnel${query}`, headers: bearer(token) });

describe('GET /api/meta/funnel: March 2025 in São Paulo', () => {
  beforeAll(async () => {
    // Feb 28, 23:59 in São Paulo: outside March.
    await click('2025-03-01T02:59:59.999Z', 'converted', [1, 1, 1, 1]);
    await click('2025-03-01T03:00:00.000Z', 'converted', [1, 1, 1, 1]);
    await click('2025-03-05T15:00:00.000Z', 'linked', [1, 1, 1, 0]);
    await click('2025-03-06T15:00:00.000Z', 'linked', [1, 1, 0, 0]);
    await click('2025-03-07T15:00:00.000Z', 'pending', [1, 0, 0, 0], {
      email: 'visitante@exemplo.com',
      phone: '5511900001111',
    });
    await click('2025-03-08T15:00:00.000Z', 'pending', [1, 0, 0, 0]);
    await click('2025-03-09T15:00:00.000Z', 'linked', [0, 0, 0, 0], { source: 'whatsapp_ad', click_id: 'ctwa-marco' });
    // Mar 31, 23:59 in São Paulo: inside.
    await click('2025-04-01T02:59:59.999Z', 'converted', [1, 1, 1, 1]);
    await click('2025-04-01T03:00:00.000Z', 'converted', [1, 1, 1, 1]);
  });
  const march = '?start_date=2025-03-01&end_date=2025-03-31';

  it('stats count each step over the whole period; the conversion rate is purchases per click with two decimals', async () => {
    const res = await funnel(march);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.stats).toEqual({
      total_clicks: 7,
      pageviews: 6,
      addtocarts: 4,
      checkouts: 3,
      purchases: 2,
      conversion_rate: 28.57,
    });
  });

  it('the days are São Paulo days: a click at 23:59 local on the last day is in, one at 00:00 of the next is out', async () => {
    const created = (await funnel(march)).json().data.clicks.map((c: { created_at: string }) => c.created_at);
    expect(created).toContain('2025-04-01T02:59:59.999Z');
    expect(created).toContain('2025-03-01T03:00:00.000Z');
    expect(created).not.toContain('2025-04-01T03:00:00.000Z');
    expect(created).not.toContain('2025-03-01T02:59:59.999Z');
    expect(created).toEqual([...created].sort().reverse());
  });

  it('each click shows the customer, the status and the four-step journey', async () => {
    const clicks = (await funnel(march)).json().data.clicks;
    expect(clicks.find((c: { created_at: string }) => c.created_at === '2025-03-05T15:00:00.000Z')).toMatchObject({
      source: 'website',
      user_name: 'Joana Funil',
      user_email: 'joana@exemplo.com',
      phone: '5511944443333',
      status: 'linked',
      events: { pageview: true, addtocart: true, initiatecheckout: true, purchase: false },
    });
    // Nobody linked yet: what the site sent is shown, with no name.
    expect(clicks.find((c: { created_at: string }) => c.created_at === '2025-03-07T15:00:00.000Z')).toMatchObject({
      user_name: null,
      user_email: 'visitante@exemplo.com',
      phone: '5511900001111',
      status: 'pending',
    });
  });

  it.each([
    ['converted', 2, 2, 100],
    ['linked', 3, 0, 0],
    ['pending', 2, 0, 0],
  ])('status=%s keeps only those clicks (%i), in the table and the stats', async (status, total, purchases, rate) => {
    const data = (await funnel(`${march}&status=${status}`)).json().data;
    expect(data.clicks.every((c: { status: string }) => c.status === status)).toBe(true);
    expect(data.clicks).toHaveLength(total);
    expect(data.stats).toMatchObject({ total_clicks: total, purchases, conversion_rate: rate });
  });

  it('a period without clicks answers empty lists and zero rates', async () => {
    const data = (await funnel('?start_date=2020-01-01&end_date=2020-01-31')).json().data;
    expect(data.clicks).toEqual([]);
    expect(data.stats).toEqual({
      total_clicks: 0,
      pageviews: 0,
      addtocarts: 0,
      checkouts: 0,
      purchases: 0,
      conversion_rate: 0,
    });
    expect(data.pagination).toEqual({ page: 1, per_page: FUNNEL_PAGE_SIZE, total: 0 });
  });
});

describe('GET /api/meta/funnel pages', () => {
  it(`lists ${FUNNEL_PAGE_SIZE} clicks per page, newest first; the stats cover every page`, async () => {
    for (let i = 0; i < FUNNEL_PAGE_SIZE + 5; i++)
      await click(`2024-06-10T12:${String(i).padStart(2, '0')}:00.000Z`, 'pending', [1, 0, 0, 0]);
    const day = '?start_date=2024-06-10&end_date=2024-06-10';
    const first = (await funnel(day)).json().data;
    expect(first.clicks).toHaveLength(FUNNEL_PAGE_SIZE);
    expect(first.clicks[0].created_at).toBe('2024-06-10T12:54:00.000Z');
    expect(first.pagination).toEqual({ page: 1, per_page: FUNNEL_PAGE_SIZE, total: FUNNEL_PAGE_SIZE + 5 });
    expect(first.stats.total_clicks).toBe(FUNNEL_PAGE_SIZE + 5);
    const second = (await funnel(`${day}&page=2`)).json().data;
    expect(second.clicks).toHaveLength(5);
    expect(second.clicks.at(-1).created_at).toBe('2024-06-10T12:00:00.000Z');
  });
});

describe('GET /api/meta/funnel input and access', () => {
  it.each([
    ['?start_date=2025-02-30', 'start_date'],
    ['?end_date=10/03/2025', 'end_date'],
    ['?status=paid', 'status'],
    ['?page=0', 'page'],
    ['?start_date=2025-03-10&end_date=2025-03-01', 'end_date'],
  ])('%s answers 400 naming %s', async (query, field) => {
    const res = await funnel(query);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().details)).toContain(field);
  });

  it('empty filters mean all (the screen omits status when “all”)', async () => {
    expect((await funnel('?start_date=&end_date=&status=')).statusCode).toBe(200);
  });

  it('answers 403 to operators and trainees and 401 without a token', async () => {
    for (const role of ['operador', 'trainee'] as const) {
      const res = await funnel('', (await t.staff(role)).token);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('forbidden');
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/meta/funnel' })).statusCode).toBe(401);
  });

  it('says whether the Conversions API is set up', async () => {
    expect((await funnel()).json().data.delivery).toEqual({ configured: false, pending: 0, failed: 0, errors: [] });
  });
});
