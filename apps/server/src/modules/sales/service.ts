import { fromCents } from '@ponte/domain/money';
import { nextDay, previousPeriod, shopDayRange, shopToday } from '@ponte/domain/dates';
import {
  averageTicketCents,
  salesErrorText,
  salesText,
  type Sale,
  type SalesDay,
  type SalesFigures,
  type SalesFilter,
  type SalesListQuery,
  type SalesPage,
  type SalesStats,
  type SaleStatusBody,
} from '@ponte/domain/sales';
import type { Db } from '../../db';
import { nowIso, toCount } from '../../db';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { activityRecorder } from '../logs/service';
import * as q from './queries';

const recordSale = activityRecorder('sale');

/**
 * Who sees which sales: an admin sees everyone's and may pick a seller; a supervisor or a
 * trainee sees the sales where they are the seller, and asking for someone else's is a 403
 * (a silent swap to their own would show numbers they did not ask for).
 */
export function salesScope(actor: Actor, filter: Omit<SalesFilter, 'status'> & { status?: SalesFilter['status'] }) {
  if (actor.role !== 'admin' && filter.seller_id !== undefined && filter.seller_id !== actor.id)
    throw forbidden(salesText.otherSeller);
  const sellerId = actor.role === 'admin' ? filter.seller_id : actor.id;
  return {
    sellerId,
    status: filter.status,
    ...shopDayRange(filter.start_date, filter.end_date),
    startDay: filter.start_date,
    endDay: filter.end_date,
  } as q.SalesScope;
}

const mayRead = (actor: Actor, row: { seller_id: number | null }) =>
  actor.role === 'admin' || row.seller_id === actor.id;

export function toSale(r: q.SaleRow): Sale {
  return {
    id: r.id,
    created_at: r.created_at,
    confirmed_at: r.confirmed_at,
    total_usd: fromCents(Number(r.total_usd_cents)),
    total_brl: fromCents(Number(r.total_brl_cents)),
    // A cancelled sale owes no commission: none shows in the table, the CSV or its detail.
    commission_amount: r.status === 'cancelled' ? 0 : fromCents(Number(r.commission_cents)),
    payment_method: r.payment_method,
    status: r.status,
    shopping_list_id: r.shopping_list_id,
    list_name: r.list_name,
    order_number: r.list_order_number ?? r.provider_order_id,
    user: { id: r.customer_id, name: r.customer_name, email: r.customer_email ?? r.customer_store_email },
    seller: r.seller_id !== null && r.seller_name !== null ? { id: r.seller_id, name: r.seller_name } : null,
    awaiting_payment: awaitingPayment(r),
  };
}

/** A 'Pendente' row the checkout keeps while the customer's payment waits (not one an admin set). */
const awaitingPayment = (r: { status: string; payment_status: string | null }) =>
  r.status === 'pending' && (r.payment_status === 'pending' || r.payment_status === 'processing');

export async function listSalesPage(db: Db, actor: Actor, query: SalesListQuery): Promise<SalesPage> {
  const scope = salesScope(actor, query);
  const [rows, count] = await Promise.all([
    q.listSales(db, scope, { offset: (query.page - 1) * query.limit, limit: query.limit }),
    q.countSales(db, scope),
  ]);
  const total = toCount(count);
  return {
    sales: rows.map(toSale),
    page: query.page,
    limit: query.limit,
    total,
    pages: Math.max(1, Math.ceil(total / query.limit)),
  };
}

/** The bell's confirmed sales made since `since`, newest first: only those salesScope lets this staff member read. */
export async function recentConfirmedSales(db: Db, actor: Actor, since: string, limit: number): Promise<Sale[]> {
  const scope: q.SalesScope = { ...salesScope(actor, {}), status: 'confirmed', from: since };
  return (await q.listSales(db, scope, { offset: 0, limit })).map(toSale);
}

/** The newest sale's id: the bell's ETag moves with it. */
export const newestSaleId = (db: Db) => q.maxSaleId(db);

/** Longest period the chart fills day by day; past it only the days with sales are sent. */
const FILLED_DAYS_MAX = 1000;

type DaySums = Awaited<ReturnType<typeof q.sumSalesByDay>>;

/** The card figures of some days' sums (docs/0045: a cancelled sale brings no money). */
function figuresOf(days: DaySums): SalesFigures {
  let [count, kept, revenue, commission, paid] = [0, 0, 0, 0, 0];
  for (const h of days) {
    count += toCount(h.sales);
    kept += Number(h.kept ?? 0);
    revenue += Number(h.revenue_cents ?? 0);
    commission += Number(h.commission_cents ?? 0);
    paid += Number(h.paid_brl_cents ?? 0);
  }
  return {
    totalSales: count,
    totalRevenue: fromCents(revenue),
    totalCommissions: fromCents(commission),
    // Over the sales that brought revenue: a cancelled one would lower it with nothing paid.
    averageTicket: fromCents(averageTicketCents(revenue, kept)),
    totalPaidBrl: fromCents(paid),
  };
}

