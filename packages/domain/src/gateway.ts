import { z } from 'zod';
import { EvolutionMessageSchema } from './gateway-message';
import { GATEWAY_CONNECTION_STATES, type GatewayConnectionStatus } from './gateway-connection';

export * from './gateway-connection';

export const gatewayText = {
  saved: 'Configurações salvas com sucesso!',
  saveFailed: 'Erro ao salvar configurações',
  testOk: 'Conexão estabelecida com sucesso! Instância está online.',
  testFailed: 'Falha ao conectar com a API. Verifique a URL e as credenciais.',
  notConfigured: 'gateway não configurado',
  noLogs: 'Nenhum log encontrado',
  clearConfirm: 'Tem certeza que deseja limpar todos os logs?',
} as const;

const url = z
  .string()
  .trim()
  .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), 'URL inválida (use http:// ou https://)');

/**
 * Evolution API generations Ponte speaks: 2.x sends `{ number, text }`, 1.x (up to 1.8)
 * `{ number, textMessage: { text } }`. 'Testar conexão' fills this in from the server's answer.
 */
export const EVOLUTION_API_VERSIONS = ['v2', 'v1'] as const;
export type EvolutionApiVersion = (typeof EVOLUTION_API_VERSIONS)[number];
export const evolutionVersionLabels = {
  v2: 'Evolution API 2.x',
  v1: 'Evolution API 1.x (até 1.8)',
} as const satisfies Record<EvolutionApiVersion, string>;

/** 'x.y.z' as `GET /` of Evolution answers it → the body generation; null when it is not 1.x or 2.x. */
export function evolutionVersionOf(version: string | null | undefined): EvolutionApiVersion | null {
  const major = /^v?(\d+)\./.exec(version?.trim() ?? '')?.[1];
  return major === '1' ? 'v1' : major === '2' ? 'v2' : null;
}

/** The WhatsApp message a text answers (a quoted reply): its key id, whose it is and its text. */
export type QuotedSend = { id: string; fromMe: boolean; text: string };

/** The quoted message as Evolution takes it: its key and its text. */
const quotedBody = (number: string, quoted: QuotedSend) => ({
  key: { remoteJid: `${number}@s.whatsapp.net`, fromMe: quoted.fromMe, id: quoted.id },
  message: { conversation: quoted.text },
});

/**
 * The text body of POST /message/sendText/{instance} in each generation; a reply carries the
 * quoted message (key and content) as `quoted` on 2.x and `options.quoted` on 1.x.
 */
export function sendTextBody(version: EvolutionApiVersion, number: string, text: string, quoted?: QuotedSend) {
  const quote = quoted && quotedBody(number, quoted);
  if (version === 'v1') return { number, ...(quote ? { options: { quoted: quote } } : {}), textMessage: { text } };
  return { number, text, ...(quote ? { quoted: quote } : {}) };
}

/** A file sent through the gateway: what WhatsApp shows it as, its type, name, caption and bytes (base64). */
export type MediaSend = {
  mediatype: 'image' | 'document' | 'audio';
  mimetype: string;
  fileName: string;
  caption: string;
  base64: string;
  /** The message it replies to (a quoted reply). */
  quoted?: QuotedSend;
};

/**
 * The body of POST /message/sendMedia/{instance}: 2.x flat (`media` is a URL or raw base64),
 * 1.x inside `mediaMessage`.
 */
export function sendMediaBody(version: EvolutionApiVersion, number: string, m: MediaSend) {
  const caption = m.caption || undefined;
  const quote = m.quoted && quotedBody(number, m.quoted);
  if (version === 'v1') {
    return {
      number,
      ...(quote ? { options: { quoted: quote } } : {}),
      mediaMessage: { mediatype: m.mediatype, fileName: m.fileName, caption, media: m.base64 },
    };
  }
  return {
    number,
    mediatype: m.mediatype,
    mimetype: m.mimetype,
    caption,
    fileName: m.fileName,
    media: m.base64,
    ...(quote ? { quoted: quote } : {}),
  };
}

