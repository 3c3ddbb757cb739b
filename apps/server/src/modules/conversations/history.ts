import { MESSAGE_PAGE_SIZE, type ChatMessage, type MessageDelivery } from '@ponte/domain/conversations';
import type { Db } from '../../db';
import type { Actor } from '../../plugins/auth';
import { chatVersion } from '../customers/service';
import { labelsRevision } from '../labels/service';
import { deliveryStatus } from './delivery-status';
import {
  countMessages,
  hasMessageBefore,
  latestMessages,
  messagesAfter,
  messagesBefore,
  recentOutgoingStatuses,
} from './queries';
import { toChatMessage } from './to-chat-message';

/**
 * One slice of a customer's messages, oldest first: the newest page, the page before
 * `before_id`, or everything after `after_id` (the poll's increment, up to 500).
 */
export async function messageHistory(db: Db, customerId: number, query: { after_id?: number; before_id?: number }) {
  let rows;
  if (query.after_id !== undefined) rows = await messagesAfter(db, customerId, query.after_id, 500);
  else if (query.before_id !== undefined)
    rows = (await messagesBefore(db, customerId, query.before_id, MESSAGE_PAGE_SIZE)).reverse();
  else rows = (await latestMessages(db, customerId, MESSAGE_PAGE_SIZE)).reverse();
  const first = rows[0];
  const hasMore = query.after_id === undefined && !!first && (await hasMessageBefore(db, customerId, first.id));
  return { messages: rows.map(toChatMessage), hasMore };
}

export { countMessages };

/** How many of the newest outgoing messages carry their ticks in every chat poll. */
export const DELIVERY_WINDOW = 50;

/**
 * The delivery status of the customer's newest outgoing messages: a poll that asks only for new
 * messages (`after_id`) still moves the ticks of those already on screen.
 */
export const recentDeliveries = async (db: Db, customerId: number): Promise<MessageDelivery[]> =>
  (await recentOutgoingStatuses(db, customerId, DELIVERY_WINDOW)).map((m) => ({
    id: m.id,
    status: deliveryStatus('outgoing', m.status, m.receipt_rank, m.sending_at),
  }));

/**
 * The chat poll's ETag: the customer's version (every change a chat screen shows bumps it)
 * plus the label catalogue's revision, which slice of messages was asked for, and who reads (the answer carries the reader's
 * own attendance block). Null when there is no such customer.
 */
export async function historyEtag(
  db: Db,
  customerId: number,
  query: { after_id?: number; before_id?: number },
  reader: Actor,
) {
  const [version, labels] = await Promise.all([chatVersion(db, customerId), labelsRevision(db)]);
  if (version === undefined) return null;
  // A label renamed, recoloured or deleted changes the answer without touching the customer.
  return `W/"c${customerId}-v${version}-s${reader.id}-a${query.after_id ?? ''}-b${query.before_id ?? ''}-l${labels}"`;
}

/** Every message of the customer, oldest first, read a page at a time (the transcript). */
export async function allMessagesOf(db: Db, customerId: number): Promise<ChatMessage[]> {
  const all: ChatMessage[] = [];
  for (let after = 0; ;) {
    const rows = await messagesAfter(db, customerId, after, 1000);
    if (rows.length === 0) return all;
    all.push(...rows.map(toChatMessage));
    after = rows.at(-1)!.id;
  }
}
