import {
  MAX_MESSAGE_NESTING,
  MESSAGE_WRAPPERS,
  type EvolutionMediaPart,
  type EvolutionMessage,
} from '@ponte/domain/gateway-message';
import type { EvolutionUpsertData } from '@ponte/domain/gateway';
import { formatBytes, type SavedMedia } from './media-type';
import { contactCardsText } from './vcard';

export type MediaKind = 'imagem' | 'vídeo' | 'áudio' | 'documento' | 'figurinha';

/**
 * What a WhatsApp message says, as a chat entry. Always plain text (the chat renders text,
 * never HTML); media is described here and saved by the caller.
 * - 'skip': nothing a person wrote (protocol traffic, a removed reaction, a poll vote).
 * - 'text': `toBot` is false for reactions and edits, which the bot has nothing to answer.
 */
export type MessageReading =
  | { kind: 'skip' }
  | { kind: 'text'; text: string; toBot: boolean }
  | { kind: 'media'; media: MediaKind; part: EvolutionMediaPart; viewOnce: boolean };

/** Edits are added as a new entry marked so, beside the original: the history shows both. */
export const EDITED_MARK = '(editada)';

const MEDIA_FIELDS = [
  ['imageMessage', 'imagem'],
  ['videoMessage', 'vídeo'],
  ['ptvMessage', 'vídeo'],
  ['audioMessage', 'áudio'],
  ['documentMessage', 'documento'],
  ['stickerMessage', 'figurinha'],
] as const satisfies readonly (readonly [keyof EvolutionMessage, MediaKind])[];

/** Fields that carry no words of a person: read as nothing rather than as an unknown type. */
const NOT_CONTENT = new Set([
  'protocolMessage',
  'senderKeyDistributionMessage',
  'fastRatchetKeySenderKeyDistributionMessage',
  'messageContextInfo',
  'pollUpdateMessage',
  'encReactionMessage',
  'keepInChatMessage',
  'pinInChatMessage',
  'encEventResponseMessage',
  'base64',
  'mediaUrl',
]);

/** Walks through wrappers, however they nest, to the message a person wrote. */
function unwrap(message: EvolutionMessage) {
  let current = message;
  let viewOnce = false;
  let edited = false;
  for (let depth = 0; depth <= MAX_MESSAGE_NESTING; depth++) {
    const edit = current.protocolMessage?.editedMessage;
    if (edit) {
      edited = true;
      current = edit;
      continue;
    }
    const wrapper = MESSAGE_WRAPPERS.find((w) => current[w]?.message);
    if (!wrapper) break;
    if (wrapper.startsWith('viewOnce')) viewOnce = true;
    if (wrapper === 'editedMessage') edited = true;
    current = current[wrapper]!.message!;
  }
  return { message: current, viewOnce, edited };
}

const nonEmpty = (value: string | null | undefined) => (value && value.trim() ? value : null);

function textOf(m: EvolutionMessage): string | null {
  return (
    nonEmpty(m.conversation) ??
    nonEmpty(m.extendedTextMessage?.text) ??
    nonEmpty(m.buttonsResponseMessage?.selectedDisplayText) ??
    nonEmpty(m.templateButtonReplyMessage?.selectedDisplayText) ??
    nonEmpty(m.listResponseMessage?.title) ??
    nonEmpty(m.listResponseMessage?.singleSelectReply?.selectedRowId) ??
    nonEmpty(m.interactiveResponseMessage?.body?.text)
  );
}

const coordinate = (value: number | null | undefined, limit: number) =>
  typeof value === 'number' && Math.abs(value) <= limit ? String(Number(value.toFixed(6))) : null;

function locationText(m: EvolutionMessage): string | null {
  const live = !m.locationMessage && m.liveLocationMessage;
  const place = m.locationMessage ?? m.liveLocationMessage;
  if (!place) return null;
  const lat = coordinate(place.degreesLatitude, 90);
  const lng = coordinate(place.degreesLongitude, 180);
  const described = [place.name, place.address, place.comment ?? place.caption]
    .map(nonEmpty)
    .filter(Boolean)
    .join(' — ');
  const lines = [`[${live ? 'localização em tempo real' : 'localização'}]${described ? ` ${described}` : ''}`];
  if (lat && lng) lines.push(`https://www.google.com/maps?q=${lat},${lng}`);
  return lines.join('\n');
}

