import { MESSAGE_PAGE_SIZE } from '@ponte/domain/conversations';
import type { Db } from '../../db';
import type { Actor } from '../../plugins/auth';
import { customerVersion } from '../customers/service';
import { countMessages, hasMessageBefore, latestMessages, messagesAfter, messagesBefore } from './queries';
import { toChatMessage } from './service';

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

/**
 * The chat poll's ETag: the customer's version (every change a chat screen shows bumps it)
 * plus which slice of messages was asked for, and who reads (the answer carries the reader's
 * own attendance block). Null when there is no such customer.
 */
export async function historyEtag(
  db: Db,
  customerId: number,
  query: { after_id?: number; before_id?: number },
  reader: Actor,
) {
  const row = await customerVersion(db, customerId);
  if (!row) return null;
  return `W/"c${customerId}-v${row.version}-s${reader.id}-a${query.after_id ?? ''}-b${query.before_id ?? ''}"`;
}
