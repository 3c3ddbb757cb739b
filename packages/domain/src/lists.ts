import { z } from 'zod';
import { productWeightSchema } from './catalogue';
import { BRL_AMOUNT_MAX, boundedDecimal, LIST_LINES_MAX, PRICE_MAX_USD, QUANTITY_MAX } from './money';
import type { Plan } from './plans';

/** Spec 2 §4 'List status'. */
export const LIST_STATUSES = ['active', 'completed', 'abandoned'] as const;
export type ListStatus = (typeof LIST_STATUSES)[number];

export const listStatusLabels = {
  active: 'Ativa',
  completed: 'Concluída',
  abandoned: 'Abandonada',
} as const satisfies Record<ListStatus, string>;

/** Texts of the lists screen (spec 2 §2, §5, §8) and the server's own messages. */
export const listText = {
  title: 'Listas de Compras',
  subtitle: 'Gerencie todas as listas de compras dos usuários',
  searchPlaceholder: 'Buscar listas...',
  counters: { total: 'Total', active: 'Ativas', completed: 'Concluídas', withSubscription: 'Com Assinatura' },
  empty: 'Nenhuma lista encontrada',
  emptyFiltered: 'Tente ajustar os filtros de busca',
  emptyHint: 'As listas aparecerão aqui quando os usuários criarem',
  backendDownTitle: 'Dados Não Disponíveis',
  backendDown: 'Backend Não Disponível',
  staticDemo: 'Backend não disponível. Esta é uma demonstração estática.',
  confirmDelete: 'Tem certeza que deseja excluir esta lista?',
  confirmRemoveSubscription: 'Tem certeza que deseja remover a assinatura desta lista?',
  alreadyCompleted: 'Lista já foi concluída',
  paymentLinkFailed: 'Erro ao criar link de pagamento',
  paymentLinkCreated: 'Link de pagamento criado com sucesso!',
  unknownError: 'Erro desconhecido',
  removeItemFailed: 'Erro ao remover item da lista',
  removeSubscriptionFailed: 'Erro ao remover assinatura',
  subscriptionRemoved: 'Assinatura removida com sucesso!',
  saveEmailFailed: 'Erro ao salvar e-mail',
  checkoutFailed: 'Erro ao gerar link de checkout',
  checkoutLinkFailed: 'Erro ao gerar link',
  checkoutCopied: 'Link de checkout copiado!',
  applyDiscount: 'Aplicar Desconto',
  removeDiscount: 'Remover Desconto',
  shippingFree: 'Grátis',
  // Server messages.
  notFound: 'Lista não encontrada',
  itemNotFound: 'Item não encontrado',
  customerNotFound: 'Cliente não encontrado',
  nameRequired: 'O nome da lista é obrigatório',
  nameTooLong: 'O nome da lista deve ter no máximo 120 caracteres',
  nothingToChange: 'Nada para atualizar',
  storeEmailRequired: 'Informe o e-mail do cliente na loja antes de concluir a lista',
  storeEmailInvalid: 'Informe um e-mail válido',
  lockedCompleted: 'A lista já foi concluída e não pode ser alterada',
  emptyListPayment: 'A lista não tem itens para cobrar',
  alreadyPaid: 'Esta lista já foi paga',
  amountInvalid: 'Informe um valor em reais maior que zero',
  traineeDiscount: 'Trainees não podem cobrar menos que a cotação da lista',
  noSubscription: 'A lista não tem assinatura',
  subscriptionRemovedServer: 'Assinatura removida da lista',
  planNotFound: 'Assinatura não encontrada',
  planInactive: 'Esta assinatura está inativa',
  quantityRequired: 'Informe a quantidade',
  quantityInteger: 'A quantidade deve ser um número inteiro',
  quantityMin: 'A quantidade mínima é 1',
  quantityMax: 'A quantidade máxima por item é 999',
  outOfStock: 'Quantidade indisponível em estoque',
  productNameRequired: 'O nome do produto é obrigatório',
  productPriceInvalid: 'Informe um preço válido em dólares',
  productNotFound: 'Produto não encontrado na loja',
  selectProduct: 'Selecione um produto primeiro',
  storePriceOutOfRange: 'O preço deste produto na loja está fora do limite aceito (até US$ 1.000.000)',
  tooManyLines: `A lista pode ter no máximo ${LIST_LINES_MAX} itens diferentes`,
} as const;

