import { z } from 'zod';

/*
 * `data.message` of an Evolution `messages.upsert`: Baileys' WAProto `Message` as Evolution
 * serialises it (1.8 and 2.x), plus Evolution's own `base64`. Loose where WhatsApp adds fields,
 * strict on the types of the fields Ponte reads. Wrappers (disappearing, view-once, document
 * with caption, edits) nest a whole message, so the schema is built to a fixed depth: deeper
 * nesting than WhatsApp ever sends is refused rather than walked without bound.
 */
const messageText = {
  text: 'Deve ser um texto',
  object: 'Deve ser um objeto',
  list: 'Deve ser uma lista',
  number: 'Deve ser um número',
  tooLong: (max: number) => `No máximo ${max} caracteres`,
  tooMany: (max: number) => `No máximo ${max} itens`,
  tooDeep: 'Mensagem aninhada demais',
} as const;

const text = (max: number) => z.string({ error: messageText.text }).max(max, messageText.tooLong(max));
const optionalText = (max: number) => text(max).nullish();
const looseObject = <T extends z.core.$ZodLooseShape>(shape: T) => z.looseObject(shape, { error: messageText.object });
const optionalNumber = z.number({ error: messageText.number }).finite(messageText.number).nullish();
const list = <T extends z.ZodType>(item: T, max: number) =>
  z.array(item, { error: messageText.list }).max(max, messageText.tooMany(max)).nullish();

/** WhatsApp texts go up to 65,536 characters; captions and names are far shorter. */
export const MAX_MESSAGE_TEXT = 65_536;
/** How many wrappers may nest (Baileys itself unwraps at most five). */
export const MAX_MESSAGE_NESTING = 6;

const MediaPartSchema = looseObject({
  caption: optionalText(MAX_MESSAGE_TEXT),
  mimetype: optionalText(255),
  fileName: optionalText(255),
  seconds: z.number({ error: messageText.number }).finite().nonnegative().nullish(),
  /** Only shown, never trusted: a number, digits, or protobuf's Long `{low, high}` depending on the build. */
  fileLength: z.unknown().optional(),
}).nullish();
export type EvolutionMediaPart = NonNullable<z.infer<typeof MediaPartSchema>>;

const LocationSchema = looseObject({
  degreesLatitude: optionalNumber,
  degreesLongitude: optionalNumber,
  name: optionalText(1000),
  address: optionalText(1000),
  url: optionalText(2000),
  comment: optionalText(MAX_MESSAGE_TEXT),
  caption: optionalText(MAX_MESSAGE_TEXT),
}).nullish();

const ContactCardSchema = looseObject({ displayName: optionalText(256), vcard: optionalText(20_000) });

const PollSchema = looseObject({
  name: optionalText(MAX_MESSAGE_TEXT),
  options: list(looseObject({ optionName: optionalText(1000) }), 100),
}).nullish();

/** Everything of a message but its wrappers. */
const contentFields = {
  conversation: optionalText(MAX_MESSAGE_TEXT),
  extendedTextMessage: looseObject({ text: optionalText(MAX_MESSAGE_TEXT) }).nullish(),
  imageMessage: MediaPartSchema,
  videoMessage: MediaPartSchema,
  ptvMessage: MediaPartSchema,
  audioMessage: MediaPartSchema,
  documentMessage: MediaPartSchema,
  stickerMessage: MediaPartSchema,
  locationMessage: LocationSchema,
  liveLocationMessage: LocationSchema,
  contactMessage: ContactCardSchema.nullish(),
  contactsArrayMessage: looseObject({
    displayName: optionalText(256),
    contacts: list(ContactCardSchema, 500),
  }).nullish(),
  reactionMessage: looseObject({ text: optionalText(100) }).nullish(),
  pollCreationMessage: PollSchema,
  pollCreationMessageV2: PollSchema,
  pollCreationMessageV3: PollSchema,
  buttonsResponseMessage: looseObject({
    selectedDisplayText: optionalText(MAX_MESSAGE_TEXT),
    selectedButtonId: optionalText(1000),
  }).nullish(),
  listResponseMessage: looseObject({
    title: optionalText(MAX_MESSAGE_TEXT),
    singleSelectReply: looseObject({ selectedRowId: optionalText(1000) }).nullish(),
  }).nullish(),
  templateButtonReplyMessage: looseObject({ selectedDisplayText: optionalText(MAX_MESSAGE_TEXT) }).nullish(),
  interactiveResponseMessage: looseObject({
    body: looseObject({ text: optionalText(MAX_MESSAGE_TEXT) }).nullish(),
  }).nullish(),
  /** Present when the webhook is set with base64 on; the body limit bounds its size. */
  base64: z.string({ error: messageText.text }).nullish(),
};
type MessageContent = z.infer<z.ZodObject<typeof contentFields>>;

/** Wrappers whose `message` is the real one, outermost first as WhatsApp nests them. */
export const MESSAGE_WRAPPERS = [
  'ephemeralMessage',
  'viewOnceMessage',
  'viewOnceMessageV2',
  'viewOnceMessageV2Extension',
  'documentWithCaptionMessage',
  'editedMessage',
  'deviceSentMessage',
  'lottieStickerMessage',
] as const;
export type MessageWrapper = (typeof MESSAGE_WRAPPERS)[number];

export type EvolutionMessage = MessageContent & {
  [W in MessageWrapper]?: { message?: EvolutionMessage | null } | null;
} & {
  /** Edits arrive as `protocolMessage` (type MESSAGE_EDIT, 14) carrying the new content. */
  protocolMessage?: {
    type?: number | string | null;
    key?: { id?: string | null } | null;
    editedMessage?: EvolutionMessage | null;
  } | null;
  [field: string]: unknown;
};

/** Past the last level a wrapper must be absent: the type above then holds at every depth. */
const tooDeep = z.null({ error: messageText.tooDeep }).optional();

function messageSchema(depth: number): z.ZodType<EvolutionMessage> {
  const inner = depth > 0 ? messageSchema(depth - 1).nullish() : tooDeep;
  const wrapper = depth > 0 ? looseObject({ message: inner }).nullish() : tooDeep;
  const wrappers = Object.fromEntries(MESSAGE_WRAPPERS.map((w) => [w, wrapper]));
  return looseObject({
    ...contentFields,
    ...wrappers,
    protocolMessage: looseObject({
      type: z.union([z.number(), z.string()], { error: messageText.text }).nullish(),
      key: looseObject({ id: optionalText(200) }).nullish(),
      editedMessage: inner,
    }).nullish(),
  }) as unknown as z.ZodType<EvolutionMessage>;
}

export const EvolutionMessageSchema = messageSchema(MAX_MESSAGE_NESTING);
