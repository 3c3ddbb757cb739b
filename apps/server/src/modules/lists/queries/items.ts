import type { Db, Tx } from '../../../db';
import type { Insertable } from 'kysely';
import type { ShoppingListItemTable } from '../../../db/types';

export const itemsOfLists = (db: Db | Tx, listIds: number[]) =>
  listIds.length === 0
    ? Promise.resolve([])
    : db.selectFrom('shopping_list_items').selectAll().where('list_id', 'in', listIds).orderBy('id').execute();

export const weightsOf = (db: Db | Tx, productIds: string[]) =>
  productIds.length === 0
    ? Promise.resolve([])
    : db.selectFrom('product_weights').select(['product_id', 'weight']).where('product_id', 'in', productIds).execute();

export const plansByIds = (db: Db | Tx, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db.selectFrom('subscription_plans').selectAll().where('id', 'in', ids).execute();

export const findItem = (db: Db | Tx, id: number) =>
  db.selectFrom('shopping_list_items').selectAll().where('id', '=', id).executeTakeFirst();

/*
 * The statements below check and write at once (`UPDATE … WHERE … RETURNING`, an upsert): of
 * many requests at the same moment each sees the row as the previous one left it, because on
 * PostgreSQL a second UPDATE of the same list row waits for the first to commit and then
 * re-reads its condition.
 */

/**
 * The first write of every basket change: takes the list row (unless the list is completed)
 * and forgets the typed BRL amount and the link made for the old basket. Nothing when the list
 * is gone or completed.
 */
export const claimBasket = (db: Db | Tx, listId: number, at: string) =>
  db
    .updateTable('shopping_lists')
    .set({ updated_at: at, total_brl_cents: null, payment_link: null })
    .where('id', '=', listId)
    .where('status', '!=', 'completed')
    .returning(['id', 'customer_id'])
    .executeTakeFirst();

/**
 * Adds a line, or adds the quantity to the line of the same store product (one line per
 * product: a unique index). The sum is checked in the same statement: nothing is returned
 * when it would pass `maxQuantity`.
 */
export const addLine = (db: Db | Tx, row: Insertable<ShoppingListItemTable>, maxQuantity: number) =>
  db
    .insertInto('shopping_list_items')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['list_id', 'product_id'])
        .where('product_id', 'is not', null)
        .doUpdateSet((eb) => ({
          quantity: eb('shopping_list_items.quantity', '+', eb.ref('excluded.quantity')),
          product_name: eb.ref('excluded.product_name'),
          price_cents: eb.ref('excluded.price_cents'),
          product_sku: eb.ref('excluded.product_sku'),
          product_weight: eb.ref('excluded.product_weight'),
          product_image: eb.ref('excluded.product_image'),
        }))
        .where((eb) => eb(eb('shopping_list_items.quantity', '+', eb.ref('excluded.quantity')), '<=', maxQuantity)),
    )
    .returning(['id', 'quantity'])
    .executeTakeFirst();

/** The line of one store product on a list (at most one: a unique index). */
export const findLineOfProduct = (db: Db | Tx, listId: number, productId: string) =>
  db
    .selectFrom('shopping_list_items')
    .selectAll()
    .where('list_id', '=', listId)
    .where('product_id', '=', productId)
    .executeTakeFirst();

/** Lines of a list other than the given product's (which an addition would merge into). */
export const countOtherLines = async (db: Db | Tx, listId: number, productId: string | null) => {
  const row = await db
    .selectFrom('shopping_list_items')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('list_id', '=', listId)
    .$if(productId !== null, (qb) =>
      qb.where((eb) => eb.or([eb('product_id', 'is', null), eb('product_id', '!=', productId!)])),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

/** Deletes one item; nothing when another request deleted it first. */
export const deleteItem = (db: Db | Tx, id: number) =>
  db.deleteFrom('shopping_list_items').where('id', '=', id).returning('id').executeTakeFirst();
