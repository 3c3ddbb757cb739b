import type { Generated, Selectable } from 'kysely';

// Checkout sessions, payment attempts, the test provider's charges and the sales they make.

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
  /** The card installments' interest inside amount_brl_cents (the option the customer chose); 0 otherwise. */
  interest_brl_cents: Generated<number>;
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
  /** 'refunded': the shop undid an approved charge (a card paid for a list already paid). */
  status: 'approved' | 'pending' | 'declined' | 'failed' | 'refunded';
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
  /** The installments' interest inside total_brl_cents (what the customer paid): not the shop's revenue. */
  interest_brl_cents: Generated<number>;
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

/**
 * A shop day's sales of one seller (0: none) in one status, kept by triggers on `sales`
 * (migration 0048, docs/0051). Sums are bigint on PostgreSQL; read as numbers.
 */
export type SalesDailyTable = {
  day: string;
  seller_id: number;
  status: 'confirmed' | 'pending' | 'cancelled';
  sale_count: number;
  total_usd_cents: number;
  total_brl_cents: number;
  commission_cents: number;
  commission_brl_cents: number;
};

/** Every seller's sales per shop day and status (migration 0052): /vendas stats without a seller. */
export type SalesDayTotalsTable = Omit<SalesDailyTable, 'seller_id'>;

/** Sales per calendar month ('YYYY-MM'), seller and status (migration 0052): per-seller sums of whole months. */
export type SalesMonthSellersTable = Omit<SalesDailyTable, 'day'> & { month: string };

/** When the shop's UTC offset changed (migration 0048): SQL's rule for a sale's shop day. */
export type ShopOffsetTable = { starts_at: string; offset_seconds: number };

export type CheckoutSession = Selectable<CheckoutSessionTable>;
export type Payment = Selectable<PaymentTable>;
export type Sale = Selectable<SaleTable>;
