import type { MessageStatus } from '@ponte/domain/customers';
import type { ServerContext } from '../../lib/context';
import { findOrCreateCustomer } from '../customers/service';
import { findRecentSame } from '../conversations/queries';
import { recordMessage } from '../conversations/service';
import { writeGatewayLog } from './logs';
import { saveMedia } from './media';

export const BOT_FORWARD_JOB = 'bot.forward';
/** How long after Ponte sent a text its gateway echo counts as the same message. */
export const ECHO_WINDOW_MS = 10 * 60_000;

type Key = { remoteJid?: string; remoteJidAlt?: string; senderPn?: string; fromMe?: boolean; id?: string; addressingMode?: string };
type MediaPart = { caption?: string; mimetype?: string; fileName?: string; seconds?: number };
type UpsertData = {
  key?: Key;
  pushName?: string;
  message?: {
    conversation?: string;
    extendedTextMessage?: { text?: string };
    imageMessage?: MediaPart;
    audioMessage?: MediaPart;
    videoMessage?: MediaPart;
    documentMessage?: MediaPart;
    documentWithCaptionMessage?: { message?: { documentMessage?: MediaPart } };
    base64?: string;
  };
  messageType?: string;
  messageTimestamp?: number | string;
};
export type EvolutionEvent = { event?: string; instance?: string; apikey?: string; data?: UpsertData | UpsertData[] };

export type InboundOutcome = 'stored' | 'duplicate' | 'ignored';

/** '5511…@s.whatsapp.net' → digits; '@lid' ids are not phones: use the alternate JID then. */
export function phoneFromKey(key: Key): string | null {
  const jid = key.addressingMode === 'lid' || key.remoteJid?.endsWith('@lid') ? (key.remoteJidAlt ?? key.senderPn) : key.remoteJid;
  if (!jid || jid.endsWith('@g.us') || jid === 'status@broadcast' || jid.endsWith('@broadcast') || jid.endsWith('@lid')) return null;
  const digits = jid.split('@')[0].split(':')[0].replace(/\D/g, '');
  return digits.length >= 8 ? digits : null;
}

/** Text and media of an upsert in the spec's message format ('/uploads/<file>;caption'). */
async function contentOf(ctx: ServerContext, data: UpsertData): Promise<string | null> {
  const m = data.message ?? {};
  const text = m.conversation ?? m.extendedTextMessage?.text;
  if (text) return text;
  const doc = m.documentMessage ?? m.documentWithCaptionMessage?.message?.documentMessage;
  const media = m.imageMessage ?? m.audioMessage ?? m.videoMessage ?? doc;
  if (!media) return null;
  const caption = media.caption ?? (doc ? media.fileName : undefined) ?? '';
  const path = m.base64 ? await saveMedia(ctx.uploadsDir, m.base64, media.mimetype) : null;
  if (path) return caption ? `${path};${caption}` : path;
  // Media without its bytes (webhook base64 off): keep what we know rather than nothing.
  const kind = m.imageMessage ? 'imagem' : m.audioMessage ? 'áudio' : m.videoMessage ? 'vídeo' : 'documento';
  return caption ? `[${kind}] ${caption}` : `[${kind} recebido]`;
}

const timestampOf = (data: UpsertData) => {
  const seconds = Number(data.messageTimestamp);
  return Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000).toISOString() : undefined;
};

/** One `messages.upsert` item: store it (deduplicated), and hand customer messages to the bot when it is on. */
export async function handleUpsert(ctx: ServerContext, event: EvolutionEvent, data: UpsertData, botUrl: string): Promise<InboundOutcome> {
  const key = data.key ?? {};
  const phone = phoneFromKey(key);
  if (!phone) return 'ignored';
  const content = await contentOf(ctx, data);
  if (!content) return 'ignored';
  const fromMe = key.fromMe === true;
  const customer = await findOrCreateCustomer(ctx.db, { phone, name: fromMe ? null : data.pushName });
  const status: MessageStatus = fromMe ? 'sent' : 'received';
  if (fromMe && (await findRecentSame(ctx.db, customer.id, 'outgoing', content, new Date(Date.now() - ECHO_WINDOW_MS).toISOString()))) {
    return 'duplicate';
  }
  const stored = await recordMessage(ctx, {
    customer,
    content,
    direction: fromMe ? 'outgoing' : 'incoming',
    status,
    externalId: key.id ?? null,
    createdAt: timestampOf(data),
  });
  if (!stored) return 'duplicate';
  await writeGatewayLog(ctx.db, { direction: 'incoming', status: 'received', phone, message: content, error: null, instance: event.instance ?? null });
  // The shop's own echoes are history only; the bot answers customers, and only while it is on.
  if (!fromMe && customer.bot_enabled === 1 && botUrl) await ctx.jobs.enqueue(BOT_FORWARD_JOB, { url: botUrl, body: { ...event, data } });
  return 'stored';
}

/** `botUrl`: the bot's webhook ('webhook chat URL' setting), empty when there is no bot. */
export async function handleEvolutionEvent(ctx: ServerContext, event: EvolutionEvent, botUrl: string) {
  const name = (event.event ?? '').toLowerCase().replace('_', '.');
  if (name !== 'messages.upsert') return { stored: 0, duplicates: 0, ignored: 1 };
  const items = Array.isArray(event.data) ? event.data : event.data ? [event.data] : [];
  const counts = { stored: 0, duplicates: 0, ignored: 0 };
  for (const item of items) {
    const outcome = await handleUpsert(ctx, event, item, botUrl);
    if (outcome === 'stored') counts.stored += 1;
    else if (outcome === 'duplicate') counts.duplicates += 1;
    else counts.ignored += 1;
  }
  return counts;
}
