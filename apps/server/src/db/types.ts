import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Timestamps are ISO-8601 UTC text ('…Z') on both engines, so ordering and range filters
 * compare strings the same way everywhere. Booleans are 0/1 integers for the same reason.
 */
export type StaffTable = {
  id: Generated<number>;
  username: string;
  email: string;
  password_hash: string;
  role: 'admin' | 'operador' | 'trainee';
  active: number;
  /** Bumped to end every token issued before (deactivation, password change). */
  token_version: Generated<number>;
  created_at: string;
  updated_at: string;
  last_activity: string | null;
  deleted_at: string | null;
};

export type CustomerTable = {
  id: Generated<number>;
  name: string;
  phone: string;
  email: string | null;
  email_woocomerce: string | null;
  bot_enabled: Generated<number>;
  atendimento: Generated<number>;
  seller_id: number | null;
  created_at: string;
  last_activity: string | null;
  search_text: Generated<string>;
  version: Generated<number>;
  /** One per person (unique): phoneKey() of the phone, a Brazilian mobile always with its ninth digit. */
  phone_key: string;
  /** The number as WhatsApp last wrote it (its JID's digits): replies go there. */
  whatsapp_phone: Generated<string | null>;
};

export type MessageTable = {
  id: Generated<number>;
  customer_id: number;
  content: string;
  direction: 'incoming' | 'outgoing';
  sender_id: number | null;
  /** The gateway's message id (WhatsApp key id), incoming or sent through Ponte; unique where set. */
  external_id: string | null;
  status: Generated<'received' | 'sent' | 'failed' | 'not_configured' | 'recorded'>;
  created_at: string;
  /** The WhatsApp id (stanzaId) of the message this one replies to, and that message's text. */
  quoted_external_id: Generated<string | null>;
  quoted_content: Generated<string | null>;
};

export type ShoppingListTable = {
  id: Generated<number>;
  customer_id: number;
  name: string;
  status: 'active' | 'completed' | 'abandoned';
  created_at: string;
  updated_at: string;
  /** Folded list name; search also reads the customer's search_text. */
  search_text: Generated<string>;
  completed_at: Generated<string | null>;
  woocommerce_order_id: Generated<string | null>;
  payment_link: Generated<string | null>;
  applied_subscription_id: Generated<number | null>;
  /** The BRL amount staff typed for the payment link, if any. */
  total_brl_cents: Generated<number | null>;
  /** The kg rate (USD cents) recorded when the list was completed; later quotes keep it. */
  kg_fee_cents: Generated<number | null>;
};

/** One line per store product per list (unique index); free items (no product id) repeat freely. */
export type ShoppingListItemTable = {
  id: Generated<number>;
  list_id: number;
  /** The store's product id (WooCommerce or Ponte's catalogue); null for a free item. */
  product_id: string | null;
  product_name: string;
  price_cents: number;
  quantity: number;
  product_sku: string | null;
  product_weight: string | null;
  product_image: string | null;
  added_by: number | null;
  created_at: string;
};

/** Ponte's own catalogue, answering the store calls when no WooCommerce is configured. */
export type StoreProductTable = {
  id: Generated<number>;
  name: string;
  sku: string | null;
  price_cents: number;
  description: Generated<string>;
  short_description: Generated<string>;
  weight: string | null;
  stock_quantity: number | null;
  image_url: string | null;
  search_text: Generated<string>;
  created_by: number | null;
  created_at: string;
  updated_at: string;
};

export type CheckoutSessionTable = {
  id: Generated<number>;
  token: string;
  shopping_list_id: number;
  /** bigint on PostgreSQL (a whole list's amount); read as a number, a safe integer. */
  amount_brl_cents: number;
  amount_usd_cents: number;
  order_summary: string;
  status: Generated<'open' | 'processing' | 'pending' | 'paid' | 'expired' | 'cancelled'>;
  created_by: number | null;
  created_at: string;
  expires_at: string;
  completed_at: string | null;
  customer_name: Generated<string | null>;
  customer_email: Generated<string | null>;
  provider_order_id: Generated<string | null>;
  payment_method: Generated<string | null>;
  updated_at: Generated<string | null>;
  /** When the attempt now 'processing' claimed the session; a stale claim is reconciled with the provider. */
  claimed_at: Generated<string | null>;
};

export type PaymentTable = {
  id: Generated<number>;
  session_id: number;
  idempotency_key: string | null;
  method: 'credit_card' | 'boleto' | 'pix';
  status: 'processing' | 'approved' | 'pending' | 'declined' | 'failed' | 'cancelled';
  provider: 'appmax' | 'test';
  provider_ref: string | null;
  /** bigint on PostgreSQL; read as a number. */
  amount_brl_cents: number;
  installments: Generated<number>;
  card_brand: string | null;
  card_last4: string | null;
  pix_emv: string | null;
  pix_qrcode: string | null;
  pix_expires_at: string | null;
  boleto_url: string | null;
  boleto_line: string | null;
  payment_url: string | null;
  message: string | null;
  confirmed_at: string | null;
  confirmed_by: number | null;
  created_at: string;
  updated_at: string;
  /** The reference this attempt gave the provider, stored before the charge. */
  charge_reference: Generated<string | null>;
};

/** The test provider's own record of each charge it answered (what a real provider keeps on its side). */
export type TestProviderChargeTable = {
  reference: string;
  status: 'approved' | 'pending' | 'declined' | 'failed';
  provider_ref: string | null;
  created_at: string;
};

