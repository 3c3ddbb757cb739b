import { paymentMethodLabels, type PaymentMethod } from '@ponte/domain/checkout';
import { shopToday } from '@ponte/domain/dates';
import { saleStatusLabels, salesText, type Sale, type SalesFilter } from '@ponte/domain/sales';
import type { Db } from '../../db';
import { brazilianCsv, shopDateTime, type CsvColumn } from '../../lib/csv';
import type { Actor } from '../../plugins/auth';
import { listSales } from './queries';
import { salesScope, toSale } from './service';

const methodLabel = (method: string) => paymentMethodLabels[method as PaymentMethod] ?? method;

const columns: CsvColumn<Sale>[] = [
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

/**
 * Every sale the filters select (all pages), newest first, for a pt-BR spreadsheet; the file
 * is named after the period it holds.
 */
export async function exportSalesCsv(db: Db, actor: Actor, filter: SalesFilter) {
  const rows = await listSales(db, salesScope(actor, filter));
  const from = filter.start_date ?? 'inicio';
  const to = filter.end_date ?? shopToday();
  return { filename: `vendas-${from}-a-${to}.csv`, body: brazilianCsv(columns, rows.map(toSale)) };
}
