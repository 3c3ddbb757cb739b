import { z } from 'zod';
import { AD_CAMPAIGN_ERROR_CODES } from './ad-campaigns';
import { ATTENDANCE_ERROR_CODES } from './attendance';
import { COMMISSION_ERROR_CODES } from './commissions';
import { EMAIL_ERROR_CODES } from './email';
import { SEGMENT_ERROR_CODES } from './segments';
import { TASK_ERROR_CODES } from './tasks';
import { FUNNEL_ERROR_CODES } from './funnel';
import { SALES_ERROR_CODES } from './sales';
import { MAIL_ERROR_CODES } from './smtp';
import { CAMPAIGN_ERROR_CODES } from './campaigns';
import { QUICK_REPLY_ERROR_CODES } from './quick-replies';
import { LABEL_ERROR_CODES } from './labels';

/**
 * Machine-readable `code` of every failure answer, next to the Portuguese `error` meant for
 * people. A client branches on the code, never on the wording. Each module has a closed list;
 * a failure that is not one of them carries the generic code of its HTTP status.
 */
export const GENERIC_ERROR_CODES = [
  'invalid_input',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'gone',
  'payload_too_large',
  'unsupported_media_type',
  'unprocessable',
  'locked',
  'too_many_requests',
  'internal',
  'bad_gateway',
  'unavailable',
] as const;
export type GenericErrorCode = (typeof GENERIC_ERROR_CODES)[number];

export const MODULE_ERROR_CODES = {
  adCampaigns: AD_CAMPAIGN_ERROR_CODES,
  assignment: ['chat_already_taken'],
  attendance: ATTENDANCE_ERROR_CODES,
  auth: [
    'invalid_credentials',
    'inactive_account',
    'bot_key_invalid',
    'invalid_two_factor_code',
    'two_factor_challenge_expired',
    'two_factor_setup_required',
    'two_factor_required',
  ],
  catalogue: ['sku_taken'],
  commissions: COMMISSION_ERROR_CODES,
  checkout: [
    'payment_in_progress',
    'already_paid',
    'session_expired',
    'session_superseded',
    'no_pending_payment',
    'provider_unavailable',
    'provider_failed',
  ],
  conversations: [
    'attendance_blocked',
    'message_refused',
    'block_already_released',
    'message_not_retryable',
    'nothing_unread',
    'send_in_progress',
  ],
  email: EMAIL_ERROR_CODES,
  funnel: FUNNEL_ERROR_CODES,
  tasks: TASK_ERROR_CODES,
  gateway: ['webhook_unauthorized', 'webhook_too_large'],
  lists: [
    'list_completed',
    'quantity_too_large',
    'out_of_stock',
    'store_price_out_of_range',
    'list_full',
    'plan_inactive',
    'store_email_required',
    'no_subscription',
    'ambiguous_customer_email',
    'typed_amount_stale',
  ],
  sales: SALES_ERROR_CODES,
  mail: MAIL_ERROR_CODES,
  segments: SEGMENT_ERROR_CODES,
  campaigns: CAMPAIGN_ERROR_CODES,
  quickReplies: QUICK_REPLY_ERROR_CODES,
  labels: LABEL_ERROR_CODES,
  settings: ['public_url_missing'],
  users: ['username_taken', 'email_taken', 'self_delete'],
} as const;
export type ErrorModule = keyof typeof MODULE_ERROR_CODES;
export type ModuleErrorCode<M extends ErrorModule> = (typeof MODULE_ERROR_CODES)[M][number];

export type ErrorCode = GenericErrorCode | ModuleErrorCode<ErrorModule>;

export const ERROR_CODES: readonly ErrorCode[] = [...GENERIC_ERROR_CODES, ...Object.values(MODULE_ERROR_CODES).flat()];

/** The generic code of an HTTP status, for failures no module names more precisely. */
export function statusErrorCode(status: number): GenericErrorCode {
  const byStatus: Record<number, GenericErrorCode> = {
    400: 'invalid_input',
    401: 'unauthorized',
    403: 'forbidden',
    404: 'not_found',
    409: 'conflict',
    410: 'gone',
    413: 'payload_too_large',
    415: 'unsupported_media_type',
    422: 'unprocessable',
    423: 'locked',
    429: 'too_many_requests',
    502: 'bad_gateway',
    503: 'unavailable',
  };
  return byStatus[status] ?? (status >= 500 ? 'internal' : 'invalid_input');
}

/** The failure wrapper every error answer uses: `{ success: false, error, code, details? }`. */
export const FailSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  code: z.enum(ERROR_CODES as [ErrorCode, ...ErrorCode[]]),
  details: z.record(z.string(), z.string()).optional(),
});
