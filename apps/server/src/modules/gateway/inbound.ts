import {
  EvolutionUpsertDataSchema,
  isConnectionEvent,
  isUpsertEvent,
  type EvolutionUpsertData,
  type EvolutionWebhook,
} from '@ponte/domain/gateway';
import type { EvolutionMessage } from '@ponte/domain/gateway-message';
import type { MessageDirection } from '@ponte/domain/conversations';
import type { Tx } from '../../db';
import type { Customer } from '../../db/types';
import { adClickIdOf } from '../../integrations/gateway/ad-referral';
import { editedAsUpsert, isEditedEvent } from '../../integrations/gateway/edited';
import { mediaContent, readMessage, timestampOf, type MessageReading } from '../../integrations/gateway/message-parse';
import { isReceiptEvent, receiptsOf, type Receipt } from '../../integrations/gateway/receipt';
import { replyQuoteOf } from '../../integrations/gateway/reply-context';
import { senderOf } from '../../integrations/gateway/sender';
import type { ServerContext } from '../../lib/context';
import { isUniqueViolation } from '../../lib/errors';
import { deferredRealtime } from '../../realtime/deferred';
import { findCustomerByPhone, findOrCreateCustomer } from '../customers/service';
import { recordWhatsAppAdClick } from '../funnel/service';
import { BOT_FORWARD_JOB, botForwardJob } from './bot-forward';
import { handleConnectionEvent } from './connection';
import { writeGatewayLog } from './queries';
import { saveMedia } from './media';

/** A message as it arrives, for the customer's history. */
export type InboundMessage = {
  customer: Pick<Customer, 'id' | 'name'>;
  content: string;
  direction: MessageDirection;
  status: 'sent' | 'received';
  externalId: string;
  createdAt?: string;
  quoted?: { externalId: string | null; content: string } | null;
};

/**
 * How an arriving message enters the history: the conversations module's recorder, handed in by
 * src/modules.ts. Conversations send through the gateway, so the gateway may not import them back.
 * Both answer null (or nothing) for a message already stored.
 */
export type MessageRecorder = {
  recordMessage: (ctx: ServerContext, message: InboundMessage) => Promise<unknown>;
  recordEcho: (ctx: ServerContext, message: InboundMessage) => Promise<unknown>;
  /** WhatsApp's receipts of the shop's messages; answers how many changed something. */
  recordReceipts: (ctx: ServerContext, receipts: Receipt[]) => Promise<number>;
  /** Issue 32: a customer's rating of a waiting satisfaction survey, kept; true when it was one. */
  answerSurvey?: (ctx: ServerContext, customer: Customer, content: string) => Promise<boolean>;
  /** Issue 32: the away message while the shop is closed, queued in the transaction; true when queued. */
  awayReply?: (ctx: ServerContext, customer: Customer, options: { botAnswers: boolean }) => Promise<boolean>;
  /** Issue 32: after a customer's message is stored, waiting chats are given out (fair assignment). */
  afterStored?: (ctx: ServerContext) => Promise<unknown>;
};

/** 'unattributed': no phone to file it under; kept in the gateway log for an admin instead. */
export type InboundOutcome = 'stored' | 'duplicate' | 'ignored' | 'unattributed';

/** A reading as the chat stores it: text, or media whose bytes (if sent) are saved first. */
async function contentOf(
  ctx: ServerContext,
  message: EvolutionMessage,
  reading: Exclude<MessageReading, { kind: 'skip' }>,
): Promise<string> {
  if (reading.kind === 'text') return reading.text;
  // Evolution adds the bytes beside the outermost message, whatever wraps the media.
  const base64 = message.base64 ?? null;
  const saved = base64 ? await saveMedia(ctx.uploadsDir, base64, reading.part.mimetype ?? undefined) : null;
  return mediaContent(reading, saved);
}

/**
 * PostgreSQL aborts a transaction at a unique violation; later statements then fail with
 * 25P02. Either means a concurrent delivery committed first.
 */
const lostRace = (err: unknown) => isUniqueViolation(err) || (err as { code?: string })?.code === '25P02';

/**
 * Customer, message, gateway log line and bot job are written in one transaction: a failure
 * leaves none of them. Staff hear of the message, and the job runner of the job, after the commit.
 */
