import type { Generated, Selectable } from 'kysely';

// The Meta conversion funnel: ad clicks and the events sent to the Conversions API.

/** One per ad click (unique on source + click id); the four step flags are 0/1. */
export type FunnelClickTable = {
  id: Generated<number>;
  source: 'website' | 'whatsapp_ad';
  /** The fbclid (website) or ctwa_clid (click-to-WhatsApp ad), case kept. */
  click_id: string;
  /** `_fbc` as first seen (website clicks); sent to Meta unhashed. */
  fbc: string | null;
  customer_id: number | null;
  /** The e-mail and phone digits the site or WhatsApp last sent for this click. */
  email: string | null;
  phone: string | null;
  status: 'pending' | 'linked' | 'converted';
  pageview: number;
  addtocart: number;
  initiatecheckout: number;
  purchase: number;
  /** The Ponte sale that converted it, if a sale did. */
  sale_id: number | null;
  /** The ad campaign its landing address named (`utm_campaign`), if any. */
  campaign: string | null;
  /** When a purchase inside the attribution window converted it. */
  converted_at: string | null;
  /**
   * The revenue credited to this click (bigint on PostgreSQL, read as a number): a sale's
   * amount on the latest click it converted, a site Purchase's value on its click; null on
   * the others, so each purchase counts once.
   */
  revenue_cents: number | null;
  created_at: string;
  updated_at: string;
};

/**
 * An event of a click and its delivery to Meta (the outbox): 'stored' when no Pixel was set
 * up, else 'pending' until the job sends it ('sent') or gives up ('failed', with the error).
 */
export type FunnelEventTable = {
  id: Generated<number>;
  click_id: number;
  event_name: 'PageView' | 'AddToCart' | 'InitiateCheckout' | 'Purchase';
  /** Meta deduplicates on event_name + event_id (unique here too). */
  event_id: string;
  event_time: string;
  /** bigint on PostgreSQL; read as a number. */
  value_cents: number | null;
  email: string | null;
  phone: string | null;
  fbp: string | null;
  event_source_url: string | null;
  client_ip_address: string | null;
  client_user_agent: string | null;
  delivery: 'stored' | 'pending' | 'sent' | 'failed';
  attempts: Generated<number>;
  last_error: string | null;
  sent_at: string | null;
  created_at: string;
  updated_at: string;
};

/** What an admin says a campaign cost from one shop day to another (both included). */
export type FunnelCampaignSpendTable = {
  id: Generated<number>;
  campaign: string;
  starts_on: string;
  ends_on: string;
  /** bigint on PostgreSQL; read as a number. */
  amount_cents: number;
  created_by: number | null;
  created_at: string;
  updated_at: string;
};

export type FunnelClickRow = Selectable<FunnelClickTable>;
export type FunnelEventRow = Selectable<FunnelEventTable>;
export type FunnelCampaignSpendRow = Selectable<FunnelCampaignSpendTable>;
