import type { ChatMessage, MessageDirection, MessageStatus, NewMessageEvent } from '@ponte/domain/customers';
import { nowIso } from '../../db';
import type { Customer } from '../../db/types';
import { isUniqueViolation } from '../../lib/errors';
import type { ServerContext } from '../../lib/context';
import { updateCustomer } from '../customers/queries';
import { insertMessage, messageById, type MessageRow } from './queries';

export const toChatMessage = (m: MessageRow): ChatMessage => ({
  id: m.id,
  user_id: m.customer_id,
  content: m.content,
  direction: m.direction,
  status: m.status,
  sender_id: m.sender_id,
  sender_name: m.sender_name,
  created_at: m.created_at,
});

export type NewMessage = {
  customer: Pick<Customer, 'id' | 'name'>;
  content: string;
  direction: MessageDirection;
  status: MessageStatus;
  senderId?: number | null;
  externalId?: string | null;
  createdAt?: string;
};

/**
 * Stores one message, moves the customer's activity and version, and tells staff at once:
 * 'chat:message' refreshes open chats, 'notification' (incoming only) rings.
 * Returns null for a message id already stored (gateway retries).
 */
export async function recordMessage(ctx: ServerContext, input: NewMessage): Promise<ChatMessage | null> {
  const createdAt = input.createdAt ?? nowIso();
  let id: number;
  try {
    ({ id } = await insertMessage(ctx.db, {
      customer_id: input.customer.id,
      content: input.content,
      direction: input.direction,
      status: input.status,
      sender_id: input.senderId ?? null,
      external_id: input.externalId ?? null,
      created_at: createdAt,
    }));
  } catch (err) {
    if (input.externalId && isUniqueViolation(err)) return null;
    throw err;
  }
  await updateCustomer(ctx.db, input.customer.id, { last_activity: createdAt });
  const message = toChatMessage((await messageById(ctx.db, id))!);
  ctx.realtime.toStaff('chat:message', { userId: input.customer.id, message });
  if (input.direction === 'incoming') {
    const event: NewMessageEvent = {
      type: 'new_message',
      data: { message: input.content, userName: input.customer.name, userId: input.customer.id, messageId: id, direction: 'incoming' },
    };
    ctx.realtime.toStaff('notification', event);
  }
  return message;
}
