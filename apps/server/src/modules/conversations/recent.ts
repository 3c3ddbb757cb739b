import { toCount, type Db } from '../../db';
import { incomingByCustomer, maxMessageId, messageTexts } from './queries';

/** How many of the newest incoming messages the bell reads at most (a bounded walk of the primary key). */
const SCAN = 500;

export type IncomingGroup = {
  customerId: number;
  customerName: string;
  total: number;
  unread: number;
  lastId: number;
  lastAt: string;
  lastText: string;
};

/**
 * Customers' recent messages for the bell, one group per customer: how many arrived since
 * `since`, how many after the reader's watermark `afterId`, and the newest one's text.
 */
export async function recentIncoming(db: Db, since: string, afterId: number): Promise<IncomingGroup[]> {
  const groups = await incomingByCustomer(db, since, afterId, SCAN);
  const texts = new Map(
    (
      await messageTexts(
        db,
        groups.map((g) => Number(g.last_id)),
      )
    ).map((m) => [m.id, m.content]),
  );
  return groups.map((g) => ({
    customerId: g.customer_id,
    customerName: g.customer_name,
    total: toCount(g.total),
    unread: toCount(g.unread),
    lastId: Number(g.last_id),
    lastAt: String(g.last_at),
    lastText: texts.get(Number(g.last_id)) ?? '',
  }));
}

/** The newest message's id (0 when there is none): how far "everything up to now" reaches. */
export const newestMessageId = (db: Db) => maxMessageId(db);
