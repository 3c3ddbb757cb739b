import { RECEIPT_STATUSES, type MessageStatus, type ReceiptStatus } from '@ponte/domain/conversations';

/** A receipt's rank as stored (message_receipts.rank): failed 1 … read 4. */
export const receiptRank = (status: ReceiptStatus) => RECEIPT_STATUSES.indexOf(status) + 1;

/**
 * What a message says of its delivery: the send's own result, overtaken by WhatsApp's newest
 * receipt of an outgoing message (a receipt is kept by the message's gateway id).
 */
export function deliveryStatus(
  direction: 'incoming' | 'outgoing',
  status: MessageStatus,
  rank: number | null,
): MessageStatus {
  if (direction !== 'outgoing' || !rank) return status;
  return RECEIPT_STATUSES[rank - 1] ?? status;
}
