import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesText } from '@ponte/domain/sales';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import { insertCustomer, insertList, insertSale } from '../../../test/fixtures/sales';
import { saleRow } from '../../../test/sale-rows';
import { brazilianCsv } from '../../lib/csv';
import type { Actor } from '../../plugins/auth';
import { exportSalesCsv, SALES_CSV_PAGE, salesCsvColumns } from './csv';
import { listSales } from './queries';
import { salesScope, toSale } from './service';

/* GET /api/sales.csv: the filtered period, every page of it, as a pt-BR spreadsheet reads it. */
let t: TestContext;
let ana: Awaited<ReturnType<TestContext['staff']>>;
let bia: Awaited<ReturnType<TestContext['staff']>>;
let caio: Awaited<ReturnType<TestContext['staff']>>;

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
  // Streaming: 40 sales of another seller in March 2023, four at each instant (ties the id
  // breaks, across page boundaries), a cancelled one now and then, with and without a list.
  caio = await t.staff('operador', 'caio');
  const joana = await insertCustomer(t.db, 'Joana "Jô" Lima', null);
  for (let i = 0; i < 40; i++)
    await insertSale(t.db, {
      customerId: i % 3 ? maria : joana,
      sellerId: i % 5 ? caio.id : null,
      createdAt: `2023-03-${String(1 + Math.floor(i / 4)).padStart(2, '0')}T0${i % 2}:00:00.000Z`,
      usdCents: 100 + i * 37,
      commissionCents: i * 3,
      status: i % 7 === 0 ? 'cancelled' : 'confirmed',
      listId: i % 4 === 0 ? list : null,
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

const text = async (body: NodeJS.ReadableStream) => {
  let all = '';
  for await (const chunk of body) all += chunk.toString();
  return all;
};
const asActor = (s: { id: number; username: string; email: string }, role: Actor['role']): Actor => ({
  ...s,
  name: s.username,
  role,
});

describe('GET /api/sales.csv streamed a page at a time', () => {
  const admin = (): Actor => ({
    id: 1,
    username: 'onsolutions',
    name: 'onsolutions',
    email: 'admin@ponte.test',
    role: 'admin',
  });
  const filters = [
    {},
    { start_date: '2023-03-01', end_date: '2023-03-31' },
    { start_date: '2023-03-02', end_date: '2023-03-05', status: 'confirmed' as const },
  ];

  it('writes the same bytes as the whole file built in memory, whatever the page size', async () => {
    for (const filter of filters)
      for (const actor of [admin(), asActor(caio, 'operador')]) {
        // The file as it was built before streaming: every row read at once.
        const before = brazilianCsv(salesCsvColumns, (await listSales(t.db, salesScope(actor, filter))).map(toSale));
        for (const pageSize of [1, 3, 4, 7, 1000]) {
          const streamed = await text(exportSalesCsv(t.db, actor, filter, pageSize).body);
          expect(streamed).toBe(before);
        }
      }
  });

  it('an empty period is the header alone, as before', async () => {
    const filter = { start_date: '2020-01-01', end_date: '2020-01-31' };
    expect(await text(exportSalesCsv(t.db, admin(), filter, 2).body)).toBe(brazilianCsv(salesCsvColumns, []));
  });

  it('the route sends more than a page of sales in pieces as the pages are read, not as one body', async () => {
    // Its own database: more sales than one page holds.
    const u = await buildTestApp();
    try {
      const customerId = await insertCustomer(u.db, 'Muitas Compras');
      const count = SALES_CSV_PAGE * 2 + 5;
      for (let from = 0; from < count; from += 1000)
        await u.db
          .insertInto('sales')
          .values(
            Array.from({ length: Math.min(1000, count - from) }, (_, k) =>
              saleRow({
                customerId,
                at: new Date(Date.UTC(2024, 0, 1) + (from + k) * 60_000).toISOString(),
                total_usd_cents: from + k,
                total_brl_cents: from + k,
                confirmed_at: null,
              }),
            ),
          )
          .execute();
      const res = await u.app.inject({
        method: 'GET',
        url: '/api/sales.csv',
        headers: bearer(u.adminToken),
        payloadAsStream: true,
      });
      expect(res.statusCode).toBe(200);
      let chunks = 0;
      let body = '';
      for await (const chunk of res.stream()) {
        chunks += 1;
        body += chunk.toString();
      }
      expect(chunks).toBeGreaterThan(1);
      expect(lines(body)).toHaveLength(1 + count);
    } finally {
      await u.close();
    }
  });
});
