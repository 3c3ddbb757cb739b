import { foldText } from '@ponte/domain/search';

/** A customers row with only a name, a phone (its own key) and a creation time: the statistics tests' many people. */
export const bareCustomerRow = (name: string, phone: string, createdAt: string) => ({
  name,
  phone,
  phone_key: phone,
  email: null,
  email_woocomerce: null,
  seller_id: null,
  last_activity: null,
  created_at: createdAt,
});

/** An activity_log row with no details nor address, as the productivity figures read them. */
export const activityRow = (
  userId: number | null,
  action: string,
  entityType: string,
  entityId: string,
  at: string,
) => ({
  user_id: userId,
  action,
  entity_type: entityType,
  entity_id: entityId,
  details: null,
  ip_address: null,
  created_at: at,
});

/** An e-mail campaign row with only a name, sent to no template nor segment yet: tests that need a campaign to point at. */
export const emailCampaignRow = (name: string, at: string) => ({
  name,
  template_id: null,
  segment_id: null,
  schedule_type: 'immediate' as const,
  scheduled_at: null,
  template_name: null,
  subject: null,
  body_html: null,
  segment_name: null,
  segment_filters: null,
  prepared_at: null,
  last_error: null,
  created_by: null,
  created_at: at,
  updated_at: at,
});

/** A CSAT survey the customer answered at `at` with no staff member named: the privacy tests' survey. */
export const answeredSurveyRow = (customerId: number, at: string, rating: number, comment: string) => ({
  customer_id: customerId,
  staff_id: null,
  status: 'answered' as const,
  asked_at: at,
  expires_at: at,
  rating,
  comment,
  answered_at: at,
});

/** An active shopping_lists row with only a name (its folded search text too) and one time for created and updated. */
export const activeListRow = (customerId: number, name: string, at: string) => ({
  customer_id: customerId,
  name,
  search_text: foldText(name),
  status: 'active' as const,
  created_at: at,
  updated_at: at,
});
