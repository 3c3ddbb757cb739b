import { RECEIPT_STATUSES, type MessageStatus, type ReceiptStatus } from '@ponte/domain/conversations';

/** A receipt's rank as stored (message_receipts.rank): failed 1 … read 4. */
export const receiptRank = (status: ReceiptStatus) => RECEIPT_STATUSES.indexOf(status) + 1;

/**
 * How long a retry may be 'sending' (the gateway client gives up after 15 s). Older, it never
 * finished (the server stopped mid-send): the message reads as failed and may be retried again.
 */
export const RETRY_STALE_MS = 2 * 60_000;

/** Before this instant, a retry still 'sending' never finished. */
export const staleRetryBefore = (now = Date.now()) => new Date(now - RETRY_STALE_MS).toISOString();

/**
 * What a message says of its delivery: the send's own result, overtaken by WhatsApp's newest
 * receipt of an outgoing message (a receipt is kept by the message's gateway id). A retry that
 * never finished reads as failed.
 */
export function deliveryStatus(
  direction: 'incoming' | 'outgoing',
  status: MessageStatus,
  rank: number | null,
  sendingAt: string | null = null,
): MessageStatus {
  if (status === 'sending' && (sendingAt === null || sendingAt < staleRetryBefore())) return 'failed';
  if (direction !== 'outgoing' || !rank) return status;
  return RECEIPT_STATUSES[rank - 1] ?? status;
}