export const EvolutionSettingsSchema = z.object({
  evolution_api_enabled: z.boolean(),
  evolution_api_url: url,
  evolution_instance: z
    .string()
    .trim()
    .max(100)
    .regex(/^[\w.-]*$/, 'Nome de instância inválido'),
  /** Masked when read; sending the masked value back keeps the stored key. */
  evolution_api_key: z.string().trim().max(500),
  /** The instance's own token, which Evolution puts in the webhook body's `apikey`. Masked like the key; absent keeps it. */
  evolution_instance_token: z.string().trim().max(500).optional(),
  /** Absent keeps the stored generation (2.x until told otherwise). */
  evolution_api_version: z.enum(EVOLUTION_API_VERSIONS, { error: 'Versão da Evolution API inválida' }).optional(),
  webhook_chat_url: url,
});
export type EvolutionSettings = z.infer<typeof EvolutionSettingsSchema>;

export type EvolutionSettingsView = Required<EvolutionSettings> & {
  evolution_api_key_set: boolean;
  evolution_instance_token_set: boolean;
  /** The version `GET /` of the gateway answered at the last 'Testar conexão' ('2.3.6'), or ''. */
  evolution_server_version: string;
  /** Masked bot API key (x-bot-key); the full key is shown once when regenerated. */
  bot_api_key: string;
  /** Where the gateway must POST its webhooks. */
  inbound_webhook_path: string;
  /** The secret path segment that authenticates the gateway's webhook (`{path}/{secret}`). */
  webhook_secret: string;
  connection: GatewayConnectionStatus;
};

/** EvolutionSettingsView as the API documents it. */
export const EvolutionSettingsViewSchema = z.object({
  evolution_api_enabled: z.boolean(),
  evolution_api_url: z.string(),
  evolution_instance: z.string(),
  evolution_api_key: z.string(),
  evolution_instance_token: z.string(),
  evolution_api_version: z.enum(EVOLUTION_API_VERSIONS),
  webhook_chat_url: z.string(),
  evolution_api_key_set: z.boolean(),
  evolution_instance_token_set: z.boolean(),
  evolution_server_version: z.string(),
  bot_api_key: z.string(),
  inbound_webhook_path: z.string(),
  webhook_secret: z.string(),
  connection: z.object({ state: z.enum(GATEWAY_CONNECTION_STATES).nullable(), since: z.string().nullable() }),
}) satisfies z.ZodType<EvolutionSettingsView>;

/** POST /api/evolution/test when the instance is open (a failure is a 502 with the gateway's reason). */
export const ConnectionTestResultSchema = z.object({
  state: z.string().optional(),
  message: z.string(),
  /** The generation read from the gateway's `GET /`, null when it did not say. */
  version: z.enum(EVOLUTION_API_VERSIONS).nullable(),
  server_version: z.string().nullable(),
});

/** POST /api/evolution/bot-key: the new key, shown this once. */
export const BotKeySchema = z.object({ key: z.string() });

/** What sending a text through the gateway gave (POST /api/setText): the delivery and its gateway log line. */
export const SendResultSchema = z.object({
  status: z.enum(['sent', 'failed', 'not_configured']),
  /** Null only for a text that went out while the database could not log it (issue 34). */
  log_id: z.number().int().nullable(),
  error: z.string().nullable(),
  message_id: z.string().nullable(),
});
export type SendResult = z.infer<typeof SendResultSchema>;

/** 'unattributed': a customer message from an @lid address with no phone anywhere, kept for an admin. */
export const GATEWAY_LOG_STATUSES = ['sent', 'received', 'error', 'not_configured', 'ignored', 'unattributed'] as const;
export type GatewayLogStatus = (typeof GATEWAY_LOG_STATUSES)[number];

export const GatewayLogEntrySchema = z.object({
  id: z.number().int(),
  timestamp: z.string(),
  direction: z.enum(['incoming', 'outgoing']),
  status: z.enum(GATEWAY_LOG_STATUSES),
  phone: z.string(),
  message: z.string(),
  error: z.string().nullable(),
  instance: z.string().nullable(),
});
export type GatewayLogEntry = z.infer<typeof GatewayLogEntrySchema>;

