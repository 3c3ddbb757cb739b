import type { Generated } from 'kysely';

// E-mail marketing: templates, audience segments and the unsubscribe list (docs/0022).

export type EmailTemplateTable = {
  id: Generated<number>;
  name: string;
  subject: string;
  body_html: string;
  /** The visual editor's project data as JSON text; null for a hand-written template. */
  body_json: string | null;
  /** JSON text array of the template's own variable names. */
  variables: string;
  created_by: number | null;
  created_at: string;
  updated_at: string;
};

export type CampaignSegmentTable = {
  id: Generated<number>;
  name: string;
  description: string | null;
  /** JSON text: { bot_enabled?, seller_id?, manual_emails? }. */
  filters: string;
  created_at: string;
  updated_at: string;
};

/** Why an address is on the never-send list (migration 0047, docs/0050). */
export type NeverSendKind = 'unsubscribed' | 'bounced' | 'imported';

/** The never-send list: every later segment leaves these addresses out. */
export type EmailUnsubscribeTable = {
  id: Generated<number>;
  /** Lower-cased and trimmed; unique. */
  email: string;
  customer_id: number | null;
  kind: Generated<NeverSendKind>;
  /** The campaign the address unsubscribed from or bounced in. */
  campaign_id: number | null;
  /** A bounce: the SMTP server's answer. */
  reason: string | null;
  /** An import: the admin who made it. */
  created_by: number | null;
  created_at: string;
};
