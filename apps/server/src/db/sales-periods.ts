import { monthsAndDays } from '@ponte/domain/dates';
import type { SaleStatus } from '@ponte/domain/sales';
import { sql } from 'kysely';
import type { Db } from '.';

const FIGURES = [
  'sale_count',
  'total_usd_cents',
  'total_brl_cents',
  'commission_cents',
  'commission_brl_cents',
] as const;

/**
 * The sales summary rows of a period of shop days (both included; open ends reach every day),
 * as one derived table of (seller_id, status, figures) rows to sum per seller (docs/0055): the
 * months the period holds whole from sales_month_sellers, the days outside them from
 * sales_daily. A year is about 12 × sellers × statuses month rows and up to 60 days of day rows.
 */
export function sellerPeriodRows(db: Db, period: { startDay?: string; endDay?: string; status?: SaleStatus }) {
  const { months, days } = monthsAndDays(period.startDay, period.endDay);
  let rows = db
    .selectFrom('sales_month_sellers')
    .select(['seller_id', 'status', ...FIGURES])
    .$if(period.status !== undefined, (qb) => qb.where('status', '=', period.status!))
    // No whole month: an empty part keeps one shape for the union.
    .where('month', '>=', months?.from ?? '9999-12')
    .where('month', '<=', months?.to ?? '0000-01');
  for (const range of days)
    rows = rows.unionAll(
      db
        .selectFrom('sales_daily')
        .select(['seller_id', 'status', ...FIGURES])
        .$if(period.status !== undefined, (qb) => qb.where('status', '=', period.status!))
        .where('day', '>=', range.from)
        .where('day', '<=', range.to),
    );
  return rows;
}

/**
 * The summary rows of each shop day: every seller's from sales_day_totals, or one seller's from
 * sales_daily, as one derived table of (day, status, figures) rows (docs/0055).
 */
export function dayRows(db: Db, scope: { sellerId?: number; startDay?: string; endDay?: string; status?: SaleStatus }) {
  const within = <T extends 'sales_day_totals' | 'sales_daily'>(table: T) =>
    db
      // The two tables share these columns: typed as one so both branches have one shape.
      .selectFrom(table as 'sales_day_totals')
      .select(['day', 'status', ...FIGURES])
      .$if(scope.status !== undefined, (qb) => qb.where('status', '=', scope.status!))
      .$if(scope.startDay !== undefined, (qb) => qb.where('day', '>=', scope.startDay!))
      .$if(scope.endDay !== undefined, (qb) => qb.where('day', '<=', scope.endDay!));
  if (scope.sellerId === undefined) return within('sales_day_totals');
  return within('sales_daily').where(sql.ref('seller_id'), '=', scope.sellerId);
}
