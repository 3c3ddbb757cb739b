import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commissionText, type CommissionReport, type CommissionRule } from '@ponte/domain/commissions';
import { nowIso } from '../../db';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import { postCustomer } from '../../../test/customer-api';
import { commissionForSale } from './service';

let t: TestContext;
let ana: Awaited<ReturnType<TestContext['staff']>>;
let bia: Awaited<ReturnType<TestContext['staff']>>;
let customerId: number;

type SaleRow = { seller: number | null; usd: number; commission: number; at: string; status?: string };

/** Sales are written straight to the table: the checkout creates them in the product. */
async function insertSale(s: SaleRow) {
  const row = await t.db
    .insertInto('sales')
    .values({
      customer_id: customerId,
      seller_id: s.seller,
      total_usd_cents: s.usd,
      total_brl_cents: s.usd * 6,
      commission_cents: s.commission,
      payment_method: 'pix',
      status: (s.status ?? 'confirmed') as 'confirmed',
      created_at: s.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  t = await buildTestApp();
  ana = await t.staff('operador', 'ana');
  bia = await t.staff('trainee', 'bia');
  customerId = (await postCustomer(t, { phone: '5511955551234', name: 'Cliente Comissão' })).id;
  // March 2025 in São Paulo is [2025-03-01T03:00Z, 2025-04-01T03:00Z).
  const sales: SaleRow[] = [
    { seller: ana.id, usd: 100000, commission: 5000, at: '2025-03-01T03:00:00.000Z' },
    { seller: ana.id, usd: 23457, commission: 1173, at: '2025-03-15T12:00:00.000Z' },
    { seller: ana.id, usd: 99900, commission: 4995, at: '2025-03-16T12:00:00.000Z', status: 'cancelled' },
    { seller: ana.id, usd: 10000, commission: 500, at: '2025-03-17T12:00:00.000Z', status: 'pending' },
    // 23:59:59 of 28 February in São Paulo, and 00:00 of 1 April: outside March.
    { seller: ana.id, usd: 77700, commission: 7700, at: '2025-03-01T02:59:59.999Z' },
    { seller: bia.id, usd: 77700, commission: 7700, at: '2025-04-01T03:00:00.000Z' },
    { seller: bia.id, usd: 30000, commission: 900, at: '2025-03-10T15:00:00.000Z' },
    // 23:59 of 31 March in São Paulo.
    { seller: bia.id, usd: 10000, commission: 300, at: '2025-04-01T02:59:59.999Z' },
    { seller: null, usd: 5000, commission: 0, at: '2025-03-20T15:00:00.000Z' },
  ];
  for (const sale of sales) await insertSale(sale);
});
afterAll(() => t.close());

const report = (token: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/commissions/report${query}`, headers: bearer(token) });
const march = '?start_date=2025-03-01&end_date=2025-03-31';

describe('GET /api/commissions/report', () => {
  it('an admin sees every seller of the period, confirmed sales only, with totals and percentages', async () => {
    const res = await report(t.adminToken, march);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      total_revenue: 1684.57,
      total_commissions: 73.73,
      active_sellers: 2,
      commission_percentage: 4.38,
      sellers: [
        {
          seller_id: ana.id,
          seller_name: 'ana',
          seller_email: 'ana@ponte.test',
          sales_count: 2,
          total_revenue: 1234.57,
          total_commission: 61.73,
          commission_percentage: 5,
        },
        {
          seller_id: bia.id,
          seller_name: 'bia',
          seller_email: 'bia@ponte.test',
          sales_count: 2,
          total_revenue: 400,
          total_commission: 12,
          commission_percentage: 3,
        },
        {
          seller_id: null,
          seller_name: commissionText.noSeller,
          seller_email: null,
          sales_count: 1,
          total_revenue: 50,
          total_commission: 0,
          commission_percentage: 0,
        },
      ],
    } satisfies CommissionReport);
  });

  it('a supervisor and a trainee see only their own row and totals', async () => {
    const own = async (token: string) => (await report(token, march)).json().data as CommissionReport;
    const anaView = await own(ana.token);
    expect(anaView).toMatchObject({ total_revenue: 1234.57, total_commissions: 61.73, active_sellers: 1 });
    expect(anaView.sellers.map((s) => s.seller_id)).toEqual([ana.id]);
    const biaView = await own(bia.token);
    expect(biaView).toMatchObject({ total_revenue: 400, total_commissions: 12, active_sellers: 1 });
    expect(biaView.sellers.map((s) => s.seller_id)).toEqual([bia.id]);
    const nobody = await t.staff('operador');
    expect(await own(nobody.token)).toEqual({
      total_revenue: 0,
      total_commissions: 0,
      active_sellers: 0,
      commission_percentage: 0,
      sellers: [],
    });
  });

  it('days are São Paulo days: one day holds 00:00 to 23:59:59 local time', async () => {
    const lastOfFeb = (await report(t.adminToken, '?start_date=2025-02-28&end_date=2025-02-28')).json().data;
    expect([lastOfFeb.total_revenue, lastOfFeb.sellers[0].seller_id]).toEqual([777, ana.id]);
    const lastOfMarch = (await report(t.adminToken, '?start_date=2025-03-31&end_date=2025-03-31')).json().data;
    expect([lastOfMarch.total_revenue, lastOfMarch.sellers[0].seller_id]).toEqual([100, bia.id]);
    const openStart = (await report(t.adminToken, '?end_date=2025-02-28')).json().data;
    expect(openStart.total_revenue).toBe(777);
  });

  it('without a period every confirmed sale counts', async () => {
    expect((await report(t.adminToken)).json().data.total_revenue).toBe(3238.57);
  });

  it('a sale cancelled later leaves the totals', async () => {
    const id = await insertSale({ seller: ana.id, usd: 1000, commission: 100, at: '2025-05-05T12:00:00.000Z' });
    const may = '?start_date=2025-05-01&end_date=2025-05-31';
    expect((await report(ana.token, may)).json().data.total_commissions).toBe(1);
    await t.db.updateTable('sales').set({ status: 'cancelled' }).where('id', '=', id).execute();
    expect((await report(ana.token, may)).json().data).toMatchObject({ total_commissions: 0, sellers: [] });
  });

  it.each([
    ['?start_date=2025-02-30', 'start_date', commissionText.invalidDay],
    ['?end_date=01/03/2025', 'end_date', commissionText.invalidDay],
    ['?start_date=2025-03-02&end_date=2025-03-01', 'end_date', commissionText.periodInverted],
  ])('%s answers 400 with %s: %j', async (query, field, message) => {
    const res = await report(t.adminToken, query);
    expect([res.statusCode, res.json().details[field]]).toEqual([400, message]);
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/commissions/report' })).statusCode).toBe(401);
  });
});

describe('GET /api/commissions/report.csv', () => {
  const csv = (token: string, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/commissions/report.csv${query}`, headers: bearer(token) });

  it('is the report as a pt-BR spreadsheet: BOM, ;, decimal comma, a Total row, a dated attachment', async () => {
    const res = await csv(t.adminToken, march);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="comissoes_2025-03-01_a_2025-03-31.csv"');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    expect(res.body.slice(1).split('\r\n')).toEqual([
      'Vendedor;E-mail;Vendas;Receita Total (US$);Comissão Total (US$);Comissão (%)',
      'ana;ana@ponte.test;2;1234,57;61,73;5,00',
      'bia;bia@ponte.test;2;400,00;12,00;3,00',
      'Sem vendedor;;1;50,00;0,00;0,00',
      'Total;;5;1684,57;73,73;4,38',
      '',
    ]);
  });

  it("follows the caller's role and names the file after the period or today", async () => {
    const res = await csv(bia.token, '?start_date=2025-03-01');
    expect(res.headers['content-disposition']).toBe('attachment; filename="comissoes_desde_2025-03-01.csv"');
    expect(res.body).toContain('bia;bia@ponte.test;3;1177,00;89,00;7,56');
    expect(res.body).not.toContain('ana');
    expect((await csv(bia.token)).headers['content-disposition']).toMatch(
      /^attachment; filename="comissoes_\d{4}-\d{2}-\d{2}\.csv"$/,
    );
  });

  it('a seller name a spreadsheet would run as a formula is written as text', async () => {
    const formula = await t.staff('operador', '=HYPERLINK');
    await insertSale({ seller: formula.id, usd: 100, commission: 1, at: '2025-06-01T12:00:00.000Z' });
    const res = await csv(t.adminToken, '?start_date=2025-06-01&end_date=2025-06-01');
    expect(res.body).toContain("'=HYPERLINK;'=HYPERLINK@ponte.test;1;1,00;0,01;1,00");
  });

  it('validates the period like the report', async () => {
    const res = await csv(t.adminToken, '?start_date=2025-13-01');
    expect([res.statusCode, res.json().details.start_date]).toEqual([400, commissionText.invalidDay]);
  });
});

