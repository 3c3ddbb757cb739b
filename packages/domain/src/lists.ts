import { z } from 'zod';
import { pagingQuery } from './paging';
import { productWeightSchema } from './catalogue';
import { boundedDecimal } from './decimal-schema';
import { PRICE_MAX_USD, QUANTITY_MAX } from './money';
import { brlAmount } from './list-views';
import { LIST_STATUSES, listText } from './list-texts';

export * from './list-texts';
export * from './list-views';

export const LIST_NAME_MAX = 120;
export const ITEM_QUANTITY_MAX = QUANTITY_MAX;
/**
 * Lists per page of /listas, as many as customers per page of /usuarios: each card is a tall
 * block of its quote, so 50 made a page five screens long and cost twice as much to answer
 * (bench/search.ts, docs/0025).
 */
export const LIST_PAGE_SIZE = 20;
export const LIST_PAGE_MAX = 200;
/** A checkout link stays valid this long. */
export const CHECKOUT_TTL_HOURS = 72;

const listName = z
  .string({ error: listText.nameRequired })
  .trim()
  .min(1, listText.nameRequired)
  .max(LIST_NAME_MAX, listText.nameTooLong);

/** A list's new name, as the rename form checks it (PUT /api/shopping-lists/{id} with `{ name }`). */
export const RenameListSchema = z.object({ name: listName });

/** POST /api/shopping-lists (staff token or the bot's x-bot-key). */
export const CreateListSchema = z.object({
  user_id: z.coerce
    .number({ error: listText.customerNotFound })
    .int(listText.customerNotFound)
    .positive(listText.customerNotFound),
  name: listName,
  /** Optional: a plan the customer subscribed to, applied to this list. */
  subscription_id: z.coerce.number().int().positive().optional(),
});
export type CreateList = z.infer<typeof CreateListSchema>;

const kgRate = z
  .number({ error: 'Taxa por kg inválida' })
  .min(0, 'Taxa por kg inválida')
  .max(10_000, 'Taxa por kg inválida');

const ListUpdatesSchema = z
  .object({
    status: z.enum(LIST_STATUSES, { error: 'Status inválido' }).optional(),
    /** Sent with status 'completed'; the server records its own kg rate (it fetches the same service). */
    taxaPorKG: kgRate.optional(),
    /** The BRL amount typed for the payment link; null clears it. */
    total_brl: brlAmount.nullable().optional(),
    applied_subscription_id: z.number().int().positive().nullable().optional(),
  })
  .strict();

/**
 * PUT /api/shopping-lists/{id}: `{ updates: { status, taxaPorKG } }`, `{ name }` or
 * `{ updates: { total_brl } }` (spec 2 §7). At least one change.
 */
export const UpdateListSchema = z
  .object({
    name: listName.optional(),
    updates: ListUpdatesSchema.optional(),
    taxaPorKG: kgRate.optional(),
  })
  .strict()
  .refine((b) => b.name !== undefined || (b.updates && Object.values(b.updates).some((v) => v !== undefined)), {
    message: listText.nothingToChange,
  });
export type UpdateList = z.infer<typeof UpdateListSchema>;

export const ListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  status: z.enum(['all', ...LIST_STATUSES]).optional(),
  user_id: z.coerce.number().int().positive().optional(),
  ...pagingQuery(LIST_PAGE_SIZE, LIST_PAGE_MAX),
});
export type ListQuery = z.input<typeof ListQuerySchema>;

const quantity = boundedDecimal(
  { min: 1, max: ITEM_QUANTITY_MAX, integer: true },
  {
    invalid: listText.quantityRequired,
    notInteger: listText.quantityInteger,
    tooSmall: listText.quantityMin,
    tooLarge: listText.quantityMax,
  },
);

/**
 * POST /api/shopping-lists/add-product (staff or bot). With a store product id the server
 * takes name, price, SKU, weight and image from the store; without one it is a free item
 * at the price given.
 */
export const AddProductSchema = z.object({
  list_id: z.coerce.number({ error: listText.notFound }).int().positive(listText.notFound),
  woocommerce_product_id: z
    .union([z.number().int().positive(), z.string().trim().regex(/^\d+$/)])
    .nullable()
    .optional(),
  product_name: z.string({ error: listText.productNameRequired }).trim().min(1, listText.productNameRequired).max(300),
  product_price: boundedDecimal({ min: 0, max: PRICE_MAX_USD, decimals: 2 }, { invalid: listText.productPriceInvalid }),
  quantity,
  product_sku: z.string().trim().max(100).nullable().optional(),
  product_weight: productWeightSchema().nullish(),
  product_image: z.string().trim().max(2000).nullable().optional(),
});
/** What a client sends (numbers may be decimal text). */
export type AddProduct = z.input<typeof AddProductSchema>;
/** What the server works with once the body is parsed. */
export type AddProductInput = z.output<typeof AddProductSchema>;

/** POST /api/shopping-lists/{id}/payment-link. */
export const PaymentLinkSchema = z
  .object({
    amount_brl: brlAmount.optional(),
    /** The club discount the staff member applied on the card. */
    club_discount: z.boolean().optional(),
  })
  .strict();

/** POST /api/users/{id}/email_woocomerce. */
export const StoreEmailSchema = z.object({
  email_woocomerce: z
    .string({ error: listText.storeEmailInvalid })
    .trim()
    .toLowerCase()
    .email(listText.storeEmailInvalid)
    .max(200),
});

/** The prompt enables 'save' only for something shaped like an e-mail. */
export const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
