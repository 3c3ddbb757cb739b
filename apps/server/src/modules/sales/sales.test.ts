import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SALE_PAGE_MAX, salesText, type Sale, type SalesPage } from '@ponte/domain/sales';
import { bearer, type TestContext } from '../../../test/helpers';
import { buildSalesTestApp } from '../../../test/sales-app';
import { insertList, insertSale } from '../../../test/fixtures/sales';

/*
 * GET /api/sales (spec 2 §7): who sees which sales, the filters, the shop's days and the pages.
 * Every test reads its own year, so the rows of one never show in another.
 */
let t: TestContext;
let ana: Awaited<ReturnType<TestContext['staff']>>;
let bia: Awaited<ReturnType<TestContext['staff']>>;
let maria: number;

beforeAll(async () => {
  ({ t, ana, bia, maria } = await buildSalesTestApp('maria@cliente.com'));
});
afterAll(() => t.close());

const get = async (token: string, query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/sales${query}`, headers: bearer(token) });
  return { status: res.statusCode, body: res.json() };
};
const page = async (token: string, query: string) => {
  const res = await get(token, query);
  expect(res.status).toBe(200);
  return res.body.data as SalesPage;
};
const ids = (p: SalesPage) => p.sales.map((s) => s.id);

describe('the fields of a sale', () => {
  it('answers the spec fields, the list and its order number, newest first', async () => {
    const list = await insertList(t.db, maria, 'Compras de março', '4321');
    const older = await insertSale(t.db, {
      customerId: maria,
      sellerId: ana.id,
      createdAt: '2021-03-10T15:00:00.000Z',
      usdCents: 12_345,
      commissionCents: 617,
      method: 'credit_card',
      listId: list,
    });
    const newer = await insertSale(t.db, {
      customerId: maria,
      sellerId: null,
      createdAt: '2021-03-11T15:00:00.000Z',
      usdCents: 100,
      status: 'pending',
      providerOrderId: 'AMX-9',
    });
    const p = await page(t.adminToken, '?start_date=2021-01-01&end_date=2021-12-31');
    expect(ids(p)).toEqual([newer, older]);
    expect(p.sales[1]).toEqual({
      id: older,
      created_at: '2021-03-10T15:00:00.000Z',
      confirmed_at: '2021-03-10T15:00:00.000Z',
      total_usd: 123.45,
      total_brl: 728.36,
      commission_amount: 6.17,
      payment_method: 'credit_card',
      status: 'confirmed',
      shopping_list_id: list,
      list_name: 'Compras de março',
      order_number: '4321',
      user: { id: maria, name: 'Maria Souza', email: 'maria@cliente.com' },
      seller: { id: ana.id, name: 'ana' },
      awaiting_payment: false,
    } satisfies Sale);
    expect(p.sales[0]).toMatchObject({
      seller: null,
      order_number: 'AMX-9',
      status: 'pending',
      shopping_list_id: null,
    });
  });
});

describe('who sees which sales', () => {
  let own: { ana: number; bia: number; nobody: number };
  beforeAll(async () => {
    const at = '2022-05-05T15:00:00.000Z';
    own = {
      ana: await insertSale(t.db, { customerId: maria, sellerId: ana.id, createdAt: at, usdCents: 1000 }),
      bia: await insertSale(t.db, { customerId: maria, sellerId: bia.id, createdAt: at, usdCents: 2000 }),
      nobody: await insertSale(t.db, { customerId: maria, sellerId: null, createdAt: at, usdCents: 3000 }),
    };
  });
  const year = '?start_date=2022-01-01&end_date=2022-12-31';

  it('an admin sees every sale, and picks one seller with seller_id', async () => {
    expect(ids(await page(t.adminToken, year)).sort()).toEqual([own.ana, own.bia, own.nobody].sort());
    expect(ids(await page(t.adminToken, `${year}&seller_id=${bia.id}`))).toEqual([own.bia]);
  });

  it.each([
    ['operador (supervisor)', () => ana, () => own.ana],
    ['trainee', () => bia, () => own.bia],
  ])(
    'a %s sees only the sales where they are the seller, with or without their own seller_id',
    async (_, who, mine) => {
      expect(ids(await page(who().token, year))).toEqual([mine()]);
      expect(ids(await page(who().token, `${year}&seller_id=${who().id}`))).toEqual([mine()]);
    },
  );

  it("a non-admin asking for another seller's sales gets 403", async () => {
    const res = await get(bia.token, `${year}&seller_id=${ana.id}`);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ success: false, error: salesText.otherSeller, code: 'forbidden' });
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/sales' })).statusCode).toBe(401);
  });
});

describe('filters', () => {
  it('status keeps one status', async () => {
    const at = '2023-02-02T15:00:00.000Z';
    const mk = (status: 'confirmed' | 'pending' | 'cancelled') =>
      insertSale(t.db, { customerId: maria, sellerId: ana.id, createdAt: at, usdCents: 500, status });
    const [c, p, x] = [await mk('confirmed'), await mk('pending'), await mk('cancelled')];
    const year = '?start_date=2023-01-01&end_date=2023-12-31';
    expect(ids(await page(t.adminToken, `${year}&status=confirmed`))).toEqual([c]);
    expect(ids(await page(t.adminToken, `${year}&status=pending`))).toEqual([p]);
    expect(ids(await page(t.adminToken, `${year}&status=cancelled`))).toEqual([x]);
    expect(ids(await page(ana.token, `${year}&status=cancelled`))).toEqual([x]);
  });

  it('start_date and end_date are whole São Paulo days (UTC-3): 03:00Z starts the day, both ends included', async () => {
    const mk = (createdAt: string) => insertSale(t.db, { customerId: maria, sellerId: ana.id, createdAt, usdCents: 1 });
    const before = await mk('2024-03-10T02:59:59.999Z'); // 23:59 on the 9th in São Paulo
    const first = await mk('2024-03-10T03:00:00.000Z'); // 00:00 on the 10th
    const last = await mk('2024-03-12T02:59:59.999Z'); // 23:59 on the 11th
    const after = await mk('2024-03-12T03:00:00.000Z'); // 00:00 on the 12th
    expect(ids(await page(t.adminToken, '?start_date=2024-03-10&end_date=2024-03-11'))).toEqual([last, first]);
    expect(ids(await page(t.adminToken, '?start_date=2024-03-12&end_date=2024-03-12'))).toEqual([after]);
    expect(ids(await page(t.adminToken, '?start_date=2024-03-01&end_date=2024-03-09'))).toEqual([before]);
    // One side open: everything from the day on, or up to it.
    expect(ids(await page(t.adminToken, '?start_date=2024-03-12'))).toContain(after);
    expect(ids(await page(t.adminToken, '?end_date=2024-03-09'))).toContain(before);
    expect(ids(await page(t.adminToken, '?end_date=2024-03-09'))).not.toContain(first);
  });

  it('a day under the old daylight saving (UTC-2) starts at 02:00Z', async () => {
    // 2019-02-16 was the last day of Brazilian summer time: 00:30 there is 02:30Z.
    const inside = await insertSale(t.db, {
      customerId: maria,
      sellerId: ana.id,
      createdAt: '2019-02-16T02:30:00.000Z',
      usdCents: 1,
    });
    expect(ids(await page(t.adminToken, '?start_date=2019-02-16&end_date=2019-02-16'))).toEqual([inside]);
    expect(ids(await page(t.adminToken, '?start_date=2019-02-15&end_date=2019-02-15'))).toEqual([]);
  });

  it.each([
    ['?start_date=2025-02-30', 'start_date', salesText.invalidDay],
    ['?end_date=10/03/2025', 'end_date', salesText.invalidDay],
    ['?start_date=2025-03-11&end_date=2025-03-10', 'end_date', salesText.periodReversed],
    ['?status=paid', 'status', salesText.statusInvalid],
    ['?seller_id=abc', 'seller_id', salesText.sellerInvalid],
    ['?seller_id=99999999999', 'seller_id', salesText.sellerInvalid],
    ['?page=0', 'page', 'Página inválida'],
    [`?limit=${SALE_PAGE_MAX + 1}`, 'limit', `No máximo ${SALE_PAGE_MAX} por página`],
  ])('%s answers 400 naming %s', async (query, field, message) => {
    const res = await get(t.adminToken, query);
    expect(res.status).toBe(400);
    expect(res.body.details[field]).toBe(message);
  });
});

describe('pages', () => {
  it('20 per page by default, total and pages counted over the filters, no sale on two pages', async () => {
    const made: number[] = [];
    for (let i = 0; i < 25; i++)
      made.push(
        await insertSale(t.db, {
          customerId: maria,
          sellerId: bia.id,
          // Two sales per second: ties on created_at are broken by the id.
          createdAt: new Date(Date.parse('2020-06-01T15:00:00Z') + Math.floor(i / 2) * 1000).toISOString(),
          usdCents: 100 + i,
        }),
      );
    const period = '?start_date=2020-06-01&end_date=2020-06-01';
    const first = await page(t.adminToken, period);
    const second = await page(t.adminToken, `${period}&page=2`);
    expect([first.sales.length, first.total, first.pages, first.limit]).toEqual([20, 25, 2, 20]);
    expect([second.sales.length, second.page]).toEqual([5, 2]);
    expect([...ids(first), ...ids(second)]).toEqual([...made].reverse());
    const small = await page(t.adminToken, `${period}&limit=10&page=3`);
    expect([ids(small), small.pages]).toEqual([[...made].reverse().slice(20), 3]);
    expect((await page(t.adminToken, `${period}&page=9`)).sales).toEqual([]);
  });
});

describe("one sale: GET /api/sales/:id and 'Ver Pedido' (GET /api/sales/order/:pedido)", () => {
  let sale: number;
  let list: number;
  beforeAll(async () => {
    list = await insertList(t.db, maria, 'Lista do pedido', '98765');
    sale = await insertSale(t.db, {
      customerId: maria,
      sellerId: bia.id,
      createdAt: '2018-01-01T15:00:00.000Z',
      usdCents: 4200,
      listId: list,
      providerOrderId: 'APPMAX-555',
    });
  });
  const one = (token: string, path: string) =>
    t.app.inject({ method: 'GET', url: `/api/sales/${path}`, headers: bearer(token) });

  it('finds the sale by its id, by the order number the list shows, by the payment order id and by the list id', async () => {
    for (const path of [String(sale), 'order/98765', 'order/APPMAX-555', `order/${list}`]) {
      const res = await one(t.adminToken, path);
      expect([path, res.statusCode, res.json().data.id]).toEqual([path, 200, sale]);
    }
    expect((await one(bia.token, 'order/98765')).json().data.order_number).toBe('98765');
  });

  it("answers 404 'Venda não encontrada' for an unknown sale and for a sale of another seller", async () => {
    for (const [token, path] of [
      [t.adminToken, '999999'],
      [t.adminToken, 'order/nao-existe'],
      [ana.token, String(sale)],
      [ana.token, 'order/98765'],
    ]) {
      const res = await one(token, path);
      expect([res.statusCode, res.json().error]).toEqual([404, salesText.notFound]);
    }
    expect((await one(t.adminToken, 'abc')).statusCode).toBe(400);
  });
});
