import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesText } from '@ponte/domain/sales';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import { insertCustomer, insertList, insertSale } from '../../../test/fixtures/sales';

/* GET /api/sales.csv: the filtered period, every page of it, as a pt-BR spreadsheet reads it. */
let t: TestContext;
let ana: Awaited<ReturnType<TestContext['staff']>>;
let bia: Awaited<ReturnType<TestContext['staff']>>;

beforeAll(async () => {
  t = await buildTestApp();
  ana = await t.staff('operador', 'ana');
  bia = await t.staff('trainee', 'bia');
  const maria = await insertCustomer(t.db, 'Maria Souza', 'maria@cliente.com');
  const hacker = await insertCustomer(t.db, '=HYPERLINK("http://x")', '+55@x.com');
  const list = await insertList(t.db, maria, 'Lista', '4321');
  // 2024-05-01 21:30 in São Paulo (00:30Z on the 2nd), card, with a list and its order number.
  await insertSale(t.db, {
    customerId: maria,
    sellerId: ana.id,
    createdAt: '2024-05-02T00:30:00.000Z',
    usdCents: 123_456,
    commissionCents: 6_173,
    method: 'credit_card',
    listId: list,
  });
  await insertSale(t.db, {
    customerId: hacker,
    sellerId: null,
    createdAt: '2024-05-03T15:00:00.000Z',
    usdCents: 50,
    status: 'cancelled',
  });
  // Outside the period.
  await insertSale(t.db, { customerId: maria, sellerId: ana.id, createdAt: '2024-06-10T15:00:00.000Z', usdCents: 1 });
  // More than one page of a trainee's sales.
  for (let i = 0; i < 25; i++)
    await insertSale(t.db, {
      customerId: maria,
      sellerId: bia.id,
      createdAt: `2024-07-${String(1 + i).padStart(2, '0')}T15:00:00.000Z`,
      usdCents: 1000,
    });
});
afterAll(() => t.close());

const csv = (token: string, query: string) =>
  t.app.inject({ method: 'GET', url: `/api/sales.csv${query}`, headers: bearer(token) });
const lines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);

describe('GET /api/sales.csv', () => {
  it('a BOM, ; between cells, the header, São Paulo dates, decimal commas, pt-BR labels, newest first', async () => {
    const res = await csv(t.adminToken, '?start_date=2024-05-01&end_date=2024-05-31');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="vendas-2024-05-01-a-2024-05-31.csv"');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    expect(lines(res.body)).toEqual([
      'Data;Pedido;Cliente;E-mail;Vendedor;Valor (USD);Valor pago (R$);Comissão (USD);Forma de Pagamento;Status',
      `03/05/2024 12:00;;"'=HYPERLINK(""http://x"")";'+55@x.com;${salesText.noSeller};0,50;2,95;0,00;PIX;Cancelada`,
      '01/05/2024 21:30;4321;Maria Souza;maria@cliente.com;ana;1234,56;7283,90;61,73;Cartão de Crédito;Confirmada',
    ]);
  });

  it('keeps the filters: status and seller', async () => {
    const cancelled = await csv(t.adminToken, '?start_date=2024-05-01&end_date=2024-05-31&status=cancelled');
    expect(lines(cancelled.body)).toHaveLength(2);
    const anas = await csv(t.adminToken, `?seller_id=${ana.id}`);
    expect(lines(anas.body)).toHaveLength(3);
  });

  it("holds every sale of the period, not one page, and a trainee's file has only their own sales", async () => {
    const res = await csv(bia.token, '');
    expect(lines(res.body)).toHaveLength(26);
    expect(res.body).not.toContain('Maria Souza;maria@cliente.com;ana');
    // No period: the file is named up to today.
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="vendas-inicio-a-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
  });

  it("answers 403 to a non-admin asking for another seller's file, and 400 for a day that does not exist", async () => {
    expect((await csv(bia.token, `?seller_id=${ana.id}`)).statusCode).toBe(403);
    const bad = await csv(t.adminToken, '?end_date=2024-13-01');
    expect([bad.statusCode, bad.json().details.end_date]).toEqual([400, salesText.invalidDay]);
  });
});
