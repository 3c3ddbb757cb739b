import { ITEM_QUANTITY_MAX, listText, type AddProductInput, type ShoppingList } from '@ponte/domain/lists';
import { LIST_LINES_MAX, PRICE_MAX_USD, toCents } from '@ponte/domain/money';
import type { Db, Tx } from '../../db';
import { nowIso } from '../../db';
import { AppError, conflict, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { findStoreProduct } from '../catalogue/service';
import { retireListLinks } from '../checkout/service';
import { touchCustomer } from '../customers/service';
import { recordListActivity } from './list-activity';
import * as q from './queries';
import { getShoppingList } from './service';

/**
 * The basket of a list: adding and removing items. Every change starts by taking the list row
 * (`claimBasket`, refused for a completed list), so changes of one list run one after another
 * even on PostgreSQL, and the links made for the old basket are retired in the same
 * transaction: only a link for the current basket can be paid.
 */
async function changeBasket(tx: Tx, listId: number) {
  const at = nowIso();
  const list = await q.claimBasket(tx, listId, at);
  if (!list) {
    const row = await q.findListRow(tx, listId);
    throw row ? conflict(listText.lockedCompleted, 'list_completed') : notFound(listText.notFound);
  }
  await retireListLinks(tx, listId, at);
  // Chat screens show the customer's lists: every list change moves the customer's poll version.
  await touchCustomer(tx, list.customer_id);
  return list;
}

const quantityTooLarge = () =>
  new AppError(400, listText.quantityMax, { quantity: listText.quantityMax }, 'quantity_too_large');
const outOfStock = (stock: number) =>
  new AppError(409, `${listText.outOfStock} (disponível: ${stock})`, { quantity: listText.outOfStock }, 'out_of_stock');

/**
 * Adds a product (staff or bot). A store product is looked up in the store so its name, price,
 * SKU, weight and image are the store's, and its stock limits the quantity; the same product
 * twice becomes one line with the quantities added. Without a product id it is a free item.
 */
export async function addProduct(
  db: Db,
  actor: Actor | null,
  input: AddProductInput,
  ip?: string,
): Promise<ShoppingList> {
  const productId = input.woocommerce_product_id == null ? null : String(input.woocommerce_product_id);
  // The store may be WooCommerce over HTTP: asked before any row is taken.
  const product = productId === null ? null : await findStoreProduct(db, productId);
  if (productId !== null && !product) throw notFound(listText.productNotFound);
  // The shop's own price is not checked by the body schema: hold it to the same bound.
  if (product && !(product.price >= 0 && product.price <= PRICE_MAX_USD))
    throw conflict(listText.storePriceOutOfRange, 'store_price_out_of_range');
  const line = product
    ? {
        product_name: product.name,
        price_cents: toCents(product.price),
        product_sku: product.sku || null,
        product_weight: product.weight || (input.product_weight == null ? null : String(input.product_weight)),
        product_image: product.images[0]?.src ?? input.product_image ?? null,
      }
    : {
        product_name: input.product_name,
        price_cents: toCents(input.product_price),
        product_sku: input.product_sku || null,
        product_weight: input.product_weight == null ? null : String(input.product_weight),
        product_image: input.product_image || null,
      };
  const stock = product?.stock_quantity ?? null;
  const maxQuantity = stock === null ? ITEM_QUANTITY_MAX : Math.min(stock, ITEM_QUANTITY_MAX);
  await db.transaction().execute(async (tx) => {
    await changeBasket(tx, input.list_id);
    if (stock !== null && input.quantity > stock) throw outOfStock(stock);
    // Counted after the list row is taken, so two additions at once cannot both pass the count.
    if ((await q.countOtherLines(tx, input.list_id, productId)) >= LIST_LINES_MAX) {
      throw new AppError(409, listText.tooManyLines, { list_id: listText.tooManyLines }, 'list_full');
    }
    const added = await q.addLine(
      tx,
      {
        ...line,
        list_id: input.list_id,
        product_id: productId,
        quantity: input.quantity,
        added_by: actor?.id ?? null,
        created_at: nowIso(),
      },
      maxQuantity,
    );
    if (!added) {
      // The line already holds so much that the sum would pass the stock or the 999 per line.
      const existing = (await q.findLineOfProduct(tx, input.list_id, productId!))?.quantity ?? 0;
      throw stock !== null && existing + input.quantity > stock ? outOfStock(stock) : quantityTooLarge();
    }
    await recordListActivity(tx, {
      userId: actor?.id ?? null,
      action: 'update',
      listId: input.list_id,
      details: { added: line.product_name, quantity: input.quantity, via: actor ? 'staff' : 'bot' },
      ip,
    });
  });
  return getShoppingList(db, input.list_id);
}

export async function removeItem(db: Db, actor: Actor, itemId: number, ip?: string): Promise<void> {
  const item = await q.findItem(db, itemId);
  if (!item) throw notFound(listText.itemNotFound);
  await db.transaction().execute(async (tx) => {
    await changeBasket(tx, item.list_id);
    // Another request may have deleted it since it was read: then this one deletes nothing.
    if (!(await q.deleteItem(tx, itemId))) throw notFound(listText.itemNotFound);
    await recordListActivity(tx, {
      userId: actor.id,
      action: 'update',
      listId: item.list_id,
      details: { removed: item.product_name },
      ip,
    });
  });
}