export const LIST_NAME_MAX = 120;
export const ITEM_QUANTITY_MAX = QUANTITY_MAX;
export const LIST_PAGE_SIZE = 50;
export const LIST_PAGE_MAX = 200;
/** A checkout link stays valid this long. */
export const CHECKOUT_TTL_HOURS = 72;

const listName = z
  .string({ error: listText.nameRequired })
  .trim()
  .min(1, listText.nameRequired)
  .max(LIST_NAME_MAX, listText.nameTooLong);

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

/** At least one cent: a smaller amount would round to a free link. */
const brlAmount = boundedDecimal({ min: 0.01, max: BRL_AMOUNT_MAX }, { invalid: listText.amountInvalid });
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
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(LIST_PAGE_MAX).default(LIST_PAGE_SIZE),
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
  product_price: boundedDecimal({ min: 0, max: PRICE_MAX_USD }, { invalid: listText.productPriceInvalid }),
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

export type ShoppingListItem = {
  id: number;
  product_id: string | null;
  woocommerce_product_id: string | null;
  product_name: string;
  /** USD */
  product_price: number;
  quantity: number;
  product_image: string | null;
  product_sku: string | null;
  product_weight: string | null;
  created_at: string;
};

/** One summary of spec 2 §9 'Shopping lists screen summary', in USD/BRL decimals. */
export type ListQuoteSummary = {
  subtotal: number;
  total_kg: number;
  rounded_kg: number;
  club_discount_percent: number;
  club_discount: number;
  discounted_subtotal: number;
  /** Rounded-up kg × kg rate; with a plan, the plan's fixed shipping + handling fees. */
  service_fee: number;
  /** The plan's fixed shipping fee (USD), null without a plan. */
  plan_shipping: number | null;
  /** The plan's fixed handling fee (USD), null without a plan. */
  plan_handling: number | null;
  import_tax: number;
  icms: number;
  total_usd: number;
  total_brl: number;
};

/** Spec 2 §9 'Budget maths (USD)'. */
export type ListBudget = {
  subtotal: number;
  service_fee: number;
  taxes: number;
  taxes_counted: boolean;
  weight_kg: number;
  shipping: number;
  handling_percent: number | null;
  handling: number;
  brazil_taxes: number;
  total_usd: number;
  total_brl: number;
};

export type ListQuote = {
  /** USD per kg used (recorded at completion, else the tax service's current rate). */
  kg_rate: number;
  exchange_rate: number;
  summary: ListQuoteSummary;
  /** The same with the club discount applied. */
  with_club_discount: ListQuoteSummary;
  budget: ListBudget;
  /** What a payment link charges by default: the typed amount, else summary.total_brl. */
  amount_due_brl: number;
};

export type ShoppingListCustomer = {
  id: number;
  name: string;
  phone: string;
  email: string | null;
  email_woocomerce: string | null;
  bot_enabled: boolean;
  atendimento: boolean;
};

export type ShoppingList = {
  id: number;
  name: string;
  status: ListStatus;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
  woocommerce_order_id: string | null;
  payment_link: string | null;
  applied_subscription_id: number | null;
  /** The applied plan, embedded (spec 2 §3). */
  subscriptions: Plan | null;
  user: ShoppingListCustomer;
  shopping_list_items: ShoppingListItem[];
  /** The BRL amount typed for the payment link, if any. */
  total_brl: number | null;
  quote: ListQuote;
  /** A PIX, boleto or card under review waiting for confirmation (staff confirm it). */
  pending_payment: {
    id: number;
    method: 'credit_card' | 'boleto' | 'pix';
    amount_brl: number;
    created_at: string;
  } | null;
};

export type ListCounters = { total: number; active: number; completed: number; with_subscription: number };

/** GET /api/shopping-lists: `data` is the page; `counters` cover every list, unfiltered. */
export type ListPage = {
  success: true;
  data: ShoppingList[];
  counters: ListCounters;
  pagination: { page: number; limit: number; total: number; pages: number };
};

export type PaymentLinkResult = {
  order_summary: string;
  amount_brl: number;
  payment_link: string;
  message_status: string;
};
export type CheckoutSessionResult = { checkout_url: string; token: string; expires_at: string; amount_brl: number };
