import { type ChatMessage, type MessageStatus } from '@ponte/domain/conversations';
import { phoneKey } from '@ponte/domain/phone';
import type { AiLogger } from '../../integrations/ai/provider';
import type { ServerContext } from '../../lib/context';
import type { Actor } from '../../plugins/auth';
import { findCustomerByPhone, findOrCreateCustomer, requireCustomer, whatsappNumberOf } from '../customers/service';
import { findSendLog, replayedSend, sendText, sendTextOnce, type SendKey } from '../gateway/service';
import { activityRecorder } from '../logs/service';
import { quotedReplyOf } from './quoted-reply';
import { toChatMessage } from './to-chat-message';
import { checkTraineeSend } from './trainee-send-check';
import { ECHO_WINDOW_MS, recordMessage, type NewMessage } from './record-message';

const recordChat = activityRecorder('chat');

export { ANNOUNCE_AGAIN_MS, ECHO_WINDOW_MS, recordEcho, recordMessage, type NewMessage } from './record-message';

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
    const log = await findSendLog(ctx.db, input.gateway_log_id);
    if (log && phoneKey(log.phone) === customer.phone_key) {
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
  await recordChat(ctx.db, actor.id, 'create', send.customer.id, { message_id: message.id, ...send.details });
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