export type SaleTable = {
  id: Generated<number>;
  shopping_list_id: number | null;
  customer_id: number;
  seller_id: number | null;
  checkout_session_id: number | null;
  payment_id: number | null;
  /** The three amounts are bigint on PostgreSQL; read as numbers. */
  total_usd_cents: number;
  total_brl_cents: number;
  commission_cents: Generated<number>;
  commission_rule_id: number | null;
  payment_method: string;
  status: 'confirmed' | 'pending' | 'cancelled';
  provider_order_id: string | null;
  created_at: string;
  confirmed_at: string | null;
  /** The rule's name and basis points when the sale was made (migration 0015); null before rules existed. */
  commission_rule_name: string | null;
  commission_percentage: number | null;
};

export type AttendanceTable = {
  id: Generated<number>;
  user_id: number;
  clock_in: string;
  clock_out: string | null;
  total_hours: number | null;
  status: 'active' | 'break' | 'finished';
};

/** At most one open break (end_time null) per shift: a unique partial index. */
export type AttendanceBreakTable = {
  id: Generated<number>;
  attendance_id: number;
  user_id: number;
  start_time: string;
  end_time: string | null;
  duration_minutes: number | null;
  reason: string;
};

export type SettingTable = {
  key: string;
  value: string;
  updated_at: string;
  updated_by: number | null;
};

export type ActivityLogTable = {
  id: Generated<number>;
  user_id: number | null;
  action: string;
  entity_type: string;
  entity_id: string | null;
  details: string | null;
  ip_address: string | null;
  created_at: string;
};

export type GatewayLogTable = {
  id: Generated<number>;
  direction: 'incoming' | 'outgoing';
  status: 'sent' | 'received' | 'error' | 'not_configured' | 'ignored' | 'unattributed';
  phone: string;
  message: string;
  error: string | null;
  instance: string | null;
  created_at: string;
  /** The gateway's id of a sent message (sendText's key.id), so the chat's record can carry it. */
  message_id: Generated<string | null>;
};

export type JobTable = {
  id: Generated<number>;
  type: string;
  payload: string;
  status: Generated<'pending' | 'running' | 'done' | 'failed'>;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  run_at: string;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
};

export type EscalationTable = {
  id: Generated<number>;
  trainee_id: number;
  customer_id: number | null;
  customer_phone: string;
  customer_name: string;
  blocked_message: string;
  ai_feedback: string;
  created_at: string;
  /** When the block was released (or, before blocks existed, superseded). */
  resolved_at: string | null;
  /** The supervisor or admin who released it. */
  released_by: number | null;
};

export type ConversationReadTable = {
  staff_id: number;
  customer_id: number;
  last_read_message_id: number;
  updated_at: string;
};

/** Amounts in integer cents; benefits and limitations are JSON arrays of text. */
export type SubscriptionPlanTable = {
  id: Generated<number>;
  name: string;
  price_monthly_cents: number;
  max_weight_kg: number;
  shipping_fee_cents: number;
  handling_fee_cents: number;
  benefits: string;
  limitations: string;
  active: number;
  created_at: string;
  updated_at: string;
};

export type ProductWeightTable = {
  product_id: string;
  /** As uploaded, dot decimal ('0.8'); grams when above 20 (spec 2 §9). */
  weight: string;
  updated_at: string;
};

/** A token signed out before its expiry; kept until then (see migration 0010). */
export type RevokedTokenTable = {
  jti: string;
  staff_id: number;
  expires_at: string;
  revoked_at: string;
};

export type Database = {
  staff: StaffTable;
  customers: CustomerTable;
  messages: MessageTable;
  shopping_lists: ShoppingListTable;
  attendance: AttendanceTable;
  attendance_breaks: AttendanceBreakTable;
  settings: SettingTable;
  activity_log: ActivityLogTable;
  gateway_logs: GatewayLogTable;
  jobs: JobTable;
  escalations: EscalationTable;
  conversation_reads: ConversationReadTable;
  product_weights: ProductWeightTable;
  subscription_plans: SubscriptionPlanTable;
  shopping_list_items: ShoppingListItemTable;
  store_products: StoreProductTable;
  checkout_sessions: CheckoutSessionTable;
  payments: PaymentTable;
  test_provider_charges: TestProviderChargeTable;
  sales: SaleTable;
  revoked_tokens: RevokedTokenTable;
  commission_rules: CommissionRuleTable;
};

export type Staff = Selectable<StaffTable>;
export type NewStaff = Insertable<StaffTable>;
export type StaffUpdate = Updateable<StaffTable>;
export type Attendance = Selectable<AttendanceTable>;
export type Customer = Selectable<CustomerTable>;
export type Job = Selectable<JobTable>;
export type AttendanceBreak = Selectable<AttendanceBreakTable>;
export type SubscriptionPlan = Selectable<SubscriptionPlanTable>;
export type NewSubscriptionPlan = Insertable<SubscriptionPlanTable>;
export type SubscriptionPlanUpdate = Updateable<SubscriptionPlanTable>;
export type ShoppingList = Selectable<ShoppingListTable>;
export type ShoppingListItem = Selectable<ShoppingListItemTable>;
export type StoreProduct = Selectable<StoreProductTable>;
export type CheckoutSession = Selectable<CheckoutSessionTable>;
export type Payment = Selectable<PaymentTable>;
export type Sale = Selectable<SaleTable>;

/** A commission rule (migration 0015): cents (bigint on PostgreSQL, read as numbers) and basis points. */
export type CommissionRuleTable = {
  id: Generated<number>;
  name: string;
  min_value_cents: number;
  /** null: no upper limit. */
  max_value_cents: number | null;
  percentage_bps: number;
  active: number;
  created_at: string;
  updated_at: string;
};
export type CommissionRuleRow = Selectable<CommissionRuleTable>;
