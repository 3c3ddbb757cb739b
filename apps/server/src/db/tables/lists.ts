import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

// Shopping lists and what fills them: items, the store catalogue, product weights, plans.

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
  /** Who typed it (a staff id) and their role then: below the quote it must be an admin's or a supervisor's. */
  total_brl_set_by: Generated<number | null>;
  total_brl_set_by_role: Generated<string | null>;
  total_brl_set_at: Generated<string | null>;
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

export type ProductWeightTable = {
  product_id: string;
  /** As uploaded, dot decimal ('0.8'); grams when above 20 (spec 2 §9). */
  weight: string;
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

export type SubscriptionPlan = Selectable<SubscriptionPlanTable>;
export type NewSubscriptionPlan = Insertable<SubscriptionPlanTable>;
export type SubscriptionPlanUpdate = Updateable<SubscriptionPlanTable>;
export type ShoppingList = Selectable<ShoppingListTable>;
export type ShoppingListItem = Selectable<ShoppingListItemTable>;
export type StoreProduct = Selectable<StoreProductTable>;
