import type { ChatMessage } from '@ponte/domain/conversations';
import { deliveryStatus } from './delivery-status';
import { messageAuthor } from './message-author';
import type { MessageRow } from './queries';

/** A stored message as the API answers it: its sender's name, what it quotes, its delivery. */
export const toChatMessage = (m: MessageRow): ChatMessage => ({
  id: m.id,
  user_id: m.customer_id,
  content: m.content,
  direction: m.direction,
  status: deliveryStatus(m.direction, m.status, m.receipt_rank, m.sending_at),
  sender_id: m.sender_id,
  sender_name: m.sender_name,
  sent_by: messageAuthor(m),
  created_at: m.created_at,
  quoted: m.quoted_content === null ? null : { id: m.quoted_id ?? null, content: m.quoted_content },
});
