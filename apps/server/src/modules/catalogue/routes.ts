import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreatedProductResponseSchema,
  CreateProductSchema,
  ProductSearchQuerySchema,
  ProductSearchResponseSchema,
  ProductWeightRowSchema,
  WeightsCsvBodySchema,
  WeightsImportSchema,
} from '@ponte/domain/catalogue';
import { STAFF_ROLES } from '@ponte/domain/roles';
import { AppError } from '../../lib/errors';
import { ok, okSchema } from '../../lib/reply';
import { listWeights, replaceWeights } from './service';
import { createStoreProduct, searchStoreProducts } from './store';

const CSV_LIMIT = 5 * 1024 * 1024;

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['catalogue'];
  // Only these routes take a raw CSV body (the parser is scoped to this plugin).
  app.addContentTypeParser(
    ['text/csv', 'text/plain'],
    { parseAs: 'string', bodyLimit: CSV_LIMIT },
    (_req, body, done) => done(null, { csv: String(body) }),
  );

  app.get(
    '/produtos-csv',
    {
      onRequest: app.requireRole(...STAFF_ROLES),
      schema: { response: { 200: okSchema(z.array(ProductWeightRowSchema)) }, tags },
    },
    async () => ok(await listWeights(app.db)),
  );

  app.post(
    '/produtos-csv',
    {
      onRequest: app.requireRole('admin'),
      bodyLimit: CSV_LIMIT,
      schema: {
        body: WeightsCsvBodySchema,
        response: { 200: okSchema(WeightsImportSchema) },
        tags,
        description:
          "Replaces the product weight catalogue. Body: the CSV itself (text/csv) or JSON { csv }. Columns 'ID' and 'Peso (kg)'.",
      },
    },
    async (req) => ok(await replaceWeights(app.db, req.actor, req.body.csv)),
  );

  // Staff only see "Erro ao conectar com WooCommerce"; the shop's own reason goes to the log.
  app.addHook('onError', async (req, _reply, err) => {
    if (err instanceof AppError && err.statusCode === 502)
      req.log.warn({ cause: err.cause, url: req.url }, 'store catalogue call failed');
  });

  const storeTags = ['catalogue', 'woocommerce'];
  const staff = app.requireRole(...STAFF_ROLES);

  // The spec's add-product modal reads `products` (not `data`) from these two answers.
  app.get(
    '/woocommerce/search-products',
    {
      onRequest: staff,
      schema: {
        querystring: ProductSearchQuerySchema,
        response: { 200: ProductSearchResponseSchema },
        tags: storeTags,
        description:
          "Searches the store catalogue by name or SKU (at least 2 characters, up to 20 results): WooCommerce when configured in /configuracoes, otherwise Ponte's own product table (accent-insensitive). 502 when the shop cannot be reached.",
      },
    },
    async (req) => ({ success: true as const, products: await searchStoreProducts(app.db, req.query.search) }),
  );

  app.post(
    '/woocommerce/create-product',
    {
      onRequest: staff,
      schema: {
        body: CreateProductSchema,
        response: { 201: CreatedProductResponseSchema },
        tags: storeTags,
        description:
          "Creates a product in the store catalogue (a published simple product in WooCommerce, or a row of Ponte's own table). regular_price in USD; weight in kg. 409 when the SKU is taken; 502 when WooCommerce fails.",
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send({ success: true as const, product: await createStoreProduct(app.db, req.actor, req.body, req.ip) }),
  );
};
