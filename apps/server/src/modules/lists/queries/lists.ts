import { sql } from 'kysely';
import type { ListStatus } from '@ponte/domain/lists';
import type { Db, Tx } from '../../../db';
import { cachedCount } from '../../../db/count-cache';
import { likeContains } from '../../../db/like';
import { hasTrigram, idsContaining, isDense } from '../../../db/search';
import type { Insertable, Updateable } from 'kysely';
import type { ShoppingListTable } from '../../../db/types';

export type ListFilter = { pattern?: string; status?: ListStatus; customerId?: number };

/** The name of whoever typed the list's payment amount (a removed staff member reads as none). */
const setterName = sql<string | null>`(select s.username from staff s where s.id = l.total_brl_set_by)`.as(
  'total_brl_set_by_name',
);

const joined = (db: Db) => db.selectFrom('shopping_lists as l').innerJoin('customers as c', 'c.id', 'l.customer_id');

/**
 * Filters on the list table. Search also reads the customer's search_text. Through the index:
 * the lists found by their own text and those of the customers found, each side by its own
 * index (an OR across the join could use neither). Without it (a term too short for a trigram,
 * or a page of a common term, see isDense): both texts tested as the query walks the lists.
 */
const where = (db: Db, qb: ReturnType<typeof joined>, f: ListFilter, walk = false) =>
  qb
    .$if(!!f.pattern && hasTrigram(f.pattern) && !walk, (q) =>
      q.where(
        'l.id',
        'in',
        sql<number>`(${idsContaining(db, 'shopping_lists', f.pattern!)} union select id from shopping_lists where customer_id in (${idsContaining(db, 'customers', f.pattern!)}))`,
      ),
    )
    .$if(!!f.pattern && (!hasTrigram(f.pattern) || walk), (q) =>
      q.where((eb) =>
        eb.or([likeContains(sql.ref('l.search_text'), f.pattern!), likeContains(sql.ref('c.search_text'), f.pattern!)]),
      ),
    )
    .$if(!!f.status, (q) => q.where('l.status', '=', f.status!))
    .$if(f.customerId !== undefined, (q) => q.where('l.customer_id', '=', f.customerId!));

const listColumns = [
  'l.id',
  'l.customer_id',
  'l.name',
  'l.status',
  'l.created_at',
  'l.updated_at',
  'l.completed_at',
  'l.woocommerce_order_id',
  'l.payment_link',
  'l.applied_subscription_id',
  'l.total_brl_cents',
  'l.total_brl_set_by',
  'l.total_brl_set_by_role',
  'l.kg_fee_cents',
  'c.name as customer_name',
  'c.phone as customer_phone',
  'c.email as customer_email',
  'c.email_woocomerce as customer_email_woocomerce',
  'c.bot_enabled as customer_bot_enabled',
  'c.atendimento as customer_atendimento',
] as const;

/** `matches`: how many lists the filter finds, when known (a search's page is looked for accordingly). */
export const findLists = async (db: Db, f: ListFilter, page: { limit: number; offset: number }, matches?: number) =>
  matches !== undefined && page.offset >= matches
    ? []
    : where(
        db,
        joined(db),
        f,
        f.pattern ? await isDense(db, 'shopping_lists', f.pattern, page.offset + page.limit, matches) : false,
      )
        .select(listColumns)
        .select(setterName)
        .orderBy('l.created_at', 'desc')
        .orderBy('l.id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute();

export type ListRow = Awaited<ReturnType<typeof findLists>>[number];

/**
 * Without a search the count needs no join: every list has its customer (foreign key). Kept
 * until a list or a customer's search text changes in a way that can move it (db/count-cache.ts).
 */
export const countLists = (db: Db, f: ListFilter) =>
  cachedCount(db, `lists:${f.status ?? ''}:${f.customerId ?? ''}:${f.pattern ?? ''}`, () => countListRows(db, f));

const countListRows = async (db: Db, f: ListFilter) => {
  const query = f.pattern
    ? where(db, joined(db), f).select((eb) => eb.fn.countAll().as('n'))
    : db
        .selectFrom('shopping_lists as l')
        .$if(!!f.status, (q) => q.where('l.status', '=', f.status!))
        .$if(f.customerId !== undefined, (q) => q.where('l.customer_id', '=', f.customerId!))
        .select((eb) => eb.fn.countAll().as('n'));
  return Number((await query.executeTakeFirstOrThrow()).n);
};

export const findListRow = (db: Db | Tx, id: number) =>
  db
    .selectFrom('shopping_lists as l')
    .innerJoin('customers as c', 'c.id', 'l.customer_id')
    .select(listColumns)
    .select(setterName)
    .where('l.id', '=', id)
    .executeTakeFirst();

/**
 * Each customer's newest active list (what a campaign's {{lista}}, {{total_lista}}, {{frete}}
 * and {{link_pagamento}} speak of): the newest by creation, the id breaking ties.
 */
export const latestActiveListsOf = (db: Db, customerIds: readonly number[]) =>
  customerIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('shopping_lists as l')
        .innerJoin('customers as c', 'c.id', 'l.customer_id')
        .select(listColumns)
        .select(setterName)
        .where('l.customer_id', 'in', customerIds)
        .where('l.status', '=', 'active')
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('shopping_lists as newer')
                .select('newer.id')
                .whereRef('newer.customer_id', '=', 'l.customer_id')
                .where('newer.status', '=', 'active')
                .where((eb) =>
                  eb.or([
                    eb('newer.created_at', '>', eb.ref('l.created_at')),
                    eb.and([eb('newer.created_at', '=', eb.ref('l.created_at')), eb('newer.id', '>', eb.ref('l.id'))]),
                  ]),
                ),
            ),
          ),
        )
        .execute();

