import type { Updateable } from 'kysely';
import type { Db, Tx } from '../../../db';
import type { ShoppingListTable } from '../../../db/types';

/**
 * Takes the list's row lock first, as every list write does (payment links, basket changes), so
 * a confirmation racing a new link waits instead of deadlocking on PostgreSQL.
 */
export const lockList = (db: Tx, listId: number, at: string) =>
  db.updateTable('shopping_lists').set({ updated_at: at }).where('id', '=', listId).returning('id').executeTakeFirst();

/* The list a checkout session charges for: read here, written only when a sale completes it. */

export const findList = (db: Db | Tx, id: number) =>
  db.selectFrom('shopping_lists').selectAll().where('id', '=', id).executeTakeFirst();

export const listOfSession = (db: Db | Tx, listId: number) =>
  db
    .selectFrom('shopping_lists')
    .select(['id', 'name', 'customer_id'])
    .where('id', '=', listId)
    .executeTakeFirstOrThrow();

export const listExists = async (db: Db | Tx, id: number) =>
  !!(await db.selectFrom('shopping_lists').select('id').where('id', '=', id).executeTakeFirst());

/** What the public checkout page shows of the items, in the order they were added. */
export const itemsShownOfList = (db: Db | Tx, listId: number) =>
  db
    .selectFrom('shopping_list_items')
    .select(['quantity', 'product_name'])
    .where('list_id', '=', listId)
    .orderBy('id')
    .execute();

/** What the provider is told was bought. */
export const itemsChargedOfList = (db: Db | Tx, listId: number) =>
  db
    .selectFrom('shopping_list_items')
    .select(['product_name', 'product_sku', 'quantity', 'price_cents'])
    .where('list_id', '=', listId)
    .execute();

export const completeList = (db: Db | Tx, id: number, changes: Updateable<ShoppingListTable>) =>
  db.updateTable('shopping_lists').set(changes).where('id', '=', id).execute();
