import type { CommissionRuleTable } from './tables/commissions';
import type { CampaignSegmentTable, EmailTemplateTable, EmailUnsubscribeTable } from './tables/email';
import type {
  CampaignClickTable,
  CampaignLinkTable,
  CampaignRecipientTable,
  EmailCampaignTable,
} from './tables/campaigns';
import type { TaskCommentTable, TaskNoticeTable, TaskTable } from './tables/tasks';
import type {
  ChatAssignmentTable,
  ChatDayCountPendingTable,
  ChatDayCountTable,
  ChatDayTable,
  ChatResolutionDailyTable,
  ChatResolutionMonthlyTable,
  ChatResolutionTable,
  CustomerDayPendingTable,
  CustomerDayTable,
  ChatResponseDailyTable,
  ChatResponseMonthlyTable,
  ChatResponseTable,
  ChatTransferTable,
  ConversationReadTable,
  CustomerTable,
  EscalationTable,
  MessageTable,
  MessageReceiptTable,
} from './tables/customers';
import type {
  ProductWeightTable,
  ShoppingListItemTable,
  ShoppingListTable,
  StoreProductTable,
  SubscriptionPlanTable,
} from './tables/lists';
import type {
  CheckoutSessionTable,
  PaymentTable,
  SalesDailyTable,
  SalesDayTotalsTable,
  SalesMonthSellersTable,
  SaleTable,
  ShopOffsetTable,
  TestProviderChargeTable,
} from './tables/payments';
import type {
  AttendanceBreakTable,
  AttendanceTable,
  NotificationReadTable,
  SignInAttemptTable,
  StaffRecoveryCodeTable,
  StaffSessionTable,
  StaffTable,
  StaffTwoFactorTable,
} from './tables/staff';
import type {
  ActivityDailyPendingTable,
  ActivityMonthlyTable,
  ActivityDailyTable,
  ActivityLogTable,
  CountRevisionTable,
  GatewayLogTable,
  JobTable,
  SendClaimTable,
  ServerErrorTable,
  SettingTable,
} from './tables/system';
import type { FunnelCampaignSpendTable, FunnelClickTable, FunnelEventTable } from './tables/funnel';
import type { AdCampaignCustomerTable, AdCampaignProductTable, AdCampaignTable } from './tables/ad-campaigns';
import type { QuickReplyTable, QuickReplyUseTable } from './tables/quick-replies';
import type { CustomerLabelTable, LabelTable } from './tables/labels';
import type { ChatNoteMentionTable, ChatNoteTable } from './tables/notes';
import type { CsatSurveyTable } from './tables/csat';
import type { AwayReplyTable } from './tables/business-hours';
import type { ChatOfferTable } from './tables/assignment';

// Each table's type lives in tables/<area>.ts; this file assembles them and re-exports them,
// so code keeps importing every table and row type from 'db/types'.
export type * from './tables/commissions';
export type * from './tables/email';
export type * from './tables/campaigns';
export type * from './tables/tasks';
export type * from './tables/customers';
export type * from './tables/lists';
export type * from './tables/payments';
export type * from './tables/staff';
export type * from './tables/system';
export type * from './tables/funnel';
export type * from './tables/ad-campaigns';
export type * from './tables/quick-replies';
export type * from './tables/labels';
export type * from './tables/notes';
export type * from './tables/csat';
export type * from './tables/business-hours';
export type * from './tables/assignment';

/**
 * Timestamps are ISO-8601 UTC text ('…Z') on both engines, so ordering and range filters
 * compare strings the same way everywhere. Booleans are 0/1 integers for the same reason.
 */
export type Database = {
  staff: StaffTable;
  customers: CustomerTable;
  messages: MessageTable;
  message_receipts: MessageReceiptTable;
  shopping_lists: ShoppingListTable;
  attendance: AttendanceTable;
  attendance_breaks: AttendanceBreakTable;
  settings: SettingTable;
  activity_log: ActivityLogTable;
  activity_daily: ActivityDailyTable;
  activity_daily_pending: ActivityDailyPendingTable;
  activity_monthly: ActivityMonthlyTable;
  gateway_logs: GatewayLogTable;
  server_errors: ServerErrorTable;
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
  sales_daily: SalesDailyTable;
  sales_day_totals: SalesDayTotalsTable;
  sales_month_sellers: SalesMonthSellersTable;
  shop_offsets: ShopOffsetTable;
  staff_sessions: StaffSessionTable;
  send_claims: SendClaimTable;
  staff_two_factor: StaffTwoFactorTable;
  staff_recovery_codes: StaffRecoveryCodeTable;
  sign_in_attempts: SignInAttemptTable;
  count_revision: CountRevisionTable;
  commission_rules: CommissionRuleTable;
  tasks: TaskTable;
  notification_reads: NotificationReadTable;
  task_comments: TaskCommentTable;
  task_notices: TaskNoticeTable;
  funnel_clicks: FunnelClickTable;
  funnel_events: FunnelEventTable;
  funnel_campaign_spend: FunnelCampaignSpendTable;
  chat_responses: ChatResponseTable;
  chat_days: ChatDayTable;
  chat_day_counts: ChatDayCountTable;
  chat_day_counts_pending: ChatDayCountPendingTable;
  customer_days: CustomerDayTable;
  chat_resolutions: ChatResolutionTable;
  chat_resolution_daily: ChatResolutionDailyTable;
  chat_resolution_monthly: ChatResolutionMonthlyTable;
  customer_days_pending: CustomerDayPendingTable;
  chat_response_daily: ChatResponseDailyTable;
  chat_response_monthly: ChatResponseMonthlyTable;
  chat_transfers: ChatTransferTable;
  chat_assignments: ChatAssignmentTable;
  quick_replies: QuickReplyTable;
  quick_reply_uses: QuickReplyUseTable;
  labels: LabelTable;
  customer_labels: CustomerLabelTable;
  chat_notes: ChatNoteTable;
  chat_note_mentions: ChatNoteMentionTable;
  csat_surveys: CsatSurveyTable;
  away_replies: AwayReplyTable;
  chat_offers: ChatOfferTable;
  email_campaigns: EmailCampaignTable;
  campaign_recipients: CampaignRecipientTable;
  campaign_links: CampaignLinkTable;
  campaign_clicks: CampaignClickTable;
  ad_campaigns: AdCampaignTable;
  ad_campaign_products: AdCampaignProductTable;
  ad_campaign_customers: AdCampaignCustomerTable;
  email_templates: EmailTemplateTable;
  campaign_segments: CampaignSegmentTable;
  email_unsubscribes: EmailUnsubscribeTable;
};