/** The four counters of the screen, over every list: one count per index (status, plan). */
/** The four counters, kept until a list's status or plan changes or one is added or removed. */
export const listCounters = (db: Db) => cachedCount(db, 'lists:counters', () => countCounters(db));

async function countCounters(db: Db) {
  const count = async (build: (qb: ReturnType<typeof base>) => ReturnType<typeof base>) =>
    Number(
      (
        await build(base())
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const base = () => db.selectFrom('shopping_lists');
  const [total, active, completed, withSubscription] = await Promise.all([
    count((qb) => qb),
    count((qb) => qb.where('status', '=', 'active')),
    count((qb) => qb.where('status', '=', 'completed')),
    count((qb) => qb.where('applied_subscription_id', 'is not', null)),
  ]);
  return { total, active, completed, with_subscription: withSubscription };
}

export const insertList = (db: Db | Tx, row: Insertable<ShoppingListTable>) =>
  db.insertInto('shopping_lists').values(row).returning('id').executeTakeFirstOrThrow();

export const updateList = (db: Db | Tx, id: number, changes: Updateable<ShoppingListTable>) =>
  db.updateTable('shopping_lists').set(changes).where('id', '=', id).executeTakeFirst();

/** Completes a list that is not completed yet: the status is the check. */
export const completeList = (db: Db | Tx, id: number, changes: Updateable<ShoppingListTable>) =>
  db
    .updateTable('shopping_lists')
    .set(changes)
    .where('id', '=', id)
    .where('status', '!=', 'completed')
    .returning('id')
    .executeTakeFirst();

/** Changes a list; nothing when it is gone. */
/**
 * Takes the list's row until the transaction ends and answers the plan it had: a plan change
 * compares against this, not against a read from before another change committed.
 */
export const lockListPlan = (tx: Tx, id: number, at: string) =>
  tx
    .updateTable('shopping_lists')
    .set({ updated_at: at })
    .where('id', '=', id)
    .returning('applied_subscription_id')
    .executeTakeFirst();

export const changeList = (db: Db | Tx, id: number, changes: Updateable<ShoppingListTable>) =>
  db.updateTable('shopping_lists').set(changes).where('id', '=', id).returning('id').executeTakeFirst();

/**
 * Removes the plan the caller saw on the list (compare-and-set), with the typed amount and
 * link made for it; nothing when another request removed or changed it first.
 */
export const removePlan = (db: Db | Tx, id: number, planId: number, at: string) =>
  db
    .updateTable('shopping_lists')
    .set({ applied_subscription_id: null, total_brl_cents: null, payment_link: null, updated_at: at })
    .where('id', '=', id)
    .where('applied_subscription_id', '=', planId)
    .returning('id')
    .executeTakeFirst();

/**
 * Takes the list row for a new payment link and points the list at it. Taken before the basket
 * is read, so a basket change in flight finishes first and the next link waits for this one.
 */
export const claimForLink = (db: Db | Tx, id: number, url: string, at: string) =>
  db
    .updateTable('shopping_lists')
    .set({ payment_link: url, updated_at: at })
    .where('id', '=', id)
    .returning(['id', 'total_brl_cents', 'total_brl_set_by_role', 'kg_fee_cents', 'applied_subscription_id'])
    .executeTakeFirst();

/**
 * Takes the list's row until the transaction ends (a basket change waits, or has finished) and
 * answers what its quote is computed from.
 */
export const claimForQuote = (tx: Tx, id: number, at: string) =>
  tx
    .updateTable('shopping_lists')
    .set({ updated_at: at })
    .where('id', '=', id)
    .returning(['id', 'total_brl_cents', 'kg_fee_cents', 'applied_subscription_id'])
    .executeTakeFirst();

export const deleteList = (db: Db | Tx, id: number) =>
  db.deleteFrom('shopping_lists').where('id', '=', id).returning('id').executeTakeFirst();

/** Issue 33, erasure: a list's name may name its customer; the items (products) and amounts stay. */
export const renameListsOf = (db: Db | Tx, customerId: number, name: string, searchText: string) =>
  db
    .updateTable('shopping_lists')
    .set({ name, search_text: searchText })
    .where('customer_id', '=', customerId)
    .execute();
