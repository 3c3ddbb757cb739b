import { CSAT_DEFAULT_QUESTION } from '@ponte/domain/csat';
import { QUOTE_RATE_DEFAULTS, type AdminConfigurations } from '@ponte/domain/settings';
import type { SessionUser } from '@ponte/domain/session';
import type { AttendanceRecord } from '@ponte/domain/attendance';
import type { EmailCampaign } from '@ponte/domain/campaigns';
import type { StoreProduct } from '@ponte/domain/catalogue';
import type { ChatMessage, Escalation } from '@ponte/domain/conversations';
import type { CustomerDetail, CustomerListItem } from '@ponte/domain/customers';
import type { ListCounters, ListPage, ListQuoteSummary, ShoppingList, ShoppingListItem } from '@ponte/domain/lists';
import type { Plan } from '@ponte/domain/plans';
import type { SystemUser } from '@ponte/domain/users';

export const adminUser: SessionUser = { id: 1, name: 'onsolutions', email: 'admin@ponte.local', role: 'admin' };
export const traineeUser: SessionUser = { id: 3, name: 'ana', email: 'ana@ponte.local', role: 'trainee' };

/** Ana's message to Maria Souza (customer 10) that the AI blocked, still open. */
export const escalation = (overrides: Partial<Escalation> = {}): Escalation => ({
  id: 5,
  trainee_id: 3,
  trainee_name: 'ana',
  customer_id: 10,
  customer_phone: '5511988887777',
  customer_name: 'Maria Souza',
  blocked_message: 'seu idiota',
  ai_feedback: 'Problemas: Linguagem ofensiva',
  created_at: '2025-03-10T15:30:00.000Z',
  resolved_at: null,
  released_by: null,
  released_by_name: null,
  ...overrides,
});

export const shift = (overrides: Partial<AttendanceRecord> = {}): AttendanceRecord => ({
  id: 1,
  user_id: 1,
  clock_in: '2025-03-10T12:00:00.000Z',
  clock_out: '2025-03-10T20:00:00.000Z',
  total_hours: 8,
  status: 'finished',
  break_minutes: 0,
  break_count: 0,
  ...overrides,
});

export const systemUser = (overrides: Partial<SystemUser> = {}): SystemUser => ({
  id: 2,
  username: 'maria',
  nome_completo: null,
  email: 'maria@ponte.local',
  role: 'operador',
  ativo: true,
  createdAt: '2025-01-15T13:00:00.000Z',
  last_activity: null,
  ...overrides,
});

export const customer = (overrides: Partial<CustomerListItem> = {}): CustomerListItem => ({
  id: 10,
  name: 'Maria Souza',
  phone: '5511988887777',
  email: 'maria@cliente.com',
  created_at: '2025-02-01T13:00:00.000Z',
  last_activity: '2025-03-10T15:30:00.000Z',
  bot_enabled: true,
  atendimento: false,
  seller_id: null,
  seller_name: null,
  messages: [{ count: 12 }],
  shopping_lists: [{ count: 2 }],
  labels: [],
  ...overrides,
});

/** A message; who wrote it follows from its direction and sender unless given. */
export const chatMessage = (overrides: Partial<ChatMessage> = {}): ChatMessage => {
  const message = {
    id: 1,
    user_id: 10,
    content: 'Olá, tudo bem?',
    direction: 'incoming' as const,
    status: 'received' as const,
    sender_id: null,
    sender_name: null,
    created_at: '2025-03-10T15:00:00.000Z',
    quoted: null,
    ...overrides,
  };
  const author = message.direction === 'incoming' ? 'customer' : message.sender_id !== null ? 'staff' : 'bot';
  return { ...message, sent_by: overrides.sent_by ?? author };
};

export const customerDetail = (
  user: Partial<CustomerDetail['user']> = {},
  rest: Partial<Omit<CustomerDetail, 'user'>> = {},
): CustomerDetail => ({
  user: {
    id: 10,
    name: 'Maria Souza',
    phone: '5511988887777',
    email: 'maria@cliente.com',
    email_woocomerce: null,
    created_at: '2025-02-01T13:00:00.000Z',
    last_activity: '2025-03-10T15:30:00.000Z',
    bot_enabled: true,
    atendimento: false,
    botPaused: false,
    seller_id: null,
    seller_name: null,
    labels: [],
    ...user,
  },
  messages: [chatMessage()],
  has_more: false,
  message_count: (rest.messages ?? [chatMessage()]).length,
  shoppingLists: [],
  attendance_block: null,
  open_blocks: [],
  notes: [],
  deliveries: [],
  ...rest,
});

export const plan = (overrides: Partial<Plan> = {}): Plan => ({
  id: 1,
  name: 'Just One',
  price_monthly: 1.99,
  max_weight_kg: 3,
  shipping_discount: 10,
  handling_discount: 15,
  benefits: [],
  limitations: [],
  active: true,
  created_at: '2025-01-01T12:00:00.000Z',
  updated_at: '2025-01-01T12:00:00.000Z',
  ...overrides,
});

