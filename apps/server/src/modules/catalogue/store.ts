import { catalogueText, PRODUCT_SEARCH_LIMIT, type CreateProduct, type StoreProduct } from '@ponte/domain/catalogue';
import { foldText } from '@ponte/domain/search';
import { fromCents, toCents } from '@ponte/domain/money';
import type { Db } from '../../db';
import { nowIso } from '../../db';
import type { StoreProduct as StoreProductRow } from '../../db/types';
import { WooCommerceClient, WooError } from '../../integrations/woocommerce/client';
import { AppError, isUniqueViolation } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { activityRecorder } from '../logs/service';
import { readStoreSettings } from '../settings/service';
import { findOwnProduct, insertOwnProduct, searchOwnProducts } from './queries';

const recordProduct = activityRecorder('product');

/**
 * The store catalogue behind the add-product modal: WooCommerce when its address and both
 * keys are configured, otherwise Ponte's own `store_products` table, so the lists work on a
 * machine with no shop behind it.
 */

const toStoreProduct = (row: StoreProductRow): StoreProduct => ({
  id: row.id,
  name: row.name,
  price: fromCents(row.price_cents),
  description: row.description,
  short_description: row.short_description,
  sku: row.sku ?? '',
  weight: row.weight ?? '',
  stock_quantity: row.stock_quantity,
  images: row.image_url ? [{ src: row.image_url }] : [],
});

/** What name and SKU search reads: folded so 'cafe' finds 'Café'. */
const productSearchText = (name: string, sku: string) => [foldText(name), foldText(sku)].filter(Boolean).join(' ');

/** A 502 keeps the shop's own reason as `cause` so the route can log it; staff see the spec's text. */
function badGateway(message: string, cause: unknown): AppError {
  const err = new AppError(502, message);
  err.cause = cause;
  return err;
}

async function wooClient(db: Db): Promise<WooCommerceClient | null> {
  const settings = await readStoreSettings(db);
  return settings ? new WooCommerceClient(settings) : null;
}

/** Any failure to read the shop (down, slow, bad keys, garbage) reads to staff as "could not reach WooCommerce". */
const unreachable = (err: unknown) => (err instanceof WooError ? badGateway(catalogueText.storeUnreachable, err) : err);

export async function searchStoreProducts(db: Db, term: string): Promise<StoreProduct[]> {
  const woo = await wooClient(db);
  if (woo) {
    try {
      return (await woo.searchProducts(term.trim(), { perPage: PRODUCT_SEARCH_LIMIT, page: 1 })).products;
    } catch (err) {
      throw unreachable(err);
    }
  }
  const pattern = foldText(term);
  if (!pattern) return [];
  return (await searchOwnProducts(db, pattern, PRODUCT_SEARCH_LIMIT)).map(toStoreProduct);
}

/** The product a list item is added from; null for an id the catalogue does not have. */
export async function findStoreProduct(db: Db, id: string | number): Promise<StoreProduct | null> {
  const n = typeof id === 'number' ? id : /^\s*\d+\s*$/.test(id) ? Number(id) : NaN;
  if (!Number.isSafeInteger(n) || n <= 0) return null;
  const woo = await wooClient(db);
  if (woo) {
    try {
      return await woo.getProduct(n);
    } catch (err) {
      throw unreachable(err);
    }
  }
  const row = await findOwnProduct(db, n);
  return row ? toStoreProduct(row) : null;
}

const skuTaken = () => new AppError(409, catalogueText.skuTaken, { sku: catalogueText.skuTaken }, 'sku_taken');

export async function createStoreProduct(
  db: Db,
  actor: Actor,
  input: CreateProduct,
  ip?: string,
): Promise<StoreProduct> {
  const woo = await wooClient(db);
  const product = woo ? await createInWoo(woo, input) : await createOwn(db, actor, input);
  const details = { store: woo ? 'woocommerce' : 'ponte', name: product.name, sku: product.sku, price: product.price };
  await recordProduct(db, actor.id, 'create', product.id, details, ip);
  return product;
}

async function createInWoo(woo: WooCommerceClient, input: CreateProduct): Promise<StoreProduct> {
  try {
    return await woo.createProduct(input);
  } catch (err) {
    if (!(err instanceof WooError)) throw err;
    if (err.duplicateSku) throw skuTaken();
    throw badGateway(err.unreachable ? catalogueText.storeUnreachable : catalogueText.storeCreateFailed, err);
  }
}

async function createOwn(db: Db, actor: Actor, input: CreateProduct): Promise<StoreProduct> {
  const now = nowIso();
  try {
    const row = await insertOwnProduct(db, {
      name: input.name,
      // The column is unique: products saved without a SKU store null, which never clashes.
      sku: input.sku || null,
      price_cents: toCents(input.regular_price),
      description: input.description,
      weight: input.weight === undefined ? null : String(input.weight),
      search_text: productSearchText(input.name, input.sku),
      created_by: actor.id,
      created_at: now,
      updated_at: now,
    });
    return toStoreProduct(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw skuTaken();
    throw err;
  }
}
