import type { CustomerDetail } from '@ponte/domain/customers';
import type { Db } from '../../db';
import type { Actor } from '../../plugins/auth';
import { openBlockFor, openBlocksOf } from '../conversations/service';
import { countMessages, messageHistory, recentDeliveries } from '../conversations/service';
import { requireCustomerWithSeller } from '../customers/service';
import { labelsOf } from '../labels/service';
import { notesOf } from '../notes/service';
import { customerShoppingLists } from '../lists/service';

/**
 * GET /api/users/:id, the chat screen's poll: the customer, a slice of their messages, their
 * lists, the reader's attendance block and, for a supervisor, the blocks they may release. It
 * lives here, above customers, conversations and lists, so none of those three needs another.
 */
export async function customerDetail(
  db: Db,
  id: number,
  query: { after_id?: number; before_id?: number },
  reader: Actor,
): Promise<CustomerDetail> {
  const c = await requireCustomerWithSeller(db, id);
  const { messages, hasMore } = await messageHistory(db, id, query);
  const [lists, messageCount, block, openBlocks, deliveries, labels, notes] = await Promise.all([
    customerShoppingLists(db, id),
    countMessages(db, id),
    openBlockFor(db, reader, c.phone),
    openBlocksOf(db, reader, c),
    recentDeliveries(db, id),
    labelsOf(db, [id]),
    notesOf(db, id),
  ]);
  return {
    user: {
      id: c.id,
      name: c.name,
      phone: c.phone,
      email: c.email,
      email_woocomerce: c.email_woocomerce,
      created_at: c.created_at,
      last_activity: c.last_activity,
      bot_enabled: c.bot_enabled === 1,
      atendimento: c.atendimento === 1,
      botPaused: c.bot_enabled !== 1,
      seller_id: c.seller_id,
      seller_name: c.seller_name,
      labels: labels.get(id) ?? [],
    },
    messages,
    has_more: hasMore,
    deliveries,
    message_count: messageCount,
    shoppingLists: lists,
    attendance_block: block,
    open_blocks: openBlocks,
    notes,
  };
}