async function storeUpsert(
  ctx: ServerContext,
  messages: MessageRecorder,
  event: EvolutionWebhook,
  data: EvolutionUpsertData,
  phone: string,
  content: string,
  botUrl: string,
  toBot: boolean,
): Promise<InboundOutcome> {
  const fromMe = data.key.fromMe === true;
  const deferred = deferredRealtime(ctx.realtime);
  let queued = false;
  const outcome = await ctx.db.transaction().execute(async (tx: Tx): Promise<InboundOutcome> => {
    // The number as WhatsApp wrote it is where replies go; any spelling finds the same customer.
    const customer = await findOrCreateCustomer(tx, {
      phone,
      name: fromMe ? null : data.pushName,
      whatsappPhone: phone,
    });
    const status = fromMe ? 'sent' : 'received';
    const txCtx: ServerContext = { ...ctx, db: tx, realtime: deferred.realtime };
    const message: InboundMessage = {
      customer,
      content,
      direction: fromMe ? 'outgoing' : 'incoming',
      status,
      externalId: data.key.id,
      createdAt: timestampOf(data),
      quoted: replyQuoteOf(data),
    };
    // The shop's echo of its own send (before or after Ponte recorded it) is that same message.
    const stored = fromMe
      ? await messages.recordEcho(txCtx, { ...message, externalId: data.key.id })
      : await messages.recordMessage(txCtx, message);
    // A retried delivery or an echo already recorded: nothing is kept.
    if (!stored) return 'duplicate';
    // A rating of the attendance that just ended answers the survey, not the bot.
    const rated = !fromMe && (await messages.answerSurvey?.(txCtx, customer, content));
    await writeGatewayLog(tx, {
      direction: 'incoming',
      status: 'received',
      phone,
      message: content,
      error: null,
      instance: event.instance ?? null,
    });
    // The shop's own echoes are history only; the bot answers customers, and only while it is on.
    const botAnswers = toBot && !fromMe && !rated && customer.bot_enabled === 1 && !!botUrl;
    // Out of hours, a customer nobody will answer now is told when someone will: not for a
    // reaction or an edit (nothing to answer), nor in a chat the bot keeps.
    const botChat = customer.bot_enabled === 1 && !!botUrl;
    if (toBot && !fromMe && !rated && (await messages.awayReply?.(txCtx, customer, { botAnswers: botChat })))
      queued = true;
    if (botAnswers) {
      // Only what the bot needs: no gateway key, no base64 (the file goes by its address).
      await ctx.jobs.enqueue(BOT_FORWARD_JOB, await botForwardJob({ ...ctx, db: tx }, botUrl, event, data, content), {
        db: tx,
      });
      queued = true;
    }
    return 'stored';
  });
  // A duplicate may carry its first delivery's event again (recordMessage's announceAgain).
  if (outcome !== 'ignored') deferred.flush();
  if (queued) ctx.jobs.kick();
  return outcome;
}

/**
 * A customer writing from an @lid address with no phone anywhere cannot be a customer yet
 * (Ponte files customers by phone). The message is kept in the gateway log, with the sender's
 * name and LID, where admins see it flagged ('Sem telefone (LID)').
 */
async function logUnattributed(
  ctx: ServerContext,
  event: EvolutionWebhook,
  data: EvolutionUpsertData,
  lid: string,
  content: string,
) {
  await writeGatewayLog(ctx.db, {
    direction: data.key.fromMe ? 'outgoing' : 'incoming',
    status: 'unattributed',
    phone: lid,
    message: content,
    error: `Remetente: ${data.pushName?.trim() || 'sem nome'} (${lid})`,
    instance: event.instance ?? null,
  });
}

/**
 * One `messages.upsert` item: store it (deduplicated), and hand customer messages to the bot when
 * it is on. Groups, Status posts, channels and broadcasts are dropped before any phone is read.
 */
