import { sql } from 'kysely';
import type { SaleStatus } from '@ponte/domain/sales';
import type { Db, Tx } from '../../db';
import { dayRows, sellerPeriodRows } from '../../db/sales-periods';
import { staffName } from '../../db/staff-name';

/**
 * Which sales a call reads: one seller's or everyone's, one status or all, a UTC [from, to)
 * period for the rows, and the same period as shop days (both included) for the summaries.
 */
export type SalesScope = {
  sellerId?: number;
  status?: SaleStatus;
  from?: string;
  to?: string;
  startDay?: string;
  endDay?: string;
};

const scoped = (db: Db, scope: SalesScope) =>
  db
    .selectFrom('sales as s')
    .$if(scope.sellerId !== undefined, (qb) => qb.where('s.seller_id', '=', scope.sellerId!))
    .$if(scope.status !== undefined, (qb) => qb.where('s.status', '=', scope.status!))
    .$if(scope.from !== undefined, (qb) => qb.where('s.created_at', '>=', scope.from!))
    .$if(scope.to !== undefined, (qb) => qb.where('s.created_at', '<', scope.to!));

/** A sale with its customer, seller and list: what the table, the CSV and 'Ver Pedido' show. */
const withPeople = <T extends ReturnType<typeof scoped>>(qb: T) =>
  qb
    .innerJoin('customers as c', 'c.id', 's.customer_id')
    .leftJoin('staff as st', 'st.id', 's.seller_id')
    .leftJoin('shopping_lists as l', 'l.id', 's.shopping_list_id')
    .leftJoin('payments as p', 'p.id', 's.payment_id')
    .select([
      's.id',
      's.created_at',
      's.confirmed_at',
      's.total_usd_cents',
      's.total_brl_cents',
      's.commission_cents',
      's.payment_method',
      's.status',
      's.shopping_list_id',
      's.provider_order_id',
      's.customer_id',
      's.seller_id',
      'c.name as customer_name',
      'c.email as customer_email',
      'c.email_woocomerce as customer_store_email',
      staffName<string | null>('st').as('seller_name'),
      'l.name as list_name',
      'l.woocommerce_order_id as list_order_number',
      'p.status as payment_status',
    ]);

/**
 * Newest first; the id breaks ties so pages never repeat or skip a sale. A page picks its ids
 * from the index alone and joins customer, seller and list for those rows only, so a deep
 * page does not join every row it skips.
 */
export const listSales = (db: Db, scope: SalesScope, page?: { offset: number; limit: number }) =>
  withPeople(page ? scoped(db, {}) : scoped(db, scope))
    .$if(page !== undefined, (qb) =>
      qb.where(
        's.id',
        'in',
        scoped(db, scope)
          .select('s.id')
          .orderBy('s.created_at', 'desc')
          .orderBy('s.id', 'desc')
          .limit(page!.limit)
          .offset(page!.offset),
      ),
    )
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .execute();

export type SaleRow = Awaited<ReturnType<typeof listSales>>[number];

/** Where a keyset page of sales starts: after this sale, in the newest-first order. */
export type SalesCursor = { createdAt: string; id: number };

/**
 * The `limit` sales after `after` in listSales' order (newest first, id breaking ties), for a
 * reader that walks a whole period a page at a time (the CSV): each page is an index range from
 * the last row sent, where an offset would read again every row it skips.
 */
export const listSalesAfter = (db: Db, scope: SalesScope, after: SalesCursor | undefined, limit: number) =>
  withPeople(scoped(db, scope))
    .$if(after !== undefined, (qb) =>
      qb
        // The bare bound too: PostgreSQL's one-column created_at index serves it, not the pair.
        .where('s.created_at', '<=', after!.createdAt)
        .where((eb) => eb(eb.refTuple('s.created_at', 's.id'), '<', eb.tuple(after!.createdAt, after!.id))),
    )
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(limit)
    .execute();

