import { z } from 'zod';
import { PaginationSchema } from './paging';
import { LIST_STATUSES, listText } from './list-texts';
import { PlanSchema } from './plans';
import { boundedDecimal } from './decimal-schema';
import { BRL_AMOUNT_MAX } from './money';

/** A BRL amount staff type for a link: at least one cent (less would round to a free link), cents kept. */
export const brlAmount = boundedDecimal(
  { min: 0.01, max: BRL_AMOUNT_MAX, decimals: 2 },
  { invalid: listText.amountInvalid },
);

// What the lists routes take in their paths and answer (spec 2 §3, §7).

/** Route params: a list or a list item. */
export const ListIdParamsSchema = z.object({ id: z.coerce.number().int().positive('ID inválido') });
export const ListItemParamsSchema = z.object({ itemId: z.coerce.number().int().positive('ID inválido') });
/** POST /api/users/{id}/email_woocomerce names the customer by id or by e-mail. */
export const CustomerKeyParamsSchema = z.object({ id: z.string().trim().min(1).max(200) });

/** POST /api/checkout/create-session (staff): the list and whether the club discount applies. */
export const CreateCheckoutSessionSchema = z.object({
  shopping_list_id: z.coerce.number({ error: listText.notFound }).int().positive(listText.notFound),
  /** The BRL amount typed on the card, as for a payment link (kept on the list once the session opens). */
  amount_brl: brlAmount.optional(),
  club_discount: z.boolean().optional(),
});

export const ShoppingListItemSchema = z.object({
  id: z.number().int(),
  product_id: z.string().nullable(),
  woocommerce_product_id: z.string().nullable(),
  product_name: z.string(),
  /** USD */
  product_price: z.number(),
  quantity: z.number().int(),
  product_image: z.string().nullable(),
  product_sku: z.string().nullable(),
  product_weight: z.string().nullable(),
  created_at: z.string(),
});
export type ShoppingListItem = z.infer<typeof ShoppingListItemSchema>;

/** One summary of spec 2 §9 'Shopping lists screen summary', in USD/BRL decimals. */
export const ListQuoteSummarySchema = z.object({
  subtotal: z.number(),
  total_kg: z.number(),
  rounded_kg: z.number(),
  club_discount_percent: z.number(),
  club_discount: z.number(),
  discounted_subtotal: z.number(),
  /** Rounded-up kg × kg rate; with a plan, the plan's fixed shipping + handling fees. */
  service_fee: z.number(),
  /** The plan's fixed shipping fee (USD), null without a plan. */
  plan_shipping: z.number().nullable(),
  /** The plan's fixed handling fee (USD), null without a plan. */
  plan_handling: z.number().nullable(),
  import_tax: z.number(),
  icms: z.number(),
  total_usd: z.number(),
  total_brl: z.number(),
});
export type ListQuoteSummary = z.infer<typeof ListQuoteSummarySchema>;

/** Spec 2 §9 'Budget maths (USD)'. */
export const ListBudgetSchema = z.object({
  subtotal: z.number(),
  service_fee: z.number(),
  taxes: z.number(),
  taxes_counted: z.boolean(),
  weight_kg: z.number(),
  shipping: z.number(),
  handling_percent: z.number().nullable(),
  handling: z.number(),
  brazil_taxes: z.number(),
  total_usd: z.number(),
  total_brl: z.number(),
});
export type ListBudget = z.infer<typeof ListBudgetSchema>;

export const ListQuoteSchema = z.object({
  /** USD per kg used (recorded at completion, else the tax service's current rate). */
  kg_rate: z.number(),
  exchange_rate: z.number(),
  summary: ListQuoteSummarySchema,
  /** The same with the club discount applied. */
  with_club_discount: ListQuoteSummarySchema,
  budget: ListBudgetSchema,
  /** What a payment link charges by default: the typed amount, else summary.total_brl. */
  amount_due_brl: z.number(),
});
export type ListQuote = z.infer<typeof ListQuoteSchema>;

export const ShoppingListCustomerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  email_woocomerce: z.string().nullable(),
  bot_enabled: z.boolean(),
  atendimento: z.boolean(),
});
export type ShoppingListCustomer = z.infer<typeof ShoppingListCustomerSchema>;

export const ShoppingListSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(LIST_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
  completed_at: z.string().nullable(),
  woocommerce_order_id: z.string().nullable(),
  payment_link: z.string().nullable(),
  applied_subscription_id: z.number().int().nullable(),
  /** The applied plan, embedded (spec 2 §3). */
  subscriptions: PlanSchema.nullable(),
  user: ShoppingListCustomerSchema,
  shopping_list_items: z.array(ShoppingListItemSchema),
  /** The BRL amount typed for the payment link, if any. */
  total_brl: z.number().nullable(),
  /** Who typed it (issue 28): below the quote only an admin or a supervisor may have. Null for amounts typed before this was kept. */
  total_brl_set_by: z
    .object({ id: z.number().int(), name: z.string().nullable(), role: z.string().nullable() })
    .nullable(),
  quote: ListQuoteSchema,
  /** A PIX, boleto or card under review waiting for confirmation (staff confirm it). */
  pending_payment: z
    .object({
      id: z.number().int(),
      method: z.enum(['credit_card', 'boleto', 'pix']),
      amount_brl: z.number(),
      created_at: z.string(),
    })
    .nullable(),
});
export type ShoppingList = z.infer<typeof ShoppingListSchema>;

export const ListCountersSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  completed: z.number().int(),
  with_subscription: z.number().int(),
});
export type ListCounters = z.infer<typeof ListCountersSchema>;

/** GET /api/shopping-lists: `data` is the page; `counters` cover every list, unfiltered. */
export const ListPageSchema = z.object({
  success: z.literal(true),
  data: z.array(ShoppingListSchema),
  counters: ListCountersSchema,
  pagination: PaginationSchema,
});
export type ListPage = z.infer<typeof ListPageSchema>;

/** POST /api/shopping-lists/{id}/remove-subscription answers a message, not data. */
export const RemoveSubscriptionResultSchema = z.object({ success: z.literal(true), message: z.string() });

export const PaymentLinkResultSchema = z.object({
  order_summary: z.string(),
  amount_brl: z.number(),
  payment_link: z.string(),
  message_status: z.string(),
});
export type PaymentLinkResult = z.infer<typeof PaymentLinkResultSchema>;

export const CheckoutSessionResultSchema = z.object({
  checkout_url: z.string(),
  token: z.string(),
  expires_at: z.string(),
  amount_brl: z.number(),
});
export type CheckoutSessionResult = z.infer<typeof CheckoutSessionResultSchema>;

/** POST /api/users/{id}/email_woocomerce. */
export const StoreEmailResultSchema = z.object({ user_id: z.number().int(), email_woocomerce: z.string() });
