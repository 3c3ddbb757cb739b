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
export const activityRow = (userId: number, action: string, entityType: string, entityId: string, at: string) => ({
  user_id: userId,
  action,
  entity_type: entityType,
  entity_id: entityId,
  details: null,
  ip_address: null,
  created_at: at,
});
