import type { Generated, Selectable } from 'kysely';

// E-mail campaigns (migration 0024): the campaign, its recipients, its links and their clicks.

export type EmailCampaignStatus = 'draft' | 'scheduled' | 'sending' | 'paused' | 'sent';

export type EmailCampaignTable = {
  id: Generated<number>;
  name: string;
  template_id: number | null;
  segment_id: number | null;
  schedule_type: 'immediate' | 'scheduled';
  scheduled_at: string | null;
  status: Generated<EmailCampaignStatus>;
  /**
   * What the campaign goes out with (migration 0043, docs/0049): the template's name, subject and
   * HTML and the segment's name and filters (JSON), copied when it is scheduled and again when it
   * starts; null on a draft. Later edits change no message of it, deleting the source loses nothing.
   */
  template_name: string | null;
  subject: string | null;
  body_html: string | null;
  segment_name: string | null;
  segment_filters: string | null;
  /** The template's own variables' values for this campaign, JSON (migration 0046); null: none. */
  variable_values: string | null;
  recipients_total: Generated<number>;
  /** When every recipient of the segment had been written. */
  prepared_at: string | null;
  /** SMTP failures in a row; the campaign pauses itself at CAMPAIGN_PAUSE_AFTER_ERRORS. */
  consecutive_errors: Generated<number>;
  last_error: string | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
  started_at: string | null;
  finished_at: string | null;
};

/** 'bounced': the SMTP server refused the address permanently (5xx); final, like 'failed'. */
export type CampaignRecipientStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'bounced';

export type CampaignRecipientTable = {
  id: Generated<number>;
  campaign_id: number;
  customer_id: number | null;
  email: string;
  name: string;
  phone: string | null;
  token: string;
  status: Generated<CampaignRecipientStatus>;
  attempts: Generated<number>;
  claimed_at: string | null;
  message_id: string | null;
  error: string | null;
  sent_at: string | null;
  /** A sale for this customer from the first open or click until then is the campaign's conversion (7 days, docs/0050); null before. */
  convert_until: string | null;
  opened_at: string | null;
  clicked_at: string | null;
  unsubscribed_at: string | null;
};

export type CampaignLinkTable = { id: Generated<number>; campaign_id: number; url: string };

export type CampaignClickTable = { id: Generated<number>; recipient_id: number; link_id: number; created_at: string };

export type EmailCampaign = Selectable<EmailCampaignTable>;
export type CampaignRecipient = Selectable<CampaignRecipientTable>;
