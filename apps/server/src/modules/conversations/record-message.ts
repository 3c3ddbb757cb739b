import {
  QUOTE_MAX_LENGTH,
  type ChatMessage,
  type MessageDirection,
  type MessageStatus,
  type NewMessageEvent,
} from '@ponte/domain/conversations';
import { foldText } from '@ponte/domain/search';
import { inTransaction, nowIso, type Db } from '../../db';
import type { Customer } from '../../db/types';
import type { ServerContext } from '../../lib/context';
import { lockCustomerRow, setLastActivity } from '../customers/service';
import {
  claimRetryingSend,
  retryingSends,
  claimSendWithoutId,
  findRecentSame,
  insertMessageOnce,
  messageById,
  messageIdByExternalId,
  storedIncoming,
  upsertSentMessage,
} from './queries';
import { recordStaffReply } from './responses';
import { staleRetryBefore } from './delivery-status';
import { isEchoOfRetry } from './retry-echo';
import { toChatMessage } from './to-chat-message';

/**
 * How long a message that comes back still counts as the one already recorded: the gateway's
 * echo of a send Ponte recorded without the gateway's id, or a customer message the bot
 * re-posts after the webhook stored it.
 */
export const ECHO_WINDOW_MS = 10 * 60_000;
/** How old a customer message a gateway retry brings again may be and still ring (announceAgain). */
export const ANNOUNCE_AGAIN_MS = 10 * 60_000;

export type NewMessage = {
  customer: Pick<Customer, 'id' | 'name'>;
  content: string;
  direction: MessageDirection;
  /** The send's own result: receipts ('delivered', 'read') are kept apart (message_receipts). */
  status: Exclude<MessageStatus, 'delivered' | 'read'>;
  senderId?: number | null;
  /** The gateway's message id (WhatsApp key id): one message per id. */
  externalId?: string | null;
  createdAt?: string;
  /** The message this one replies to: its WhatsApp id (stanzaId) when known, and its text. */
  quoted?: { externalId: string | null; content: string } | null;
  /** Ponte sent it through the gateway (externalId is sendText's id): an echo stored first becomes this record. */
  ownSend?: boolean;
  /** Not stored when the customer has the same text in the same direction since then (a caller's retry). */
  unlessSameSince?: string;
  /** 'phone': typed on the shop's own phone (the gateway's echo), not by the bot. */
  origin?: 'phone';
};

async function storeMessage(db: Db, input: NewMessage, createdAt: string): Promise<number | undefined> {
  const row = {
    customer_id: input.customer.id,
    content: input.content,
    direction: input.direction,
    status: input.status,
    sender_id: input.senderId ?? null,
    external_id: input.externalId ?? null,
    created_at: createdAt,
    quoted_external_id: input.quoted?.externalId ?? null,
    quoted_content: input.quoted ? input.quoted.content.slice(0, QUOTE_MAX_LENGTH) : null,
    search_text: foldText(input.content),
    origin: input.origin ?? null,
  };
  if (!input.ownSend || !input.externalId) return (await insertMessageOnce(db, row))?.id;
  const sent = await upsertSentMessage(db, { ...row, external_id: input.externalId });
  // The id is another customer's message (it cannot be this send's echo): keep the send without it.
  return sent?.id ?? (await insertMessageOnce(db, { ...row, external_id: null }))?.id;
}

/**
 * `unlessSameSince`: the check and the insert under the customer's row, so two retries of one
 * message at once store it once (these carry no gateway id for a unique index to catch).
 */
async function storeUnlessSame(db: Db, input: NewMessage, createdAt: string, since: string) {
  return inTransaction(db, async (tx) => {
    await lockCustomerRow(tx, input.customer.id);
    if (await findRecentSame(tx, input.customer.id, input.direction, input.content, since)) return undefined;
    return storeMessage(tx, input, createdAt);
  });
}

/**
 * Stores one message, moves the customer's activity and version, and tells staff at once, one
 * event each (docs/0026): an incoming message as 'notification' to every staff member (it rings
 * and refreshes that chat); any other as 'chat:message' to the staff who have that chat open.
 * Returns null for a message id already stored (gateway retries).
 */
export async function recordMessage(ctx: ServerContext, input: NewMessage): Promise<ChatMessage | null> {
  const createdAt = input.createdAt ?? nowIso();
  const id = input.unlessSameSince
    ? await storeUnlessSame(ctx.db, input, createdAt, input.unlessSameSince)
    : await storeMessage(ctx.db, input, createdAt);
  if (id === undefined) {
    await announceAgain(ctx, input);
    return null;
  }
  await setLastActivity(ctx.db, input.customer.id, createdAt);
  const stored = (await messageById(ctx.db, id))!;
  if (stored.direction === 'outgoing') await recordStaffReply(ctx.db, stored);
  const message = toChatMessage(stored);
  if (input.direction !== 'incoming') {
    ctx.realtime.toChat(input.customer.id, 'chat:message', { userId: input.customer.id, message });
    return message;
  }
  announce(ctx, input, id);
  return message;
}

function announce(ctx: ServerContext, input: NewMessage, messageId: number) {
  const event: NewMessageEvent = {
    type: 'new_message',
    data: {
      message: input.content,
      userName: input.customer.name,
      userId: input.customer.id,
      messageId,
      direction: 'incoming',
    },
  };
  ctx.realtime.toStaff('notification', event);
}

/**
 * A gateway retry of a customer message already stored: the first delivery may have committed
 * and then lost its event (the instance stopped, the connection was cut before the answer), so
 * it is announced again; staff screens count a message id once. Not for an old message the
 * gateway replays (a history sync), which would ring for nothing new.
 */
async function announceAgain(ctx: ServerContext, input: NewMessage) {
  if (input.direction !== 'incoming' || !input.externalId) return;
  const stored = await storedIncoming(ctx.db, input.externalId);
  if (!stored || stored.customer_id !== input.customer.id) return;
  if (Date.now() - Date.parse(stored.created_at) > ANNOUNCE_AGAIN_MS) return;
  announce(ctx, input, stored.id);
}

/**
 * The echo of a message a retry is sending (retryMessage), however old the message: it takes the
 * echo's id, so the retry's answer finds its own row and no second copy is stored.
 */
async function claimEchoOfRetry(ctx: ServerContext, customerId: number, content: string, externalId: string) {
  for (const sending of await retryingSends(ctx.db, customerId, staleRetryBefore())) {
    if (isEchoOfRetry(sending.content, content) && (await claimRetryingSend(ctx.db, sending.id, externalId)))
      return true;
  }
  return false;
}

/**
 * The gateway's copy of a message the shop sent (`fromMe`). Ponte's own sends carry the
 * gateway's id, so an echo of one is the same row whichever is stored first (recordMessage with
 * ownSend attaches to it). A send recorded without an id takes the echo's id instead of a second
 * row. Anything else (a reply typed on the phone) is stored as outgoing history.
 * Returns null when the echo added no message.
 */
export async function recordEcho(
  ctx: ServerContext,
  input: NewMessage & { externalId: string },
): Promise<ChatMessage | null> {
  if (await messageIdByExternalId(ctx.db, input.externalId)) return null;
  const since = new Date(Date.now() - ECHO_WINDOW_MS).toISOString();
  if (await claimSendWithoutId(ctx.db, input.customer.id, input.content, since, input.externalId)) return null;
  if (await claimEchoOfRetry(ctx, input.customer.id, input.content, input.externalId)) return null;
  return recordMessage(ctx, { ...input, direction: 'outgoing', ownSend: false, origin: 'phone' });
}