function pollText(m: EvolutionMessage): string | null {
  const poll = m.pollCreationMessage ?? m.pollCreationMessageV2 ?? m.pollCreationMessageV3;
  if (!poll) return null;
  const options = (poll.options ?? []).map((o) => nonEmpty(o.optionName)).filter(Boolean);
  return [`[enquete] ${nonEmpty(poll.name) ?? ''}`.trim(), ...options.map((o) => `- ${o}`)].join('\n');
}

/** The first field that names a message type, as Baileys' `getContentType` finds it. */
const unknownType = (m: EvolutionMessage) =>
  Object.keys(m).find((k) => (k === 'conversation' || k.includes('Message')) && !NOT_CONTENT.has(k));

function readContent(m: EvolutionMessage, viewOnce: boolean): MessageReading {
  const text = textOf(m);
  if (text) return { kind: 'text', text, toBot: true };
  for (const [field, media] of MEDIA_FIELDS) {
    const part = m[field];
    if (part) return { kind: 'media', media, part, viewOnce };
  }
  const described = locationText(m) ?? contactCardsText(m) ?? pollText(m);
  if (described) return { kind: 'text', text: described, toBot: true };
  if (m.reactionMessage) {
    // An empty reaction is one taken back: nothing to show.
    const emoji = nonEmpty(m.reactionMessage.text);
    return emoji ? { kind: 'text', text: `[reação: ${emoji}]`, toBot: false } : { kind: 'skip' };
  }
  const type = unknownType(m);
  return type ? { kind: 'text', text: `[mensagem não suportada: ${type}]`, toBot: true } : { kind: 'skip' };
}

/** Media of an edit is only its new caption: the file itself cannot be edited. */
function editedText(reading: MessageReading): MessageReading {
  if (reading.kind === 'skip') return { kind: 'text', text: EDITED_MARK, toBot: false };
  const text = reading.kind === 'text' ? reading.text : nonEmpty(reading.part.caption);
  return { kind: 'text', text: text ? `${EDITED_MARK} ${text}` : EDITED_MARK, toBot: false };
}

export function readMessage(message: EvolutionMessage | null | undefined): MessageReading {
  if (!message) return { kind: 'skip' };
  const { message: inner, viewOnce, edited } = unwrap(message);
  const reading = readContent(inner, viewOnce);
  return edited ? editedText(reading) : reading;
}

/** What a media message becomes when its file is not kept: never silence. */
const mediaPlaceholder = {
  imagem: '[imagem recebida]',
  vídeo: '[vídeo recebido]',
  áudio: '[áudio recebido]',
  documento: '[documento recebido]',
  figurinha: '[figurinha]',
} as const satisfies Record<MediaKind, string>;

/**
 * A media reading as the chat stores it, once the caller tried to keep its bytes: the spec's
 * '/uploads/<file>;caption' when `saved` has the file. Media Ponte does not keep (no bytes sent,
 * or over MAX_MEDIA_BYTES) keeps its caption and name.
 */
export function mediaContent(reading: Extract<MessageReading, { kind: 'media' }>, saved: SavedMedia | null): string {
  const { part, media } = reading;
  const caption = part.caption?.trim() || (media === 'documento' ? part.fileName?.trim() : '') || '';
  const label = reading.viewOnce ? `${media} de visualização única` : media;
  if (saved && 'saved' in saved) return caption ? `${saved.saved};${caption}` : saved.saved;
  if (saved && 'tooLarge' in saved) {
    const name = part.fileName?.trim() || label;
    const note = `[arquivo grande demais: ${name} (${formatBytes(saved.tooLarge)})]`;
    return caption && caption !== name ? `${note} ${caption}` : note;
  }
  if (caption) return `[${label}] ${caption}`;
  return reading.viewOnce ? `[${label}]` : mediaPlaceholder[media];
}

/** When the message was sent (Unix seconds in the payload), or undefined when it does not say. */
export const timestampOf = (data: EvolutionUpsertData) => {
  const seconds = Number(data.messageTimestamp);
  return Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000).toISOString() : undefined;
};
