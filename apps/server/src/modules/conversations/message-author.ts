import type { MessageAuthor } from '@ponte/domain/conversations';

/**
 * Who wrote a stored message: an incoming one is the customer's; an outgoing one is a staff
 * member's when it has a sender, the shop's phone when the gateway echoed it (origin 'phone'),
 * and otherwise the bot's (its replies are stored without a sender).
 */
export function messageAuthor(m: {
  direction: 'incoming' | 'outgoing';
  sender_id: number | null;
  origin: 'phone' | null;
}): MessageAuthor {
  if (m.direction === 'incoming') return 'customer';
  if (m.sender_id !== null) return 'staff';
  return m.origin === 'phone' ? 'phone' : 'bot';
}
