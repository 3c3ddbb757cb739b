import { z } from 'zod';
import { QUOTE_MAX_LENGTH } from '@ponte/domain/conversations';

/*
 * The quote of a WhatsApp reply as Evolution posts it. Evolution (1.8 and 2.x) copies the
 * message part's `contextInfo` to the top of the upsert's `data`; raw Baileys keeps it inside
 * the part (`message.extendedTextMessage.contextInfo`, also inside wrappers such as
 * `ephemeralMessage`). `stanzaId` is the quoted message's WhatsApp id, `quotedMessage` its
 * content (Evolution 2.x already turned its extendedTextMessage into `conversation`).
 * Read leniently: a quote Ponte cannot read never costs the reply itself.
 */

const optionalText = z.string().nullish().catch(null);
const QuotedPartSchema = z
  .looseObject({ text: optionalText, caption: optionalText, fileName: optionalText, displayName: optionalText })
  .nullish()
  .catch(null);

export const QuotedMessageSchema = z.looseObject({
  conversation: optionalText,
  extendedTextMessage: QuotedPartSchema,
  imageMessage: QuotedPartSchema,
  videoMessage: QuotedPartSchema,
  audioMessage: QuotedPartSchema,
  documentMessage: QuotedPartSchema,
  documentWithCaptionMessage: z
    .looseObject({ message: z.looseObject({ documentMessage: QuotedPartSchema }).nullish().catch(null) })
    .nullish()
    .catch(null),
  stickerMessage: QuotedPartSchema,
  locationMessage: QuotedPartSchema,
  contactMessage: QuotedPartSchema,
});

export const ContextInfoSchema = z.looseObject({
  stanzaId: z.string().max(200).nullish().catch(null),
  quotedMessage: QuotedMessageSchema.nullish().catch(null),
});

export type ReplyQuote = { externalId: string | null; content: string };

/** Media quoted without a caption: what it was, in the chat's words. */
const quotedKinds = [
  ['imageMessage', 'imagem'],
  ['videoMessage', 'vídeo'],
  ['audioMessage', 'áudio'],
  ['stickerMessage', 'figurinha'],
  ['locationMessage', 'localização'],
  ['contactMessage', 'contato'],
] as const;

/** The text shown for a quoted message: its text or caption, else what kind of message it was. */
export function quotedText(quoted: z.infer<typeof QuotedMessageSchema>): string {
  const text = quoted.conversation ?? quoted.extendedTextMessage?.text;
  if (text) return text;
  const doc = quoted.documentMessage ?? quoted.documentWithCaptionMessage?.message?.documentMessage;
  if (doc) return doc.caption || doc.fileName || '[documento]';
  for (const [part, label] of quotedKinds) {
    const media = quoted[part];
    if (media)
      return media.caption
        ? `[${label}] ${media.caption}`
        : media.displayName
          ? `[${label}] ${media.displayName}`
          : `[${label}]`;
  }
  return '[mensagem]';
}

/** Where a contextInfo may sit: the top of `data`, or a message part (inside a wrapper too). */
export function* contextInfos(data: Record<string, unknown>): Generator<unknown> {
  yield data.contextInfo;
  const visit = function* (message: unknown, depth: number): Generator<unknown> {
    if (!message || typeof message !== 'object' || depth > 3) return;
    for (const part of Object.values(message)) {
      if (!part || typeof part !== 'object') continue;
      yield (part as Record<string, unknown>).contextInfo;
      yield* visit((part as Record<string, unknown>).message, depth + 1);
    }
  };
  yield* visit(data.message, 0);
}

/** The message a reply quotes, from an upsert's `data`, or null when it quotes nothing. */
export function replyQuoteOf(data: Record<string, unknown>): ReplyQuote | null {
  for (const candidate of contextInfos(data)) {
    const context = ContextInfoSchema.safeParse(candidate);
    if (!context.success || !context.data.quotedMessage) continue;
    return {
      externalId: context.data.stanzaId || null,
      content: quotedText(context.data.quotedMessage).slice(0, QUOTE_MAX_LENGTH),
    };
  }
  return null;
}
