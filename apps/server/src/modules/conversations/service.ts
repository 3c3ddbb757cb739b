import {
  QUOTE_MAX_LENGTH,
  type ChatMessage,
  type MessageDirection,
  type MessageStatus,
  type NewMessageEvent,
} from '@ponte/domain/conversations';
import { foldText } from '@ponte/domain/search';
import { phoneKey } from '@ponte/domain/phone';
import { inTransaction, nowIso, type Db } from '../../db';
import type { Customer } from '../../db/types';
import type { AiLogger } from '../../integrations/ai/provider';
import type { ServerContext } from '../../lib/context';
import type { Actor } from '../../plugins/auth';
import {
  findCustomerByPhone,
  findOrCreateCustomer,
  lockCustomerRow,
  requireCustomer,
  setLastActivity,
  whatsappNumberOf,
} from '../customers/service';
import { findGatewayLog, replayedSend, sendText, sendTextOnce, type SendKey } from '../gateway/service';
import { recordActivity } from '../logs/service';
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
import { quotedReplyOf } from './quoted-reply';
import { staleRetryBefore } from './delivery-status';
import { isEchoOfRetry } from './retry-echo';
import { toChatMessage } from './to-chat-message';
import { checkTraineeSend } from './trainee-send-check';

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

/**
 * Step 1 of the manual send flow: the text goes out through the gateway, once a trainee's text
 * passed the check; to a known customer at the number WhatsApp last wrote from.
 */
export async function sendManualText(
  ctx: ServerContext,
  actor: Actor,
  input: { phone: string; msg: string; quoted_id?: number },
  log: AiLogger,
  key?: SendKey,
) {
  const customer = await findCustomerByPhone(ctx.db, input.phone);
  const asked = {
    phone: customer ? whatsappNumberOf(customer) : input.phone,
    text: input.msg,
    quotedId: input.quoted_id ?? null,
  };
  // A repeat of a used key answers as the first time did, before any check runs again (issue 34).
  const replay = key && (await replayedSend(ctx.db, key, asked));
  if (replay) return replay;
  // A reply must quote this customer's message: refused before anything is checked or sent.
  const quoted = await quotedReplyOf(ctx.db, customer?.id ?? null, input.quoted_id);
  await checkTraineeSend(ctx, actor, { phone: input.phone, message: input.msg, field: 'msg' }, log);
  return sendTextOnce(ctx.db, key, asked, quoted?.send);
}

/** Step 2 of the manual send flow: the text staff sent, with the delivery status setText got. */
export async function sendAdminMessage(
  ctx: ServerContext,
  actor: Actor,
  input: { user_id: number; content: string; gateway_log_id?: number; quoted_id?: number },
  log: AiLogger,
) {
  const customer = await requireCustomer(ctx.db, input.user_id);
  const quoted = await quotedReplyOf(ctx.db, customer.id, input.quoted_id);
  // Nothing a trainee may not send is stored as sent.
  await checkTraineeSend(
    ctx,
    actor,
    { customer, phone: customer.phone, message: input.content, field: 'content' },
    log,
  );
  let status: MessageStatus = 'recorded';
  let gatewayId: string | null = null;
  if (input.gateway_log_id) {
    const log = await findGatewayLog(ctx.db, input.gateway_log_id);
    if (log && log.direction === 'outgoing' && phoneKey(log.phone) === customer.phone_key) {
      status = log.status === 'sent' ? 'sent' : log.status === 'not_configured' ? 'not_configured' : 'failed';
      gatewayId = log.status === 'sent' ? log.message_id : null;
    }
  }
  return recordStaffSend(ctx, actor, {
    customer,
    content: input.content,
    status,
    externalId: gatewayId,
    quoted: quoted?.stored ?? null,
  });
}

/**
 * What a staff member sent (a text, a file), recorded with the gateway's answer and logged. The
 * gateway's id makes its echo of this send, before or after, the same message (ownSend).
 */
export async function recordStaffSend(
  ctx: ServerContext,
  actor: Actor,
  send: Pick<NewMessage, 'customer' | 'content' | 'status' | 'externalId' | 'quoted'> & {
    details?: Record<string, unknown>;
  },
): Promise<ChatMessage> {
  const message = (await recordMessage(ctx, {
    customer: send.customer,
    content: send.content,
    direction: 'outgoing',
    status: send.status,
    senderId: actor.id,
    externalId: send.externalId,
    quoted: send.quoted,
    ownSend: true,
  }))!;
  await recordActivity(ctx.db, {
    userId: actor.id,
    action: 'create',
    entityType: 'chat',
    entityId: send.customer.id,
    details: { message_id: message.id, ...send.details },
  });
  return message;
}

export async function recordFromCaller(
  ctx: ServerContext,
  actor: Actor | null,
  input: {
    phone: string;
    name?: string;
    email?: string;
    message?: string;
    system_response?: string;
    admin_message?: boolean;
  },
) {
  const customer = await findOrCreateCustomer(ctx.db, { phone: input.phone, name: input.name, email: input.email });
  const recorded: ChatMessage[] = [];
  if (input.message) {
    if (input.admin_message) {
      recorded.push(
        (await recordMessage(ctx, {
          customer,
          content: input.message,
          direction: 'outgoing',
          status: 'recorded',
          senderId: actor?.id ?? null,
        }))!,
      );
    } else {
      const since = new Date(Date.now() - ECHO_WINDOW_MS).toISOString();
      const stored = await recordMessage(ctx, {
        customer,
        content: input.message,
        direction: 'incoming',
        status: 'received',
        unlessSameSince: since,
      });
      if (stored) recorded.push(stored);
    }
  }
  if (input.system_response) {
    // The bot answers through Ponte: deliver it, and keep the delivery status on the message.
    const delivery = actor ? null : await sendText(ctx.db, whatsappNumberOf(customer), input.system_response);
    recorded.push(
      (await recordMessage(ctx, {
        customer,
        content: input.system_response,
        direction: 'outgoing',
        status: delivery ? (delivery.status === 'sent' ? 'sent' : delivery.status) : 'recorded',
        senderId: actor?.id ?? null,
        externalId: delivery?.message_id ?? null,
        ownSend: true,
      }))!,
    );
  }
  return { user_id: customer.id, messages: recorded };
}

/* What other modules ask of a chat's history, its escalations and the durable customer message. */
export { allMessagesOf, countMessages, historyEtag, messageHistory, recentDeliveries } from './history';
export { recordReceipts } from './delivery';
export { toChatMessage };
export { newestEscalationId, openBlockFor, openBlocksOf, recentEscalations } from './escalations';
export { searchMessages } from './search';
export { recentIncoming, newestMessageId } from './recent';
export { CUSTOMER_MESSAGE_JOB, type CustomerMessagePayload } from './customer-message';

export { pruneMessageMedia, scheduleMediaPruning } from './media-retention';
export { eraseConversation } from './erase';
