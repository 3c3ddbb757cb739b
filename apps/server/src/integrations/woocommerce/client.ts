import type { CreateProduct, StoreProduct } from '@ponte/domain/catalogue';
import { fetchFailureText } from '../../lib/failure-text';

/** A shop page waits on this call while staff type; past 8 s the store is treated as down. */
export const WOO_TIMEOUT_MS = 8000;

export type WooConfig = { url: string; consumerKey: string; consumerSecret: string; timeoutMs?: number };

/**
 * A failed WooCommerce call. `status` 0 means no answer at all (refused, DNS, timeout);
 * otherwise it is the HTTP status, with the WordPress error `code` when the body had one.
 */
export class WooError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'WooError';
  }

  get unreachable() {
    return this.status === 0;
  }

  /** WooCommerce refuses a SKU another product already has with `product_invalid_sku` (older builds prefix `woocommerce_`). */
  get duplicateSku() {
    return this.code === 'product_invalid_sku' || this.code === 'woocommerce_product_invalid_sku';
  }
}

/** The fields of a REST v3 product Ponte reads; WooCommerce writes prices and weight as strings. */
export type WooProduct = {
  id: number;
  name?: string;
  sku?: string;
  price?: string;
  regular_price?: string;
  sale_price?: string;
  weight?: string;
  description?: string;
  short_description?: string;
  stock_quantity?: number | null;
  images?: { id?: number; src?: string; alt?: string }[];
};

export type WooPage = { products: StoreProduct[]; total: number; totalPages: number };

/** '199.90' → 199.9; blank or nonsense → null so the caller can try the next field. */
function parseAmount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const n = Number(value.trim().replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

/** `price` is what the shop charges now (sale price included); a product saved without one still has `regular_price`. */
export function toStoreProduct(p: WooProduct): StoreProduct {
  return {
    id: Number(p.id),
    name: p.name ?? '',
    price: parseAmount(p.price) ?? parseAmount(p.regular_price) ?? 0,
    description: p.description ?? '',
    short_description: p.short_description ?? '',
    sku: p.sku ?? '',
    weight: p.weight ?? '',
    stock_quantity: typeof p.stock_quantity === 'number' ? p.stock_quantity : null,
    images: (p.images ?? []).filter((i) => typeof i.src === 'string' && i.src !== '').map((i) => ({ src: i.src! })),
  };
}

/** WordPress errors read `{ code, message, data: { status } }`. */
function wooError(status: number, body: unknown): WooError {
  const b = body as { code?: unknown; message?: unknown } | undefined;
  const code = typeof b?.code === 'string' ? b.code : undefined;
  const message = typeof b?.message === 'string' && b.message ? b.message : `WooCommerce respondeu ${status}`;
  return new WooError(message, status, code);
}

/**
 * WooCommerce REST API v3 with consumer key/secret as HTTP Basic. WooCommerce accepts Basic
 * only over HTTPS; a plain-http shop needs OAuth 1.0a, which Ponte does not sign, so the
 * settings screen asks for an https address.
 */
export class WooCommerceClient {
  private readonly base: string;
  private readonly auth: string;
  private readonly timeoutMs: number;

  constructor(config: WooConfig) {
    this.base = `${config.url.trim().replace(/\/+$/, '')}/wp-json/wc/v3`;
    this.auth = `Basic ${Buffer.from(`${config.consumerKey}:${config.consumerSecret}`).toString('base64')}`;
    this.timeoutMs = config.timeoutMs ?? WOO_TIMEOUT_MS;
  }

  private async call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<{ json: unknown; headers: Headers }> {
    let res: Response;
    try {
      res = await fetch(`${this.base}${path}`, {
        method,
        headers: {
          authorization: this.auth,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      const timedOut = err instanceof DOMException && err.name === 'TimeoutError';
      throw new WooError(
        timedOut ? `WooCommerce não respondeu em ${this.timeoutMs} ms` : fetchFailureText(err, 'WooCommerce'),
        0,
      );
    }
    const text = await res.text().catch(() => '');
    let json: unknown = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      // A proxy or PHP error page: reported by status below, or as a bad answer when it came with 200.
    }
    if (!res.ok) throw wooError(res.status, json);
    if (json === undefined) throw new WooError('WooCommerce respondeu sem JSON', res.status);
    return { json, headers: res.headers };
  }

  /** GET /products?search=…: one page, `X-WP-Total`/`X-WP-TotalPages` give the whole count. */
  async searchProducts(term: string, opts: { perPage?: number; page?: number } = {}): Promise<WooPage> {
    const query = new URLSearchParams({
      search: term,
      per_page: String(opts.perPage ?? 20),
      page: String(opts.page ?? 1),
    });
    const { json, headers } = await this.call('GET', `/products?${query}`);
    if (!Array.isArray(json)) throw new WooError('WooCommerce respondeu uma lista inválida', 200);
    const products = (json as WooProduct[]).map(toStoreProduct);
    const total = Number(headers.get('x-wp-total'));
    const totalPages = Number(headers.get('x-wp-totalpages'));
    return {
      products,
      total: Number.isFinite(total) && headers.has('x-wp-total') ? total : products.length,
      totalPages: Number.isFinite(totalPages) && headers.has('x-wp-totalpages') ? totalPages : 1,
    };
  }

  /** GET /products/{id}; an id the shop does not have is null, not an error. */
  async getProduct(id: number): Promise<StoreProduct | null> {
    try {
      const { json } = await this.call('GET', `/products/${encodeURIComponent(String(id))}`);
      return toStoreProduct(json as WooProduct);
    } catch (err) {
      // `rest_no_route` means the address is not a WooCommerce API at all: that is a broken store, not a missing product.
      if (err instanceof WooError && err.status === 404 && err.code !== 'rest_no_route') return null;
      throw err;
    }
  }

  /** POST /products: a published simple product; WooCommerce wants price and weight as strings. */
  async createProduct(input: CreateProduct): Promise<StoreProduct> {
    const body: Record<string, unknown> = {
      name: input.name,
      type: 'simple',
      regular_price: input.regular_price.toFixed(2),
      description: input.description,
      status: 'publish',
    };
    // An empty SKU would clash with the next product also saved without one.
    if (input.sku) body.sku = input.sku;
    if (input.weight !== undefined) body.weight = String(input.weight);
    const { json } = await this.call('POST', '/products', body);
    return toStoreProduct(json as WooProduct);
  }
}
