import {
  commissionShare,
  commissionText,
  type CommissionReport,
  type CommissionReportQuery,
  type SellerCommission,
} from '@ponte/domain/commissions';
import { shopToday } from '@ponte/domain/dates';
import { fromCents } from '@ponte/domain/money';
import type { Db } from '../../db';
import { toCount } from '../../db';
import { brazilianCsv, type CsvColumn } from '../../lib/csv';
import type { Actor } from '../../plugins/auth';
import { sumConfirmedSalesBySeller } from './queries';

type SellerTotals = {
  seller_id: number | null;
  seller_name: string;
  seller_email: string | null;
  sales_count: number;
  revenue_cents: number;
  commission_cents: number;
};

/**
 * Confirmed sales of the period per seller (a pending or cancelled sale counts nowhere). An
 * admin sees every seller, plus one row for sales of customers with no seller, so the totals
 * are the shop's; a supervisor or trainee sees only their own row, and totals of it.
 */
async function sellerTotals(db: Db, actor: Actor, query: CommissionReportQuery): Promise<SellerTotals[]> {
  const rows = await sumConfirmedSalesBySeller(db, {
    startDay: query.start_date,
    endDay: query.end_date,
    ...(actor.role === 'admin' ? {} : { sellerId: actor.id }),
  });
  return rows
    .map((row) => ({
      seller_id: row.seller_id,
      seller_name: row.seller_id === null ? commissionText.noSeller : (row.username ?? ''),
      seller_email: row.email ?? null,
      sales_count: toCount(row.sales_count),
      revenue_cents: toCount(row.revenue_cents),
      commission_cents: toCount(row.commission_cents),
    }))
    .sort((a, b) => b.revenue_cents - a.revenue_cents || a.seller_name.localeCompare(b.seller_name, 'pt-BR'));
}

const toSeller = (row: SellerTotals): SellerCommission => ({
  seller_id: row.seller_id,
  seller_name: row.seller_name,
  seller_email: row.seller_email,
  sales_count: row.sales_count,
  total_revenue: fromCents(row.revenue_cents),
  total_commission: fromCents(row.commission_cents),
  commission_percentage: commissionShare(row.commission_cents, row.revenue_cents),
});

/** GET /api/commissions/report: totals are summed in cents, then converted once. */
export async function commissionReport(db: Db, actor: Actor, query: CommissionReportQuery): Promise<CommissionReport> {
  const rows = await sellerTotals(db, actor, query);
  const revenue = rows.reduce((sum, r) => sum + r.revenue_cents, 0);
  const commission = rows.reduce((sum, r) => sum + r.commission_cents, 0);
  return {
    total_revenue: fromCents(revenue),
    total_commissions: fromCents(commission),
    active_sellers: rows.filter((r) => r.seller_id !== null).length,
    commission_percentage: commissionShare(commission, revenue),
    sellers: rows.map(toSeller),
  };
}

const columns: CsvColumn<SellerCommission>[] = [
  { header: 'Vendedor', value: (r) => r.seller_name },
  { header: 'E-mail', value: (r) => r.seller_email },
  // Text, so the count is not written with the money's two decimals.
  { header: 'Vendas', value: (r) => String(r.sales_count) },
  { header: 'Receita Total (US$)', value: (r) => r.total_revenue },
  { header: 'Comissão Total (US$)', value: (r) => r.total_commission },
  { header: 'Comissão (%)', value: (r) => r.commission_percentage },
];

/** The file name says the period: comissoes_2025-03-01_a_2025-03-31.csv, or today's date without one. */
export function reportFileName(query: CommissionReportQuery, now = new Date()): string {
  const { start_date: start, end_date: end } = query;
  const period = start && end ? `${start}_a_${end}` : start ? `desde_${start}` : end ? `ate_${end}` : shopToday(now);
  return `comissoes_${period}.csv`;
}

/** GET /api/commissions/report.csv: the report's rows and a 'Total' row, as a pt-BR spreadsheet reads them. */
export async function commissionReportCsv(db: Db, actor: Actor, query: CommissionReportQuery) {
  const report = await commissionReport(db, actor, query);
  const total: SellerCommission = {
    seller_id: null,
    seller_name: 'Total',
    seller_email: null,
    sales_count: report.sellers.reduce((sum, s) => sum + s.sales_count, 0),
    total_revenue: report.total_revenue,
    total_commission: report.total_commissions,
    commission_percentage: report.commission_percentage,
  };
  return { fileName: reportFileName(query), body: brazilianCsv(columns, [...report.sellers, total]) };
}
