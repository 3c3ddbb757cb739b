import { z } from 'zod';
import { boundedDecimal } from './decimal-schema';
import { PRICE_MAX_USD, readDecimal, WEIGHT_MAX_KG } from './money';

/** Texts of the add-product modal (spec 2 §8) and the store calls. */
export const catalogueText = {
  searchFailed: 'Erro ao buscar produtos',
  storeUnreachable: 'Erro ao conectar com WooCommerce',
  createFailed: 'Erro ao criar produto',
  storeCreateFailed: 'Erro ao criar produto no WooCommerce',
  addFailed: 'Erro ao adicionar produto',
  addToListFailed: 'Erro ao adicionar produto à lista',
  created: 'Produto cadastrado com sucesso!',
  selectProduct: 'Selecione um produto primeiro',
  nameRequired: 'O nome do produto é obrigatório',
  priceRequired: 'Informe o preço em dólares',
  priceInvalid: 'Informe um preço válido em dólares',
  weightInvalid: 'Informe um peso válido em kg',
  skuTaken: 'Já existe um produto com este SKU',
  searchTooShort: 'Digite pelo menos 2 caracteres',
} as const;

/** Search starts at 2 characters, 1.5 s after the last keystroke (spec 2 §5). */
export const PRODUCT_SEARCH_MIN_CHARS = 2;
export const PRODUCT_SEARCH_DEBOUNCE_MS = 1500;
export const ADD_PRODUCT_CLOSE_MS = 1500;
export const PRODUCT_SEARCH_LIMIT = 20;

/** A store product as search returns it (spec 2 §3 'Store product'); price in USD, weight in kg as the store writes it. */
export const StoreProductSchema = z.object({
  id: z.number(),
  name: z.string(),
  price: z.number(),
  description: z.string(),
  short_description: z.string(),
  sku: z.string(),
  weight: z.string(),
  stock_quantity: z.number().nullable(),
  images: z.array(z.object({ src: z.string() })),
});
export type StoreProduct = z.infer<typeof StoreProductSchema>;

/** GET /api/woocommerce/search-products: the add-product modal reads `products`, not `data`. */
export const ProductSearchResponseSchema = z.object({
  success: z.literal(true),
  products: z.array(StoreProductSchema),
});

/** POST /api/woocommerce/create-product answers the product under `product`. */
export const CreatedProductResponseSchema = z.object({ success: z.literal(true), product: StoreProductSchema });

export const ProductSearchQuerySchema = z.object({
  search: z
    .string({ error: catalogueText.searchTooShort })
    .trim()
    .min(PRODUCT_SEARCH_MIN_CHARS, catalogueText.searchTooShort)
    .max(100, 'Busca muito longa (máximo 100 caracteres)'),
});

/**
 * A product weight as the store, the add-product call and the weight catalogue write it: kg,
 * except that values above 20 are grams (spec 2 §9). So 1,000 kg, the most a product may
 * weigh, is written at most as 1,000,000 (grams).
 */
export const PRODUCT_WEIGHT_MAX = WEIGHT_MAX_KG * 1000;

export const productWeightSchema = () =>
  boundedDecimal({ min: 0, max: PRODUCT_WEIGHT_MAX, decimals: 3 }, { invalid: catalogueText.weightInvalid });

/** A weight-catalogue cell: readable, above zero and inside the bound; else undefined. */
export function readCatalogueWeight(text: string): number | undefined {
  const value = readDecimal(text);
  return value !== undefined && value > 0 && value <= PRODUCT_WEIGHT_MAX ? value : undefined;
}

/** Optional text: a client may send null or leave it out, both read as empty. */
const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => v ?? '');

/** POST /api/woocommerce/create-product. */
export const CreateProductSchema = z.object({
  name: z
    .string({ error: catalogueText.nameRequired })
    .trim()
    .min(1, catalogueText.nameRequired)
    .max(300, 'Nome do produto muito longo (máximo 300 caracteres)'),
  regular_price: boundedDecimal(
    { min: 0, max: PRICE_MAX_USD, decimals: 2 },
    { invalid: catalogueText.priceInvalid, missing: catalogueText.priceRequired },
  ).refine((v) => v > 0, catalogueText.priceRequired),
  description: optionalText(5000, 'Descrição muito longa (máximo 5000 caracteres)'),
  sku: optionalText(100, 'SKU muito longo (máximo 100 caracteres)'),
  // The form sends '' for a blank weight: no weight, not a bad one.
  weight: z.preprocess(
    (v) => (v == null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
    productWeightSchema().optional(),
  ),
});
export type CreateProduct = z.output<typeof CreateProductSchema>;

/** POST /api/produtos-csv as JSON; a text/csv body arrives here as `{ csv }` too. */
export const WeightsCsvBodySchema = z.object({
  csv: z.string({ error: 'Envie o arquivo CSV' }).min(1, 'Envie o arquivo CSV'),
});

/** GET /api/produtos-csv: one row of the weight spreadsheet, named as its columns are. */
export const ProductWeightRowSchema = z.object({ ID: z.string(), 'Peso (kg)': z.string() });
export type ProductWeightRow = z.infer<typeof ProductWeightRowSchema>;

/** POST /api/produtos-csv: how many rows replaced the catalogue. */
export const WeightsImportSchema = z.object({ imported: z.number().int() });
export type WeightsImport = z.infer<typeof WeightsImportSchema>;