/** `/{secret}`, `/{event}` ('Webhook by events') or `/{secret}/{event}` after /webhook/evolution. */
export const EvolutionWebhookParamsSchema = z.object({
  first: z.string().max(200).optional(),
  second: z.string().max(200).optional(),
});

/*
 * The Evolution API v2 webhook (INTEGRATIONS.md §1). Liberal where Evolution adds fields
 * (loose objects; `null` read as absent), strict on the types of the fields Ponte reads, so a
 * malformed `messages.upsert` is refused with a 400 before anything is written.
 */
const webhookText = {
  text: 'Deve ser um texto',
  object: 'Deve ser um objeto',
  flag: 'Deve ser verdadeiro ou falso',
  number: 'Deve ser um número',
  timestamp: 'Deve ser um horário Unix em segundos',
  tooLong: (max: number) => `No máximo ${max} caracteres`,
} as const;

const text = (max: number) => z.string({ error: webhookText.text }).max(max, webhookText.tooLong(max));
const optionalText = (max: number) => text(max).nullish();
const looseObject = <T extends z.core.$ZodLooseShape>(shape: T) => z.looseObject(shape, { error: webhookText.object });

export const EvolutionMessageKeySchema = looseObject({
  remoteJid: text(200),
  remoteJidAlt: optionalText(200),
  senderPn: optionalText(200),
  addressingMode: optionalText(20),
  fromMe: z.boolean({ error: webhookText.flag }).nullish(),
  id: text(200),
});
export type EvolutionMessageKey = z.infer<typeof EvolutionMessageKeySchema>;

/** `data` of a `messages.upsert` event: one message. */
export const EvolutionUpsertDataSchema = looseObject({
  key: EvolutionMessageKeySchema,
  pushName: optionalText(256),
  message: EvolutionMessageSchema.nullish(),
  messageType: optionalText(100),
  /** Unix seconds; some builds write it as a string of digits. */
  messageTimestamp: z
    .union(
      [
        z
          .number({ error: webhookText.timestamp })
          .int(webhookText.timestamp)
          .nonnegative(webhookText.timestamp)
          .max(1e11, webhookText.timestamp),
        z.string({ error: webhookText.timestamp }).regex(/^\d{1,11}$/, webhookText.timestamp),
      ],
      { error: webhookText.timestamp },
    )
    .nullish(),
});
export type EvolutionUpsertData = z.infer<typeof EvolutionUpsertDataSchema>;

/** 'messages.upsert' as events are sent, 'MESSAGES_UPSERT' as they are configured, 'messages-upsert' as by-events URLs end. */
export const normalEventName = (event: string) => event.trim().toLowerCase().replace(/[_-]/g, '.');
export const isUpsertEvent = (event: string) => normalEventName(event) === 'messages.upsert';
export const isConnectionEvent = (event: string) =>
  ['connection.update', 'qrcode.updated'].includes(normalEventName(event));

/** `data` of `connection.update`: state 'open' | 'connecting' | 'close' | 'refused'. Read leniently: unknown data is ignored. */
export const EvolutionConnectionDataSchema = z.looseObject({
  state: z.string().max(40).nullish(),
  statusReason: z.unknown().optional(),
});
/** `data` of `qrcode.updated`: a `qrcode` object, or only a message once the QR code limit is reached. */
export const EvolutionQrcodeDataSchema = z.looseObject({
  qrcode: z.unknown().optional(),
  message: z.unknown().optional(),
});

/**
 * Any Evolution event. Its `data` is checked only for `messages.upsert`, the one event Ponte
 * reads; other events are acknowledged and ignored.
 */
export const EvolutionWebhookSchema = looseObject({
  event: text(100),
  instance: optionalText(200),
  apikey: optionalText(500),
  data: z.unknown().optional(),
}).superRefine((body, ctx) => {
  if (!isUpsertEvent(body.event)) return;
  const data = EvolutionUpsertDataSchema.safeParse(body.data);
  if (!data.success) {
    for (const issue of data.error.issues)
      ctx.addIssue({ code: 'custom', path: ['data', ...issue.path], message: issue.message });
  }
});
export type EvolutionWebhook = z.infer<typeof EvolutionWebhookSchema>;
