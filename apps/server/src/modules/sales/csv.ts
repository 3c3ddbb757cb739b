import { paymentMethodLabels, type PaymentMethod } from '@ponte/domain/checkout';
import { shopToday } from '@ponte/domain/dates';
import { saleStatusLabels, salesText, type Sale, type SalesFilter } from '@ponte/domain/sales';
import type { Db } from '../../db';
import { brazilianCsvStream, shopDateTime, type CsvColumn } from '../../lib/csv';
import type { Actor } from '../../plugins/auth';
import { listSalesAfter, type SalesCursor, type SalesScope } from './queries';
import { salesScope, toSale } from './service';

const methodLabel = (method: string) => paymentMethodLabels[method as PaymentMethod] ?? method;

export const salesCsvColumns: CsvColumn<Sale>[] = [
  { header: 'Data', value: (s) => shopDateTime(s.created_at) },
  { header: 'Pedido', value: (s) => s.order_number },
  { header: 'Cliente', value: (s) => s.user.name },
  { header: 'E-mail', value: (s) => s.user.email },
  { header: 'Vendedor', value: (s) => s.seller?.name ?? salesText.noSeller },
  { header: 'Valor (USD)', value: (s) => s.total_usd },
  { header: 'Valor pago (R$)', value: (s) => s.total_brl },
  { header: 'Comissão (USD)', value: (s) => s.commission_amount },
  { header: 'Forma de Pagamento', value: (s) => methodLabel(s.payment_method) },
  { header: 'Status', value: (s) => saleStatusLabels[s.status] },
];

/** Sales read per statement: a page's rows are all a streamed export holds at once. */
export const SALES_CSV_PAGE = 1000;

/**
 * Every sale the filters select (all pages), newest first, for a pt-BR spreadsheet; the file
 * is named after the period it holds. The scope is checked before anything is sent (a 403
 * still answers as JSON); the body is a stream that reads the sales a page at a time.
 */
export function exportSalesCsv(db: Db, actor: Actor, filter: SalesFilter, pageSize = SALES_CSV_PAGE) {
  const scope = salesScope(actor, filter);
  const from = filter.start_date ?? 'inicio';
  const to = filter.end_date ?? shopToday();
  return {
    filename: `vendas-${from}-a-${to}.csv`,
    body: brazilianCsvStream(salesCsvColumns, salePages(db, scope, pageSize)),
  };
}

async function* salePages(db: Db, scope: SalesScope, pageSize: number) {
  let after: SalesCursor | undefined;
  for (;;) {
    const rows = await listSalesAfter(db, scope, after, pageSize);
    if (rows.length > 0) yield rows.map(toSale);
    if (rows.length < pageSize) return;
    const last = rows[rows.length - 1]!;
    after = { createdAt: last.created_at, id: last.id };
  }
}
