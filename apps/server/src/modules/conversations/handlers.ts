import { z } from 'zod';
import type { ChatMessage, MessageStatus } from '@ponte/domain/customers';
import { phoneKey } from '@ponte/domain/phone';
import type { AiLogger } from '../../integrations/ai/provider';
import type { ServerContext } from '../../lib/context';
import type { Actor } from '../../plugins/auth';
import { recordActivity } from '../logs/activity';
import { findCustomerByPhone, findOrCreateCustomer, requireCustomer, whatsappNumberOf } from '../customers/service';
import { findGatewayLog, sendText } from '../gateway/service';
import { escalate } from './escalations';
import { findRecentSame } from './queries';
import { recordMessage } from './service';
import { checkTraineeSend } from './trainee-send-check';

const BOT_ECHO_WINDOW_MS = 10 * 60_000;

/**
 * Step 1 of the manual send flow: the text goes out through the gateway, once a trainee's text
 * passed the check; to a known customer at the number WhatsApp last wrote from.
 */
export async function sendManualText(ctx: ServerContext, actor: Actor, input: { phone: string; msg: string }, log: AiLogger) {
  await checkTraineeSend(ctx, actor, { phone: input.phone, message: input.msg, field: 'msg' }, log);
  const customer = await findCustomerByPhone(ctx.db, input.phone);
  return sendText(ctx.db, customer ? whatsappNumberOf(customer) : input.phone, input.msg);
}

/** Step 2 of the manual send flow: the text staff sent, with the delivery status setText got. */
export async function sendAdminMessage(
  ctx: ServerContext,
  actor: Actor,
  input: { user_id: number; content: string; gateway_log_id?: number },
  log: AiLogger,
) {
  const customer = await requireCustomer(ctx.db, input.user_id);
  // Nothing a trainee may not send is stored as sent.
  await checkTraineeSend(ctx, actor, { customer, phone: customer.phone, message: input.content, field: 'content' }, log);
  let status: MessageStatus = 'recorded';
  let gatewayId: string | null = null;
  if (input.gateway_log_id) {
    const log = await findGatewayLog(ctx.db, input.gateway_log_id);
    if (log && log.direction === 'outgoing' && phoneKey(log.phone) === customer.phone_key) {
      status = log.status === 'sent' ? 'sent' : log.status === 'not_configured' ? 'not_configured' : 'failed';
      gatewayId = log.status === 'sent' ? log.message_id : null;
    }
  }
  // The gateway's id makes its echo of this send, before or after, the same message.
  const message = (await recordMessage(ctx, { customer, content: input.content, direction: 'outgoing', status, senderId: actor.id, externalId: gatewayId, ownSend: true }))!;
  await recordActivity(ctx.db, { userId: actor.id, action: 'create', entityType: 'chat', entityId: customer.id, details: { message_id: message.id } });
  return message;
}

export async function recordFromCaller(
  ctx: ServerContext,
  actor: Actor | null,
  input: { phone: string; name?: string; email?: string; message?: string; system_response?: string; admin_message?: boolean },
) {
  const customer = await findOrCreateCustomer(ctx.db, { phone: input.phone, name: input.name, email: input.email });
  const recorded: ChatMessage[] = [];
  if (input.message) {
    if (input.admin_message) {
      recorded.push((await recordMessage(ctx, { customer, content: input.message, direction: 'outgoing', status: 'recorded', senderId: actor?.id ?? null }))!);
    } else {
      const since = new Date(Date.now() - BOT_ECHO_WINDOW_MS).toISOString();
      const already = await findRecentSame(ctx.db, customer.id, 'incoming', input.message, since);
      if (!already) recorded.push((await recordMessage(ctx, { customer, content: input.message, direction: 'incoming', status: 'received' }))!);
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

export const NotifySupervisorSchema = z.object({
  trainee_id: z.coerce.number().int().positive().optional(),
  trainee_name: z.string().trim().max(120).optional(),
  customer_phone: z.string({ error: 'O telefone do cliente é obrigatório' }).trim().min(1, 'O telefone do cliente é obrigatório').max(30),
  customer_name: z.string().trim().max(120).default(''),
  blocked_message: z.string({ error: 'A mensagem bloqueada é obrigatória' }).trim().min(1, 'A mensagem bloqueada é obrigatória').max(4096),
  ai_feedback: z.string().trim().max(4096).default(''),
});

/** A trainee's blocked message reaches every supervisor (and admin) at once, is kept, and blocks that conversation. */
export async function notifySupervisors(ctx: ServerContext, actor: Actor, input: z.output<typeof NotifySupervisorSchema>) {
  const customer = (await findCustomerByPhone(ctx.db, input.customer_phone)) ?? null;
  return escalate(ctx, actor, {
    customer,
    phone: input.customer_phone,
    customerName: input.customer_name,
    blockedMessage: input.blocked_message,
    aiFeedback: input.ai_feedback,
  });
}