export const listItem = (overrides: Partial<ShoppingListItem> = {}): ShoppingListItem => ({
  id: 100,
  product_id: '501',
  woocommerce_product_id: '501',
  product_name: 'Tênis Nike Air',
  product_price: 100,
  quantity: 2,
  product_image: 'https://loja.test/tenis.jpg',
  product_sku: 'NIKE-AIR',
  product_weight: '1',
  created_at: '2025-03-01T12:00:00.000Z',
  ...overrides,
});

/** A 2 kg list of $200 at $10/kg: the numbers of spec 2 §9's screen summary. */
export const quoteSummary = (overrides: Partial<ListQuoteSummary> = {}): ListQuoteSummary => ({
  subtotal: 200,
  total_kg: 2,
  rounded_kg: 2,
  club_discount_percent: 0,
  club_discount: 0,
  discounted_subtotal: 200,
  service_fee: 20,
  plan_shipping: null,
  plan_handling: null,
  import_tax: 120,
  icms: 64,
  total_usd: 220,
  total_brl: 1298,
  ...overrides,
});

export const shoppingList = (overrides: Partial<ShoppingList> = {}): ShoppingList => ({
  id: 7,
  name: 'Compras de março',
  status: 'active',
  created_at: '2025-03-01T12:00:00.000Z',
  updated_at: '2025-03-01T12:00:00.000Z',
  completed_at: null,
  woocommerce_order_id: null,
  payment_link: null,
  applied_subscription_id: null,
  subscriptions: null,
  user: {
    id: 10,
    name: 'Maria Souza',
    phone: '5511988887777',
    email: 'maria@cliente.com',
    email_woocomerce: 'maria@loja.com',
    bot_enabled: true,
    atendimento: false,
  },
  shopping_list_items: [listItem()],
  total_brl: null,
  total_brl_set_by: null,
  pending_payment: null,
  quote: {
    kg_rate: 10,
    exchange_rate: 5.9,
    summary: quoteSummary(),
    // 5% off the subtotal for up to 5 kg.
    with_club_discount: quoteSummary({
      club_discount_percent: 5,
      club_discount: 10,
      discounted_subtotal: 190,
      total_usd: 210,
      total_brl: 1239,
    }),
    budget: {
      subtotal: 200,
      service_fee: 7,
      taxes: 17,
      taxes_counted: true,
      weight_kg: 1,
      shipping: 5,
      handling_percent: 10,
      handling: 20,
      brazil_taxes: 180,
      total_usd: 429,
      total_brl: 2531.1,
    },
    amount_due_brl: 1298,
  },
  ...overrides,
});

export const listPage = (lists: ShoppingList[], counters: Partial<ListCounters> = {}, pages = 1): ListPage => ({
  success: true,
  data: lists,
  counters: { total: lists.length, active: 0, completed: 0, with_subscription: 0, ...counters },
  pagination: { page: 1, limit: 50, total: lists.length, pages },
});

export const storeProduct = (overrides: Partial<StoreProduct> = {}): StoreProduct => ({
  id: 501,
  name: 'Tênis Nike Air',
  price: 100,
  description: '',
  short_description: '',
  sku: 'NIKE-AIR',
  weight: '1',
  stock_quantity: 10,
  images: [{ src: 'https://loja.test/tenis.jpg' }],
  ...overrides,
});

/** GET /api/configurations as a fresh install answers an admin: the spec's rates, nothing connected, PUBLIC_URL set. */
export const configurations = (overrides: Partial<AdminConfigurations> = {}): AdminConfigurations => ({
  ...QUOTE_RATE_DEFAULTS,
  kg_fee_url: '',
  meta_pixel_id: '',
  meta_access_token: '',
  meta_access_token_set: false,
  apply_taxes_on_payment: true,
  woocommerce_url: '',
  woocommerce_consumer_key: '',
  woocommerce_consumer_secret: '',
  woocommerce_consumer_secret_set: false,
  pix_key: '',
  pix_merchant_name: '',
  pix_merchant_city: '',
  appmax_access_token: '',
  appmax_access_token_set: false,
  appmax_url: '',
  public_url: '',
  shop_whatsapp: '',
  shop_site_url: '',
  meta_graph_version: '',
  meta_test_event_code: '',
  csat_enabled: false,
  csat_question: CSAT_DEFAULT_QUESTION,
  public_url_source: 'env',
  public_url_in_use: 'https://ponte.test',
  ...overrides,
});

/** A draft e-mail campaign ('Black Friday', template 'Oferta', segment 'Clientes VIP'). */
export const emailCampaign = (overrides: Partial<EmailCampaign> = {}): EmailCampaign => ({
  id: 1,
  name: 'Black Friday',
  template_id: 3,
  segment_id: 4,
  schedule_type: 'immediate',
  scheduled_at: null,
  status: 'draft',
  template: { name: 'Oferta' },
  segment: { id: 4, name: 'Clientes VIP', description: 'Compraram 3 vezes' },
  recipients_total: 0,
  sent: 0,
  last_error: null,
  variable_values: {},
  created_at: '2026-11-20T12:00:00.000Z',
  started_at: null,
  finished_at: null,
  ...overrides,
});
