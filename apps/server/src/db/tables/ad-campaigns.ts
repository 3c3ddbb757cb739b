import type { Generated, Selectable } from 'kysely';

/** An ad campaign of /campanhas (migration 0023); booleans are 0/1. */
export type AdCampaignTable = {
  id: Generated<number>;
  name: string;
  description: string | null;
  /** The ad platform's campaign id, unique. */
  campaign_id: string;
  trigger_phrase: string | null;
  /** The trigger phrase folded (no accents, lower case, single spaces); null without a phrase. */
  trigger_key: string | null;
  active: number;
  /** Folded name and campaign id, for the list's search. */
  search_text: string;
  created_at: string;
  updated_at: string;
};

export type AdCampaignProductTable = {
  id: Generated<number>;
  campaign_id: number;
  name: string;
  price_cents: number;
  image: string | null;
  description: string | null;
  created_at: string;
  updated_at: string;
};

/** A customer who came from a campaign: recorded once per (campaign, customer). */
export type AdCampaignCustomerTable = {
  id: Generated<number>;
  campaign_id: number;
  customer_id: number;
  first_message: string;
  created_at: string;
};

export type AdCampaignRow = Selectable<AdCampaignTable>;
export type AdCampaignProductRow = Selectable<AdCampaignProductTable>;