describe('commissionForSale: the snapshot a new sale keeps', () => {
  const createRule = async (payload: object) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/commissions/rules',
        headers: bearer(t.adminToken),
        payload,
      })
    ).json().data as CommissionRule;

  it('matches active rules on the USD total; editing or deleting the rule later changes no stored sale', async () => {
    // Inactive and first: never applies.
    await createRule({ name: 'Desligada', min_value: 0, percentage: 50, active: false });
    const bronze = await createRule({ name: 'Bronze', min_value: 0, max_value: 500, percentage: 3 });
    const prata = await createRule({ name: 'Prata', min_value: 500.01, max_value: null, percentage: 5.25 });

    expect(await commissionForSale(t.db, 50000)).toEqual({
      commission_cents: 1500,
      commission_rule_id: bronze.id,
      commission_rule_name: 'Bronze',
      commission_percentage: 300,
    });
    const snapshot = await commissionForSale(t.db, 123457);
    expect(snapshot).toEqual({
      commission_cents: 6481,
      commission_rule_id: prata.id,
      commission_rule_name: 'Prata',
      commission_percentage: 525,
    });

    const seller = await t.staff('operador');
    const saleId = await t.db
      .insertInto('sales')
      .values({
        customer_id: customerId,
        seller_id: seller.id,
        total_usd_cents: 123457,
        total_brl_cents: 700000,
        payment_method: 'pix',
        status: 'confirmed',
        created_at: nowIso(),
        ...snapshot,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const before = (await report(seller.token)).json().data;
    expect(before).toMatchObject({ total_revenue: 1234.57, total_commissions: 64.81 });

    const admin = bearer(t.adminToken);
    await t.app.inject({
      method: 'PUT',
      url: `/api/commissions/rules/${prata.id}`,
      headers: admin,
      payload: { name: 'Prata Nova', percentage: 10 },
    });
    await t.app.inject({ method: 'DELETE', url: `/api/commissions/rules/${bronze.id}`, headers: admin });
    expect((await report(seller.token)).json().data).toEqual(before);
    expect(
      await t.db
        .selectFrom('sales')
        .select(['commission_cents', 'commission_rule_id', 'commission_rule_name', 'commission_percentage'])
        .where('id', '=', saleId.id)
        .executeTakeFirstOrThrow(),
    ).toEqual(snapshot);
    // A new sale takes the rule as it is now.
    expect(await commissionForSale(t.db, 123457)).toMatchObject({
      commission_cents: 12346,
      commission_rule_name: 'Prata Nova',
    });
  });

  it('with no matching active rule the sale gets no commission and no rule', async () => {
    expect(await commissionForSale(t.db, 0)).toEqual({
      commission_cents: 0,
      commission_rule_id: null,
      commission_rule_name: null,
      commission_percentage: 0,
    });
  });
});
