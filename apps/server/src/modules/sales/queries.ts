import { sql } from 'kysely';
import type { SaleStatus } from '@ponte/domain/sales';
import type { Db, Tx } from '../../db';

/** Which sales a call reads: one seller's or everyone's, one status or all, a UTC [from, to) period. */
export type SalesScope = { sellerId?: number; status?: SaleStatus; from?: string; to?: string };

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
      'st.username as seller_name',
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

export const countSales = async (db: Db, scope: SalesScope) =>
  (
    await scoped(db, scope)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

/**
 * A cancelled sale was undone: it owes no commission and brings no revenue (issue 28), so it
 * sums as none wherever it is counted; `kept` counts the sales that do bring revenue.
 */
const commissionOwed = sql<number | string>`sum(case when s.status = 'cancelled' then 0 else s.commission_cents end)`;
const revenueKept = sql<number | string>`sum(case when s.status = 'cancelled' then 0 else s.total_usd_cents end)`;
const salesKept = sql<number | string>`sum(case when s.status = 'cancelled' then 0 else 1 end)`;
/** What the customers did pay: a pending sale's PIX or boleto has not arrived yet. */
const paidKept = sql<number | string>`sum(case when s.status = 'confirmed' then s.total_brl_cents else 0 end)`;

/**
 * Sales count and sums per UTC hour: the service puts each hour on its São Paulo day. The
 * zone's offsets are whole hours, so an hour never straddles two days, and the same SQL runs
 * on both engines (ISO text: the first 13 characters are the date and the hour).
 */
export const sumSalesByHour = (db: Db, scope: SalesScope) =>
  scoped(db, scope)
    .select((eb) => [
      sql<string>`substr(${eb.ref('s.created_at')}, 1, 13)`.as('hour'),
      eb.fn.countAll().as('sales'),
      salesKept.as('kept'),
      revenueKept.as('revenue_cents'),
      paidKept.as('paid_brl_cents'),
      commissionOwed.as('commission_cents'),
    ])
    .groupBy(sql`substr(${sql.ref('s.created_at')}, 1, 13)`)
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

/**
 * Statistics in R$: per UTC hour, the count, the amounts paid in R$ and the commission turned
 * into R$ at each sale's own rate (commission USD × paid BRL / USD; integer division, the same
 * on both engines).
 */
export const sumSalesBrlByHour = (db: Db, scope: SalesScope) =>
  scoped(db, scope)
    .select((eb) => [
      sql<string>`substr(${eb.ref('s.created_at')}, 1, 13)`.as('hour'),
      eb.fn.countAll().as('sales'),
      eb.fn.sum<number | string>('s.total_brl_cents').as('value_cents'),
    ])
    .groupBy(sql`substr(${sql.ref('s.created_at')}, 1, 13)`)
    .execute();

const commissionBrl = sql<number | string>`sum(s.commission_cents * s.total_brl_cents / nullif(s.total_usd_cents, 0))`;

/** The period's sales per seller in R$ (null: sales without a seller). */
export const sumSalesBySeller = (db: Db, scope: SalesScope) =>
  scoped(db, scope)
    .leftJoin('staff as st', 'st.id', 's.seller_id')
    .select((eb) => [
      's.seller_id',
      'st.username as seller_name',
      eb.fn.countAll().as('sales'),
      eb.fn.sum<number | string>('s.total_brl_cents').as('value_cents'),
      commissionBrl.as('commission_cents'),
    ])
    .groupBy(['s.seller_id', 'st.username'])
    .execute();

/** The scope's sales: how many and their R$ sum (the overview's cards). */
export const totalsInBrl = (db: Db, scope: SalesScope) =>
  scoped(db, scope)
    .select((eb) => [eb.fn.countAll().as('sales'), eb.fn.sum<number | string>('s.total_brl_cents').as('value_cents')])
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
