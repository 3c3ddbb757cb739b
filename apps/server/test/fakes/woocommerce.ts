import { sendJson, startPeer } from './http-peer';
import type { ServerResponse } from 'node:http';

export const WOO_CONSUMER_KEY = 'ck_test_0123456789abcdef';
export const WOO_CONSUMER_SECRET = 'cs_test_fedcba9876543210';

/** A product as WooCommerce REST v3 writes it: prices and weight are strings. */
export type FakeWooProduct = {
  id: number;
  name: string;
  type: string;
  status: string;
  sku: string;
  price: string;
  regular_price: string;
  sale_price: string;
  weight: string;
  description: string;
  short_description: string;
  permalink: string;
  stock_status: 'instock' | 'outofstock' | 'onbackorder';
  stock_quantity: number | null;
  images: { id: number; src: string; alt: string }[];
};

const wpError = (res: ServerResponse, status: number, code: string, message: string) =>
  sendJson(res, status, { code, message, data: { status } });

const str = (v: unknown) => (v === undefined || v === null ? '' : String(v));

/**
 * Speaks WooCommerce REST API v3 as INTEGRATIONS.md §4 describes: consumer key/secret as HTTP
 * Basic (401 `woocommerce_rest_cannot_view` otherwise), GET /wp-json/wc/v3/products with
 * `search`, `per_page` (max 100) and `page` plus X-WP-Total/X-WP-TotalPages, GET
 * /products/{id} (404 `woocommerce_rest_product_invalid_id`), POST /products (400
 * `product_invalid_sku` for a SKU already taken), string prices and the WP error shape.
 */
export async function startWooCommerce(opts: { products?: Partial<FakeWooProduct>[] } = {}) {
  const products: FakeWooProduct[] = [];
  let nextId = 100;
  const add = (p: Partial<FakeWooProduct>): FakeWooProduct => {
    const id = p.id ?? nextId++;
    nextId = Math.max(nextId, id + 1);
    const product: FakeWooProduct = {
      id,
      name: p.name ?? `Produto ${id}`,
      type: p.type ?? 'simple',
      status: p.status ?? 'publish',
      sku: p.sku ?? '',
      price: p.price ?? p.regular_price ?? '',
      regular_price: p.regular_price ?? p.price ?? '',
      sale_price: p.sale_price ?? '',
      weight: p.weight ?? '',
      description: p.description ?? '',
      short_description: p.short_description ?? '',
      permalink: `https://loja.example/produto/${id}`,
      stock_status: p.stock_status ?? 'instock',
      stock_quantity: p.stock_quantity ?? null,
      images: p.images ?? [],
    };
    products.push(product);
    return product;
  };
  for (const p of opts.products ?? []) add(p);

  const expectedAuth = `Basic ${Buffer.from(`${WOO_CONSUMER_KEY}:${WOO_CONSUMER_SECRET}`).toString('base64')}`;
  /** Tests switch these to make the shop slow or failing. */
  const control = {
    /** While set (`held()`), a request gets no answer: once released its connection is cut, nothing done. */
    hold: null as Promise<void> | null,
    failWith: null as null | { status: number; code: string; message: string },
  };

  const peer = await startPeer(async (req, res) => {
    if (control.hold) {
      await control.hold;
      return void res.destroy();
    }
    if (req.headers.authorization !== expectedAuth) {
      return wpError(res, 401, 'woocommerce_rest_cannot_view', 'Desculpe, você não pode listar os recursos.');
    }
    if (control.failWith) return wpError(res, control.failWith.status, control.failWith.code, control.failWith.message);
    const url = new URL(req.path, 'http://woo.local');
    const match = /^\/wp-json\/wc\/v3\/products(?:\/(\d+))?\/?$/.exec(url.pathname);
    if (!match)
      return wpError(
        res,
        404,
        'rest_no_route',
        'Nenhuma rota foi encontrada que corresponde com o URL e o método de requisição.',
      );
    const id = match[1];

    if (req.method === 'GET' && id) {
      const found = products.find((p) => p.id === Number(id));
      return found
        ? sendJson(res, 200, found)
        : wpError(res, 404, 'woocommerce_rest_product_invalid_id', 'ID inválido.');
    }

    if (req.method === 'GET') {
      const perPage = Number(url.searchParams.get('per_page') ?? 10);
      const page = Number(url.searchParams.get('page') ?? 1);
      if (!Number.isInteger(perPage) || perPage < 1 || perPage > 100) {
        return wpError(res, 400, 'rest_invalid_param', 'Parâmetro(s) inválido(s): per_page');
      }
      if (!Number.isInteger(page) || page < 1)
        return wpError(res, 400, 'rest_invalid_param', 'Parâmetro(s) inválido(s): page');
      const term = (url.searchParams.get('search') ?? '').toLowerCase();
      const hits = products.filter(
        (p) =>
          !term ||
          p.name.toLowerCase().includes(term) ||
          p.sku.toLowerCase().includes(term) ||
          p.description.toLowerCase().includes(term),
      );
      const totalPages = Math.ceil(hits.length / perPage);
      if (page > Math.max(totalPages, 1))
        return wpError(
          res,
          400,
          'rest_post_invalid_page_number',
          'O número de páginas solicitado é maior do que o número de páginas disponíveis.',
        );
      res.setHeader('X-WP-Total', String(hits.length));
      res.setHeader('X-WP-TotalPages', String(totalPages));
      return sendJson(res, 200, hits.slice((page - 1) * perPage, page * perPage));
    }

    if (req.method === 'POST' && !id) {
      const body = (req.json ?? {}) as Record<string, unknown>;
      if (typeof body.name !== 'string' || !body.name)
        return wpError(res, 400, 'rest_missing_callback_param', 'Parâmetro(s) ausente(s): name');
      // The real API rejects numbers here; Ponte must send strings.
      for (const key of ['regular_price', 'weight', 'sku'] as const) {
        if (body[key] !== undefined && typeof body[key] !== 'string') {
          return wpError(res, 400, 'rest_invalid_param', `Parâmetro(s) inválido(s): ${key}`);
        }
      }
      const sku = str(body.sku);
      if (sku && products.some((p) => p.sku === sku))
        return wpError(res, 400, 'product_invalid_sku', 'SKU inválido ou duplicado.');
      const created = add({
        name: body.name,
        type: str(body.type) || 'simple',
        status: str(body.status) || 'draft',
        sku,
        regular_price: str(body.regular_price),
        price: str(body.regular_price),
        weight: str(body.weight),
        description: str(body.description),
        images: Array.isArray(body.images)
          ? (body.images as { src?: string }[]).map((i, n) => ({ id: 900 + n, src: str(i.src), alt: '' }))
          : [],
      });
      return sendJson(res, 201, created);
    }

    wpError(
      res,
      404,
      'rest_no_route',
      'Nenhuma rota foi encontrada que corresponde com o URL e o método de requisição.',
    );
  });
  return { ...peer, products, control, add };
}
