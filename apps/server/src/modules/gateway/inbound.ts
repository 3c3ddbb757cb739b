import { EvolutionUpsertDataSchema, isUpsertEvent, type EvolutionMessageKey, type EvolutionUpsertData, type EvolutionWebhook } from '@ponte/domain/gateway';
import type { MessageStatus } from '@ponte/domain/customers';
import { replyQuoteOf } from '@ponte/domain/reply-context';
import type { Tx } from '../../db';
import type { ServerContext } from '../../lib/context';
import { isUniqueViolation } from '../../lib/errors';
import { deferredRealtime } from '../../realtime/deferred';
import { findOrCreateCustomer } from '../customers/service';
import { recordEcho, recordMessage, type NewMessage } from '../conversations/service';
import { botForwardJob } from './bot-forward';
import { writeGatewayLog } from './logs';
import { saveMedia } from './media';

export const BOT_FORWARD_JOB = 'bot.forward';

export type InboundOutcome = 'stored' | 'duplicate' | 'ignored';

/** '5511…@s.whatsapp.net' → digits; '@lid' ids are not phones: use the alternate JID then. */
export function phoneFromKey(key: EvolutionMessageKey): string | null {
  const jid = key.addressingMode === 'lid' || key.remoteJid.endsWith('@lid') ? (key.remoteJidAlt ?? key.senderPn) : key.remoteJid;
  if (!jid || jid.endsWith('@g.us') || jid === 'status@broadcast' || jid.endsWith('@broadcast') || jid.endsWith('@lid')) return null;
  const digits = jid.split('@')[0].split(':')[0].replace(/\D/g, '');
  return digits.length >= 8 ? digits : null;
}

/** Text and media of an upsert in the spec's message format ('/uploads/<file>;caption'). */
async function contentOf(ctx: ServerContext, data: EvolutionUpsertData): Promise<string | null> {
  const m = data.message ?? {};
  const text = m.conversation ?? m.extendedTextMessage?.text;
  if (text) return text;
  const doc = m.documentMessage ?? m.documentWithCaptionMessage?.message?.documentMessage;
  const media = m.imageMessage ?? m.audioMessage ?? m.videoMessage ?? doc;
  if (!media) return null;
  const caption = media.caption ?? (doc ? media.fileName : undefined) ?? '';
  const path = m.base64 ? await saveMedia(ctx.uploadsDir, m.base64, media.mimetype ?? undefined) : null;
  if (path) return caption ? `${path};${caption}` : path;
  // Media without its bytes (webhook base64 off): keep what we know rather than nothing.
  const kind = m.imageMessage ? 'imagem' : m.audioMessage ? 'áudio' : m.videoMessage ? 'vídeo' : 'documento';
  return caption ? `[${kind}] ${caption}` : `[${kind} recebido]`;
}

const timestampOf = (data: EvolutionUpsertData) => {
  const seconds = Number(data.messageTimestamp);
  return Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000).toISOString() : undefined;
};

/**
 * PostgreSQL aborts a transaction at a unique violation; later statements then fail with
 * 25P02. Either means a concurrent delivery committed first.
 */
const lostRace = (err: unknown) => isUniqueViolation(err) || (err as { code?: string })?.code === '25P02';

/**
 * Customer, message, gateway log line and bot job are written in one transaction: a failure
 * leaves none of them. Staff hear of the message, and the job runner of the job, after the commit.
 */
async function storeUpsert(ctx: ServerContext, event: EvolutionWebhook, data: EvolutionUpsertData, phone: string, content: string, botUrl: string): Promise<InboundOutcome> {
  const fromMe = data.key.fromMe === true;
  const deferred = deferredRealtime(ctx.realtime);
  let queued = false;
  const outcome = await ctx.db.transaction().execute(async (tx: Tx): Promise<InboundOutcome> => {
    // The number as WhatsApp wrote it is where replies go; any spelling finds the same customer.
    const customer = await findOrCreateCustomer(tx, { phone, name: fromMe ? null : data.pushName, whatsappPhone: phone });
    const status: MessageStatus = fromMe ? 'sent' : 'received';
    const txCtx: ServerContext = { ...ctx, db: tx, realtime: deferred.realtime };
    const message: NewMessage = {
      customer,
      content,
      direction: fromMe ? 'outgoing' : 'incoming',
      status,
      externalId: data.key.id,
      createdAt: timestampOf(data),
      quoted: replyQuoteOf(data),
    };
    // The shop's echo of its own send (before or after Ponte recorded it) is that same message.
    const stored = fromMe ? await recordEcho(txCtx, { ...message, externalId: data.key.id }) : await recordMessage(txCtx, message);
    // A retried delivery or an echo already recorded: nothing is kept.
    if (!stored) return 'duplicate';
    await writeGatewayLog(tx, { direction: 'incoming', status: 'received', phone, message: content, error: null, instance: event.instance ?? null });
    // The shop's own echoes are history only; the bot answers customers, and only while it is on.
    if (!fromMe && customer.bot_enabled === 1 && botUrl) {
      // Only what the bot needs: no gateway key, no base64 (the file goes by its address).
      await ctx.jobs.enqueue(BOT_FORWARD_JOB, await botForwardJob({ ...ctx, db: tx }, botUrl, event, data, content), { db: tx });
      queued = true;
    }
    return 'stored';
  });
  if (outcome === 'stored') deferred.flush();
  if (queued) ctx.jobs.kick();
  return outcome;
}

/** One `messages.upsert` item: store it (deduplicated), and hand customer messages to the bot when it is on. */
export async function handleUpsert(ctx: ServerContext, event: EvolutionWebhook, data: EvolutionUpsertData, botUrl: string): Promise<InboundOutcome> {
  const phone = phoneFromKey(data.key);
  if (!phone) return 'ignored';
  const content = await contentOf(ctx, data);
  if (!content) return 'ignored';
  try {
    return await storeUpsert(ctx, event, data, phone, content, botUrl);
  } catch (err) {
    if (!lostRace(err)) throw err;
    // The same customer's first message arrived twice at once: the other delivery's rows now exist.
    return storeUpsert(ctx, event, data, phone, content, botUrl);
  }
}

/**
 * A webhook body already checked by EvolutionWebhookSchema. `botUrl`: the bot's webhook
 * ('webhook chat URL' setting), empty when there is no bot.
 */
export async function handleEvolutionEvent(ctx: ServerContext, event: EvolutionWebhook, botUrl: string) {
  if (!isUpsertEvent(event.event)) return { stored: 0, duplicates: 0, ignored: 1 };
  const outcome = await handleUpsert(ctx, event, EvolutionUpsertDataSchema.parse(event.data), botUrl);
  return { stored: outcome === 'stored' ? 1 : 0, duplicates: outcome === 'duplicate' ? 1 : 0, ignored: outcome === 'ignored' ? 1 : 0 };
}