/**
 * The cards and the chart add up the rows the table shows: the same seller, status and period
 * (issue 28: the status filter used to be dropped). A cancelled sale counts as a sale of the
 * filter but brings no revenue and owes no commission (docs/0045). With both dates, the same
 * figures for the period of the same length just before, for the cards to compare.
 */
export async function salesStats(db: Db, actor: Actor, filter: SalesFilter): Promise<SalesStats> {
  const scope = salesScope(actor, filter);
  const before = filter.start_date && filter.end_date ? previousPeriod(filter.start_date, filter.end_date) : undefined;
  const [sums, previousSums] = await Promise.all([
    q.sumSalesByDay(db, scope),
    before ? q.sumSalesByDay(db, salesScope(actor, { ...filter, ...before })) : undefined,
  ]);
  const days = new Map(
    sums.map((d) => [
      d.day,
      { sales: toCount(d.sales), revenue: Number(d.revenue_cents ?? 0), commission: Number(d.commission_cents ?? 0) },
    ]),
  );
  return {
    ...figuresOf(sums),
    daily: dailySeries(days, filter),
    previous: before && previousSums ? { ...figuresOf(previousSums), ...before } : null,
  };
}

/** Every day of the period, days without sales at zero, so the chart's line drops to the floor. */
function dailySeries(
  days: Map<string, { sales: number; revenue: number; commission: number }>,
  filter: SalesFilter,
): SalesDay[] {
  const known = [...days.keys()].sort();
  const first = filter.start_date ?? known[0];
  // To the end of the chosen period; an open period runs to today, not to the last day sold.
  const today = shopToday();
  const newest = known[known.length - 1];
  const last = filter.end_date ?? (newest !== undefined && newest > today ? newest : first ? today : undefined);
  const point = (day: string): SalesDay => {
    const d = days.get(day);
    return {
      day,
      sales: d?.sales ?? 0,
      revenue: fromCents(d?.revenue ?? 0),
      commission: fromCents(d?.commission ?? 0),
    };
  };
  if (!first || !last) return [];
  const filled: string[] = [];
  for (let day = first; day <= last && filled.length <= FILLED_DAYS_MAX; day = nextDay(day)) filled.push(day);
  return (filled.length > FILLED_DAYS_MAX ? known : filled).map(point);
}

export async function findSale(db: Db, actor: Actor, id: number): Promise<Sale> {
  const row = await q.findSaleRow(db, id);
  // A sale someone may not see answers as if it did not exist: its id tells nothing.
  if (!row || !mayRead(actor, row)) throw notFound(salesText.notFound);
  return toSale(row);
}

/**
 * 'Ver Pedido': the order number a list shows, the payment's order id at the provider, or the
 * list's id, in that order (an order number that looks like a list id still means the order).
 */
export async function findSaleByOrder(db: Db, actor: Actor, pedido: string): Promise<Sale> {
  const listId = /^\d{1,9}$/.test(pedido) ? Number(pedido) : null;
  const row =
    (await q.findSaleRowByListOrder(db, pedido)) ??
    (await q.findSaleRowByProviderOrder(db, pedido)) ??
    (listId !== null ? await q.findSaleRowByList(db, listId) : undefined);
  if (!row || !mayRead(actor, row)) throw notFound(salesText.notFound);
  return toSale(row);
}

/** Admin only (the route says so). The log keeps the old and new status and why. */
export async function changeSaleStatus(db: Db, actor: Actor, id: number, body: SaleStatusBody, ip?: string) {
  await db.transaction().execute(async (tx) => {
    const current = await q.findSaleStatus(tx, id);
    if (!current) throw notFound(salesText.notFound);
    if (current.status === body.status) throw conflict(salesErrorText.sale_status_unchanged, 'sale_status_unchanged');
    // Its money is decided by the payment: confirming it here would leave the PIX waiting and payable.
    if (awaitingPayment(current)) throw conflict(salesErrorText.sale_awaiting_payment, 'sale_awaiting_payment');
    const moved = await q.moveSaleStatus(tx, id, current.status, body.status, nowIso());
    if (!moved) throw conflict(salesErrorText.sale_status_changed, 'sale_status_changed');
    const details = { field: 'status', from: current.status, to: body.status, reason: body.reason };
    await recordSale(tx, actor.id, 'update', id, details, ip);
  });
  return findSale(db, actor, id);
}

/* The statistics screens read the sales through this. */
export { salesOverview, salesStatistics } from './statistics';

/** Issue 33, a customer's data (LGPD): their sales. */
export const salesOfCustomer = (db: Db, customerId: number) => q.customerSales(db, customerId);