export const countSales = async (db: Db, scope: SalesScope) =>
  (
    await scoped(db, scope)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

/**
 * The summary rows of a scope per shop day (kept by triggers: docs/0051, 0055): every seller's
 * from sales_day_totals, so a year is 365 days × statuses rows, or one seller's from sales_daily.
 */
const daily = (db: Db, scope: SalesScope) => db.selectFrom(dayRows(db, scope).as('d'));

/**
 * A cancelled sale was undone: it owes no commission and brings no revenue (issue 28), so it
 * sums as none wherever it is counted; `kept` counts the sales that do bring revenue.
 */
const commissionOwed = sql<number | string>`sum(case when d.status = 'cancelled' then 0 else d.commission_cents end)`;
const revenueKept = sql<number | string>`sum(case when d.status = 'cancelled' then 0 else d.total_usd_cents end)`;
const salesKept = sql<number | string>`sum(case when d.status = 'cancelled' then 0 else d.sale_count end)`;
/** What the customers did pay: a pending sale's PIX or boleto has not arrived yet. */
const paidKept = sql<number | string>`sum(case when d.status = 'confirmed' then d.total_brl_cents else 0 end)`;

/** Sales count and sums per shop day ('YYYY-MM-DD', São Paulo). */
export const sumSalesByDay = (db: Db, scope: SalesScope) =>
  daily(db, scope)
    .select((eb) => [
      'd.day',
      eb.fn.sum<number | string>('d.sale_count').as('sales'),
      salesKept.as('kept'),
      revenueKept.as('revenue_cents'),
      paidKept.as('paid_brl_cents'),
      commissionOwed.as('commission_cents'),
    ])
    .groupBy('d.day')
    .execute();

export const findSaleRow = (db: Db, id: number) => withPeople(scoped(db, {})).where('s.id', '=', id).executeTakeFirst();

/** The newest sale of the list carrying this order number ('Ver Pedido' on /listas). */
export const findSaleRowByListOrder = (db: Db, orderNumber: string) =>
  withPeople(scoped(db, {}))
    .where('l.woocommerce_order_id', '=', orderNumber)
    .orderBy('s.id', 'desc')
    .executeTakeFirst();

export const findSaleRowByProviderOrder = (db: Db, orderId: string) =>
  withPeople(scoped(db, {})).where('s.provider_order_id', '=', orderId).orderBy('s.id', 'desc').executeTakeFirst();

export const findSaleRowByList = (db: Db, listId: number) =>
  withPeople(scoped(db, {})).where('s.shopping_list_id', '=', listId).orderBy('s.id', 'desc').executeTakeFirst();

export const findSaleStatus = (db: Db | Tx, id: number) =>
  db
    .selectFrom('sales as s')
    .leftJoin('payments as p', 'p.id', 's.payment_id')
    .select(['s.id', 's.status', 's.seller_id', 'p.status as payment_status'])
    .where('s.id', '=', id)
    .executeTakeFirst();

/**
 * Moves a sale from the status read to another in one statement: a change made meanwhile
 * leaves the row alone (no row returned). Confirming keeps the first confirmation time.
 */
export const moveSaleStatus = (db: Db | Tx, id: number, from: SaleStatus, to: SaleStatus, at: string) =>
  db
    .updateTable('sales')
    .set((eb) => ({
      status: to,
      confirmed_at: to === 'confirmed' ? eb.fn.coalesce('confirmed_at', eb.val(at)) : eb.ref('confirmed_at'),
    }))
    .where('id', '=', id)
    .where('status', '=', from)
    .returning(['id', 'status'])
    .executeTakeFirst();

/** Statistics in R$: per shop day, the count and the amounts paid in R$. */
export const sumSalesBrlByDay = (db: Db, scope: SalesScope) =>
  daily(db, scope)
    .select((eb) => [
      'd.day',
      eb.fn.sum<number | string>('d.sale_count').as('sales'),
      eb.fn.sum<number | string>('d.total_brl_cents').as('value_cents'),
    ])
    .groupBy('d.day')
    .execute();

/**
 * The period's sales per seller in R$ (null: sales without a seller). The commission is each
 * sale's turned into R$ at its own rate (commission USD × paid BRL / USD), summed by the trigger.
 */
export const sumSalesBySeller = (db: Db, scope: SalesScope) =>
  db
    .selectFrom(sellerPeriodRows(db, scope).as('d'))
    .$if(scope.sellerId !== undefined, (qb) => qb.where('d.seller_id', '=', scope.sellerId!))
    .leftJoin('staff as st', 'st.id', 'd.seller_id')
    .select((eb) => [
      sql<number | null>`nullif(${eb.ref('d.seller_id')}, 0)`.as('seller_id'),
      staffName<string | null>('st').as('seller_name'),
      eb.fn.sum<number | string>('d.sale_count').as('sales'),
      eb.fn.sum<number | string>('d.total_brl_cents').as('value_cents'),
      eb.fn.sum<number | string>('d.commission_brl_cents').as('commission_cents'),
    ])
    .groupBy(['d.seller_id', 'st.username', 'st.display_name'])
    .execute();

/** The scope's sales: how many and their R$ sum (the overview's cards). */
export const totalsInBrl = (db: Db, scope: SalesScope) =>
  daily(db, scope)
    .select((eb) => [
      eb.fn.sum<number | string>('d.sale_count').as('sales'),
      eb.fn.sum<number | string>('d.total_brl_cents').as('value_cents'),
    ])
    .executeTakeFirstOrThrow();

export const maxSaleId = async (db: Db) =>
  Number(
    (
      await db
        .selectFrom('sales')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst()
    )?.id ?? 0,
  );

/** Issue 33, a customer's data (LGPD): their sales, oldest first. */
export const customerSales = (db: Db, customerId: number) =>
  db
    .selectFrom('sales')
    .select([
      'id',
      'shopping_list_id',
      'status',
      'payment_method',
      'total_brl_cents',
      'total_usd_cents',
      'created_at',
      'confirmed_at',
    ])
    .where('customer_id', '=', customerId)
    .orderBy('id')
    .execute();