export async function handleUpsert(
  ctx: ServerContext,
  messages: MessageRecorder,
  event: EvolutionWebhook,
  data: EvolutionUpsertData,
  botUrl: string,
): Promise<InboundOutcome> {
  const sender = senderOf(data.key);
  if (sender.kind === 'not-a-person') return 'ignored';
  const reading = readMessage(data.message);
  if (reading.kind === 'skip' || !data.message) return 'ignored';
  const content = await contentOf(ctx, data.message, reading);
  if (sender.kind === 'no-phone') {
    await logUnattributed(ctx, event, data, sender.lid, content);
    return 'unattributed';
  }
  const toBot = reading.kind === 'media' || reading.toBot;
  let outcome: InboundOutcome;
  try {
    outcome = await storeUpsert(ctx, messages, event, data, sender.phone, content, botUrl, toBot);
  } catch (err) {
    if (!lostRace(err)) throw err;
    // The same customer's first message arrived twice at once: the other delivery's rows now exist.
    outcome = await storeUpsert(ctx, messages, event, data, sender.phone, content, botUrl, toBot);
  }
  if (outcome === 'stored' && data.key.fromMe !== true) {
    await noteAdClick(ctx, event, data, sender.phone);
    await distributeAfter(ctx, messages, event, sender.phone);
  }
  return outcome;
}

/**
 * The message is stored: a chat waiting for a person may now be given out. Apart from the
 * message, as the ad click: a failure is written to the gateway log and never makes the
 * gateway deliver the message again.
 */
async function distributeAfter(ctx: ServerContext, messages: MessageRecorder, event: EvolutionWebhook, phone: string) {
  try {
    await messages.afterStored?.(ctx);
  } catch (err) {
    await writeGatewayLog(ctx.db, {
      direction: 'incoming',
      status: 'error',
      phone,
      message: 'distribuição de conversas',
      error: `Conversa não distribuída: ${err instanceof Error ? err.message : String(err)}`,
      instance: event.instance ?? null,
    });
  }
}

/**
 * A customer's message from a click-to-WhatsApp ad counts as a click of the funnel. After the
 * message is stored, and apart from it: a funnel failure is written to the gateway log and
 * never makes the gateway deliver the message again.
 */
async function noteAdClick(ctx: ServerContext, event: EvolutionWebhook, data: EvolutionUpsertData, phone: string) {
  const ctwaClid = adClickIdOf(data);
  if (!ctwaClid) return;
  try {
    const customer = await findCustomerByPhone(ctx.db, phone);
    if (customer) await recordWhatsAppAdClick(ctx, { customerId: customer.id, phone, ctwaClid });
  } catch (err) {
    await writeGatewayLog(ctx.db, {
      direction: 'incoming',
      status: 'error',
      phone,
      message: `ctwa_clid ${ctwaClid}`,
      error: `Clique de anúncio não registrado no funil: ${err instanceof Error ? err.message : String(err)}`,
      instance: event.instance ?? null,
    });
  }
}

/**
 * A webhook body already checked by EvolutionWebhookSchema. `botUrl`: the bot's webhook
 * ('webhook chat URL' setting), empty when there is no bot.
 */
export async function handleEvolutionEvent(
  ctx: ServerContext,
  messages: MessageRecorder,
  event: EvolutionWebhook,
  botUrl: string,
) {
  if (isConnectionEvent(event.event)) return handleConnectionEvent(ctx, event);
  if (isReceiptEvent(event.event)) {
    // Receipts add no message: answered as such, with how many ticks moved.
    const updated = await messages.recordReceipts(ctx, receiptsOf(event.data));
    return { stored: 0, duplicates: 0, ignored: updated ? 0 : 1, updated };
  }
  const edit = isEditedEvent(event.event) ? editedAsUpsert(event.data) : null;
  if (!isUpsertEvent(event.event) && !edit) return { stored: 0, duplicates: 0, ignored: 1 };
  const outcome = await handleUpsert(ctx, messages, event, edit ?? EvolutionUpsertDataSchema.parse(event.data), botUrl);
  // Answered as ignored: nothing went into a customer's history (the gateway log has it).
  const ignored = outcome === 'ignored' || outcome === 'unattributed';
  return {
    stored: outcome === 'stored' ? 1 : 0,
    duplicates: outcome === 'duplicate' ? 1 : 0,
    ignored: ignored ? 1 : 0,
  };
}
